import PgBoss from 'pg-boss'
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import type { Database } from '../db/client'

/**
 * Background jobs on pg-boss (DESIGN.md, "Jobs"): on PostgreSQL its tables are shared by every app
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
      await boss.start()
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
