import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { ACCOUNT_CHANGES_CHANNEL, createAccountChangeHub, type AccountChanges } from './account-changes'

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'hookline-account-changes'
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

/**
 * Hears the changes to accounts and sessions announced on a PostgreSQL database
 * (account-changes.ts): every node's, this one's included, a moment after each commits, on one
 * LISTEN connection outside the pool.
 *
 * While that connection is not listening, or not proven to hear (PROBE_EVERY_MS), `heard()` is
 * false and nothing may be kept; once it hears again, listeners are told that any account may
 * have changed, since what was announced meanwhile went unheard.
 */
export function listenToPostgres(
  pool: pg.Pool,
  options: { url: string; onListenerError?: (error: Error) => void; probeTimeoutMs?: number },
): { changes: AccountChanges; listening: Promise<void>; close: () => Promise<void> } {
  const hub = createAccountChangeHub()

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
      await pool.query('SELECT pg_notify($1, $2)', [ACCOUNT_CHANGES_CHANNEL, payload])
      // Timed from when it went out: a busy pool's wait is not the listener's fault.
      await Promise.race([
        heard,
        new Promise<never>((_, reject) => {
          late = setTimeout(
            () => reject(new Error(`did not hear its own probe on ${ACCOUNT_CHANGES_CHANNEL} in time`)),
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
      if (channel !== ACCOUNT_CHANGES_CHANNEL) return
      if (payload.startsWith(PROBE_PREFIX)) probes.get(payload)?.()
      else hub.hear(payload)
    })
    client.on('error', (error) => giveUp(client, error))
    client.on('end', () => giveUp(client, new Error(`the ${ACCOUNT_CHANGES_CHANNEL} connection closed`)))
    try {
      await client.connect()
      await client.query(`LISTEN ${ACCOUNT_CHANGES_CHANNEL}`)
      await probe(client)
    } catch (error) {
      giveUp(client, error as Error)
      return
    }
    if (closed || given.has(client)) return void client.end().catch(() => {})
    listener = client
    // Changes made while nobody listened went unheard: nothing kept from before is trusted.
    hub.tell(null)
    retryMs = RETRY_FIRST_MS
    reported = false
    heartbeat = setInterval(() => void probe(client).catch(() => {}), PROBE_EVERY_MS).unref()
  }

  return {
    changes: { heard: () => listener !== null, subscribe: hub.subscribe },
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
