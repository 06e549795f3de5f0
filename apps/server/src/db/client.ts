import path from 'node:path'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'
import { acquireDataDirLock } from './data-dir-lock'
import { keepPrivate, mend } from './data-dir-modes'
import { inflatedUpFront } from './pglite-extensions'
import { initialiseInChild } from './pglite-initialise'
import { parseOnce } from './pglite-parsers'
import { listenToPglite, type AccountChanges } from './account-changes'
import { listenToPostgres } from './postgres-account-changes'

export type Schema = typeof schema
/** The one database type the services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction of that database: what a service's helpers take to join their caller's work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Db
  kind: DatabaseKind
  close: () => Promise<void>
  /** The announced changes to accounts and sessions, for what is kept of them (account-changes.ts). */
  accountChanges: AccountChanges
}

/** Migrations sit beside this file in the sources and are copied beside the bundle on build. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** PGlite must be told about extensions up front; pg_trgm and btree_gin serve History search. */
const pgliteExtensions = inflatedUpFront({ pg_trgm, btree_gin })

/**
 * PostgreSQL's buffers live in PGlite's WebAssembly heap, which grows as they fill and never gives
 * memory back, so PostgreSQL's default buffer sizes (128 MB of shared_buffers, 64 MB for index
 * builds) would stay resident on an idle node once filled (docs/decisions/049). One process's
 * worth of data is read as fast from the operating system's file cache; these are what a small
 * server needs.
 */
const PGLITE_MEMORY_SETTINGS = ['shared_buffers = 16MB', 'maintenance_work_mem = 16MB']

/**
 * Opening the embedded database leaves garbage that only a full collection hands back: the
 * migrations' queries and PGlite's start-up fill the young generation. An idle server allocates nothing that would
 * make V8 collect, so all of it stayed resident until traffic came. The server collects once,
 * when its database is open (tests, which open many, do not).
 */
function collectOpeningGarbage() {
  v8.setFlagsFromString('--expose-gc')
  // Only contexts created from here on get `gc`; the flag is put back at once.
  const gc = vm.runInNewContext('gc') as () => void
  v8.setFlagsFromString('--no-expose-gc')
  gc()
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  // Before anything is written there, the lock file included (data-dir-modes.ts).
  if (options.dataDir) keepPrivate(options.dataDir)
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {}
  const mended = () => options.dataDir && mend(options.dataDir)
  try {
    // A new folder is made by a child process, so this one only ever reopens (pglite-initialise.ts).
    if (options.dataDir && !options.loadDataDir)
      await initialiseInChild({
        dataDir: options.dataDir,
        migrationsFolder,
        extensions: Object.keys(pgliteExtensions),
        postgresqlconf: PGLITE_MEMORY_SETTINGS,
      })
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
      postgresqlconf: PGLITE_MEMORY_SETTINGS,
    })
    const accountChanges = await listenToPglite(parseOnce(client))
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await migratePglite(db as never, { migrationsFolder })
    // What PGlite created on opening, 0666 whatever the umask.
    mended()
    return {
      db,
      kind: 'pglite',
      accountChanges,
      close: async () => {
        await client.close()
        mended()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

export async function openPostgres(options: {
  url: string
  poolSize?: number
  /** An idle pooled connection failed (server restart, admin termination, network). */
  onIdleError?: (error: Error) => void
  /** The connection that hears other nodes' writes failed; it reconnects on its own. */
  onListenerError?: (error: Error) => void
}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
  // node-postgres emits 'error' for a connection that dies while idle in the pool; with no
  // listener that is an uncaught exception that takes the whole server down. The pool has
  // already discarded the connection, and the next query opens a new one, so a log is enough.
  pool.on('error', (error) => options.onIdleError?.(error))
  const writes = listenToPostgres(pool, { url: options.url, onListenerError: options.onListenerError })
  const db = drizzlePg(pool, { schema }) as unknown as Db
  const close = async () => {
    await writes.close()
    await pool.end()
  }
  try {
    await migrateUnderLock(pool)
    // Sessions are kept only once it listens.
    await writes.listening
  } catch (error) {
    await close()
    throw error
  }
  return { db, kind: 'postgres', accountChanges: writes.changes, close }
}

/** Several app nodes may start at once against one server: one migrates, the others wait. */
const MIGRATION_LOCK_KEY = 7_259_011

async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    client.release()
  }
}

export function openDatabase(
  config: { DATABASE_URL?: string; DATA_DIR: string; DATABASE_POOL_SIZE: number },
  events: { onIdleError?: (error: Error) => void; onListenerError?: (error: Error) => void } = {},
) {
  return config.DATABASE_URL
    ? openPostgres({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, ...events })
    : openPglite({ dataDir: config.DATA_DIR }).then((database) => {
        collectOpeningGarbage()
        return database
      })
}
