import pg from 'pg'
import { createWriteWatches, type Watch, type WritesTo } from './write-watches'

type WriteWatches = ReturnType<typeof createWriteWatches>

/** Where the trigger of migration 0017 announces a committed change, naming the table. */
export const TABLE_WRITES_CHANNEL = 'table_writes'
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'hookline-table-writes'
/**
 * A connection can die without a word (a dropped route, a frozen server): TCP keep-alive finds
 * it in minutes, a query every 15 s that must answer within 5 s in seconds. Until it is found,
 * another node's change can go unheard, so this bounds how stale a kept row can get then.
 */
const HEARTBEAT_MS = 15_000
const HEARTBEAT_TIMEOUT_MS = 5_000
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
 * While that connection is not listening the counts are null and every read goes to the
 * database; once it listens again, everything kept before is let go.
 */
export function countPostgresWrites(
  pool: pg.Pool,
  options: { url: string; onListenerError?: (error: Error) => void },
): { writesTo: WritesTo; listening: Promise<void>; close: () => Promise<void> } {
  const watches = createWriteWatches()
  pool.on('connect', (client) => countClientWrites(client, watches))

  let listener: pg.Client | null = null
  let closed = false
  let retryMs = RETRY_FIRST_MS
  let heartbeat: NodeJS.Timeout | undefined
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
    if (error) options.onListenerError?.(error)
    setTimeout(() => void listen(), retryMs).unref()
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
  }

  const check = async (client: pg.Client) => {
    const late = setTimeout(
      () => giveUp(client, new Error(`no answer on the ${TABLE_WRITES_CHANNEL} connection in 5 s`)),
      HEARTBEAT_TIMEOUT_MS,
    )
    try {
      await client.query('SELECT 1')
    } catch (error) {
      giveUp(client, error as Error)
    } finally {
      clearTimeout(late)
    }
  }

  async function listen() {
    if (closed) return
    const client = new pg.Client({
      connectionString: options.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    })
    client.on('notification', (message) => {
      if (message.channel === TABLE_WRITES_CHANNEL) watches.move(watches.naming(message.payload ?? ''))
    })
    client.on('error', (error) => giveUp(client, error))
    client.on('end', () => giveUp(client, new Error(`the ${TABLE_WRITES_CHANNEL} connection closed`)))
    try {
      await client.connect()
      await client.query(`LISTEN ${TABLE_WRITES_CHANNEL}`)
    } catch (error) {
      giveUp(client, error as Error)
      return
    }
    if (closed || given.has(client)) return void client.end().catch(() => {})
    // Changes made while nobody listened went unheard: nothing kept from before is trusted.
    watches.move(watches.every())
    listener = client
    retryMs = RETRY_FIRST_MS
    heartbeat = setInterval(() => void check(client), HEARTBEAT_MS).unref()
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
    // A Submittable (a cursor): it reports its end by event.
    const emitter = result as { once?: (event: string, listener: () => void) => void } | undefined
    if (typeof emitter?.once === 'function') {
      let once = false
      const finish = () => {
        if (once) return
        once = true
        done()
      }
      emitter.once('end', finish)
      emitter.once('error', finish)
    } else done()
    return result
  }) as typeof client.query
}
