import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createWriteWatches, type Watch, type WritesTo } from './write-watches'

type WriteWatches = ReturnType<typeof createWriteWatches>

/** Where the trigger of migration 0017 announces a committed change, naming the table. */
const TABLE_WRITES_CHANNEL = 'table_writes'
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'hookline-table-writes'
/**
 * A listening connection is trusted only while it hears: every 15 s (and once before it is first
 * trusted) a probe notification goes out through the pool and must come back on it within 5 s.
 * That finds a connection that died without a word (a dropped route, a frozen server) in seconds,
 * and one that never hears at all: a pooler in transaction mode (PgBouncer) accepts LISTEN but
 * delivers nothing. It also bounds how long another node's change can go unheard meanwhile.
 */
const PROBE_EVERY_MS = 15_000
const PROBE_TIMEOUT_MS = 5_000
const PROBE_PREFIX = 'probe:'
const RETRY_FIRST_MS = 500
const RETRY_MAX_MS = 30_000

const BEGIN = /^\s*(begin|start\s+transaction)\b/i
/** The end of a transaction, not of a savepoint (ROLLBACK TO SAVEPOINT). */
const END = /^\s*(commit|end|abort|rollback(?!\s+to\b))\b/i

type Query = (...args: unknown[]) => unknown

/**
 * Write counts for a PostgreSQL pool (read-until-write.ts). Other nodes and people write this
 * database too, so two sources move the counts:
 *
 * - this process's statements, counted like PGlite's (pglite-writes.ts): when a write is sent and
 *   again when it settles, or in a transaction when its connection commits or rolls back. A
 *   reader on another connection meanwhile keeps nothing, and after it nothing kept stays served;
 * - everyone's committed UPDATE, DELETE and TRUNCATE of the watched tables, heard on one LISTEN
 *   connection. What another node changed is therefore seen a moment after it commits, about a
 *   network round trip.
 *
 * While that connection is not listening, or not proven to hear (PROBE_EVERY_MS), the counts are
 * null and every read goes to the database; once it hears again, everything kept before is let go.
 */
export function countPostgresWrites(
  pool: pg.Pool,
  options: { url: string; onListenerError?: (error: Error) => void; probeTimeoutMs?: number },
): { writesTo: WritesTo; listening: Promise<void>; close: () => Promise<void> } {
  const watches = createWriteWatches()
  pool.on('connect', (client) => countClientWrites(client, watches))

  let listener: pg.Client | null = null
  let closed = false
  let retryMs = RETRY_FIRST_MS
  let heartbeat: NodeJS.Timeout | undefined
  /** Told once per outage: behind a pooler that never delivers, every retry would fail alike. */
  let reported = false
  const given = new WeakSet<pg.Client>()

  const giveUp = (client: pg.Client, error?: Error) => {
    if (given.has(client)) return
    given.add(client)
    if (client === listener) {
      listener = null
      clearInterval(heartbeat)
    }
    client.end().catch(() => {})
    if (closed) return
    if (error && !reported) {
      reported = true
      options.onListenerError?.(error)
    }
    setTimeout(() => void listen(), retryMs).unref()
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
  }

  /** Sends a probe through the pool and resolves once `client` has heard it. */
  const probes = new Map<string, () => void>()
  const probe = async (client: pg.Client) => {
    const payload = PROBE_PREFIX + randomUUID()
    const heard = new Promise<void>((resolve) => probes.set(payload, resolve))
    let late: NodeJS.Timeout | undefined
    try {
      await pool.query('SELECT pg_notify($1, $2)', [TABLE_WRITES_CHANNEL, payload])
      // Timed from when it went out: a busy pool's wait is not the listener's fault.
      await Promise.race([
        heard,
        new Promise<never>((_, reject) => {
          late = setTimeout(
            () => reject(new Error(`did not hear its own probe on ${TABLE_WRITES_CHANNEL} in time`)),
            options.probeTimeoutMs ?? PROBE_TIMEOUT_MS,
          )
        }),
      ])
    } catch (error) {
      giveUp(client, error as Error)
      throw error
    } finally {
      clearTimeout(late)
      probes.delete(payload)
    }
  }

  async function listen() {
    if (closed) return
    const client = new pg.Client({
      connectionString: options.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    })
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel !== TABLE_WRITES_CHANNEL) return
      if (payload.startsWith(PROBE_PREFIX)) probes.get(payload)?.()
      else watches.move(watches.naming(payload))
    })
    client.on('error', (error) => giveUp(client, error))
    client.on('end', () => giveUp(client, new Error(`the ${TABLE_WRITES_CHANNEL} connection closed`)))
    try {
      await client.connect()
      await client.query(`LISTEN ${TABLE_WRITES_CHANNEL}`)
      await probe(client)
    } catch (error) {
      giveUp(client, error as Error)
      return
    }
    if (closed || given.has(client)) return void client.end().catch(() => {})
    // Changes made while nobody listened went unheard: nothing kept from before is trusted.
    watches.move(watches.every())
    listener = client
    retryMs = RETRY_FIRST_MS
    reported = false
    heartbeat = setInterval(() => void probe(client).catch(() => {}), PROBE_EVERY_MS).unref()
  }

  return {
    writesTo: watches.writesTo(() => listener !== null),
    listening: listen(),
    close: async () => {
      closed = true
      clearInterval(heartbeat)
      const client = listener
      listener = null
      if (client) {
        given.add(client)
        await client.end().catch(() => {})
      }
    },
  }
}

/**
 * Moves the counts for what one pooled connection writes. Statements arrive as text or as a
 * query config ({ text, values, name }), with a callback (pg-pool's own pool.query) or a promise.
 */
function countClientWrites(client: pg.PoolClient, watches: WriteWatches) {
  const query = client.query.bind(client) as Query
  let transaction: Set<Watch> | null = null
  client.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown } | undefined
    const text = typeof first === 'string' ? first : first?.text
    if (typeof text !== 'string') return query(...args)
    let settled: Watch[] = []
    if (BEGIN.test(text)) transaction = new Set()
    else if (transaction && END.test(text)) {
      settled = [...transaction]
      transaction = null
    }
    const hit = watches.touchedBy(text)
    watches.move(hit)
    if (transaction) hit.forEach((watch) => transaction!.add(watch))
    else settled.push(...hit)
    if (settled.length === 0) return query(...args)

    const done = () => watches.move(settled)
    const callbackAt = args.findIndex((arg) => typeof arg === 'function')
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => void
      args[callbackAt] = (...results: unknown[]) => {
        done()
        callback(...results)
      }
      return query(...args)
    }
    const result = query(...args)
    if (result instanceof Promise) return result.finally(done)
    // A Submittable (a cursor) reports its end by event; a count moved twice is still only moved.
    const emitter = result as { once?: (event: string, listener: () => void) => void } | undefined
    if (typeof emitter?.once === 'function') ['end', 'error'].forEach((event) => emitter.once!(event, done))
    else done()
    return result
  }) as typeof client.query
}
