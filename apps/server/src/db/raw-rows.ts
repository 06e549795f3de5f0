import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from './client'

/**
 * The rows of a raw SQL query. Both drivers (node-postgres and PGlite) answer `{ rows }`, but
 * drizzle types a driver-neutral database's raw answer as `unknown`, so the row type is the
 * caller's claim about its own SELECT list.
 */
export async function selectRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] }
  return result.rows
}
