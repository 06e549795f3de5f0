import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database } from '../../db/client'
import { selectRows } from '../../db/raw-rows'

/** Arbitrary, but fixed: every app node must use the same key (one refresh at a time). */
export const TRENDING_REFRESH_LOCK_KEY = 7_259_020

/** Refreshes running in this process, per database: PGlite has one session, where locks nest. */
const runningHere = new WeakSet<Database>()

export type LockOutcome<T> = { acquired: true; value: T } | { acquired: false }

/**
 * Runs `work` while holding the trending refresh lock, or returns `{ acquired: false }` at once
 * when another refresh (this process or another node) holds it.
 *
 * A session-level advisory lock, not a transaction-level one: the work spends seconds on the
 * network, and an open transaction would block PGlite's single connection for all that time.
 * On PostgreSQL the lock sits on a dedicated pooled connection; if the node dies, the
 * connection closes and the server releases the lock by itself.
 */
export async function withRefreshLock<T>(database: Database, work: () => Promise<T>): Promise<LockOutcome<T>> {
  if (runningHere.has(database)) return { acquired: false }
  runningHere.add(database)
  try {
    return database.kind === 'postgres'
      ? await onPooledConnection(database, work)
      : await onSingleSession(database, work)
  } finally {
    runningHere.delete(database)
  }
}

/**
 * Like withRefreshLock, but while another refresh holds the lock, polls for up to `waitMs`:
 * someone pressing Refresh during a scheduled refresh gets that refresh's result, not old data.
 */
export async function withRefreshLockWaiting<T>(
  database: Database,
  work: () => Promise<T>,
  waitMs: number,
): Promise<LockOutcome<T>> {
  const giveUpAt = Date.now() + waitMs
  for (;;) {
    const outcome = await withRefreshLock(database, work)
    if (outcome.acquired || Date.now() >= giveUpAt) return outcome
    await sleep(LOCK_POLL_MS)
  }
}

/** Short against a refresh's seconds; each poll is one cheap query. */
const LOCK_POLL_MS = 100

async function onPooledConnection<T>(database: Database, work: () => Promise<T>): Promise<LockOutcome<T>> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client
  const client = await pool.connect()
  let broken = false
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      TRENDING_REFRESH_LOCK_KEY,
    ])
    if (!rows[0]?.locked) return { acquired: false }
    try {
      return { acquired: true, value: await work() }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TRENDING_REFRESH_LOCK_KEY]).catch(() => {
        broken = true // destroying the connection below releases the lock
      })
    }
  } finally {
    client.release(broken)
  }
}

async function onSingleSession<T>(database: Database, work: () => Promise<T>): Promise<LockOutcome<T>> {
  const locked = await tryLock(database)
  if (!locked) return { acquired: false }
  try {
    return { acquired: true, value: await work() }
  } finally {
    await database.db.execute(sql`SELECT pg_advisory_unlock(${TRENDING_REFRESH_LOCK_KEY})`)
  }
}

async function tryLock(database: Database): Promise<boolean> {
  const [row] = await selectRows<{ locked: boolean }>(
    database.db,
    sql`SELECT pg_try_advisory_lock(${TRENDING_REFRESH_LOCK_KEY}) AS locked`,
  )
  return row?.locked === true
}
