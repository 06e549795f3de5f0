import PgBoss from 'pg-boss'
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import type { Database } from '../db/client'

/**
 * Background jobs on pg-boss: on PostgreSQL its tables are shared by every app
 * node and each job is fetched by one of them (FOR UPDATE SKIP LOCKED); on PGlite through
 * pg-boss's `db` option, so the embedded default needs nothing else (docs/decisions/037).
 * One queue per database, started on first use by the API (send) or the worker (work).
 */

interface SqlResult {
  rows: unknown[]
  rowCount?: number | null
}

/**
 * pg-boss's executor over the app's own connection. pg-boss sends its schema and migrations as one
 * text of several statements without parameters: PGlite runs those with exec (query takes one
 * statement); everything with parameters goes through query, as on node-postgres.
 */
function executorOf(database: Database) {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client
  if (database.kind === 'postgres')
    return { executeSql: (text: string, values?: unknown[]) => (client as pg.Pool).query(text, values) }
  const lite = client as PGlite
  return {
    executeSql: async (text: string, values?: unknown[]): Promise<SqlResult> => {
      if (values && values.length > 0) {
        const result = await lite.query(text, values)
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
      }
      const results = await lite.exec(text)
      const last = results.at(-1)
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 }
    },
  }
}

const queues = new WeakMap<Database, Promise<PgBoss>>()

/**
 * Runs pg-boss set-up work (installing its schema, creating a queue's partition) again when it
 * lost a race with another node doing the same at the same moment: PostgreSQL then answers a
 * deadlock or "already exists", and the retry finds the other node's result.
 */
export async function retryingRaces<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string }
      const race =
        code === '40P01' || code === '23505' || code === '42P07' || /already exists|deadlock/.test(message ?? '')
      if (!race || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200))
    }
  }
}

/** How often pg-boss expires jobs whose node died and retries them (tests shorten it). */
export interface JobQueueOptions {
  maintenanceIntervalSeconds?: number
}

export function jobQueueFor(database: Database, options: JobQueueOptions = {}): Promise<PgBoss> {
  let queue = queues.get(database)
  if (!queue) {
    queue = (async () => {
      const boss = new PgBoss({
        db: executorOf(database),
        // Its own schema beside the app's tables; the app's migrations never touch it.
        schema: 'pgboss',
        // Maintenance (expiring the jobs of a node that died, archiving) takes an advisory lock:
        // every node may run it, one at a time.
        supervise: true,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
        schedule: false,
      })
      boss.on('error', () => {})
      await retryingRaces(() => boss.start())
      return boss
    })()
    queues.set(database, queue)
    queue.catch(() => queues.delete(database))
  }
  return queue
}

/** Stops fetching and waits for the running jobs up to `graceMs` (what stopping the server allows). */
export async function stopJobQueue(database: Database, graceMs = 5_000) {
  const queue = queues.get(database)
  if (!queue) return
  queues.delete(database)
  const boss = await queue.catch(() => null)
  if (!boss) return
  await boss.stop({ graceful: true, close: false, wait: true, timeout: graceMs })
}
