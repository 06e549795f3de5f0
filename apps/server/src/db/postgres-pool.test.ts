import pg from 'pg'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../test/test-context'
import { openPostgres, type Database } from './client'
import { selectRows } from './raw-rows'

/**
 * A PostgreSQL restart or an administrator's pg_terminate_backend kills the pool's idle
 * connections. node-postgres reports that as an 'error' event on the pool, which would be an
 * uncaught exception (and a dead server) without a listener.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool when the server drops its connections', () => {
  let owner: Database
  let database: Database
  let url: string
  const idleErrors: Error[] = []

  beforeAll(async () => {
    owner = await openTestDatabase('postgres')
    url = (owner.db as unknown as { $client: pg.Pool }).$client.options.connectionString!
    database = await openPostgres({ url, poolSize: 3, onIdleError: (error) => idleErrors.push(error) })
  })
  afterAll(async () => {
    await database?.close()
    await owner?.close()
  })

  it('reports the dropped idle connections and answers the next query on a new one', async () => {
    // Three idle connections in the pool.
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`SELECT pg_sleep(0.05)`)))
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    try {
      const dbName = new URL(url).pathname.slice(1)
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2 AND pid <> pg_backend_pid()',
        [dbName, ''],
      )
    } finally {
      await admin.end()
    }
    await expect.poll(() => idleErrors.length).toBe(3)
    expect(idleErrors[0].message).toMatch(/terminat/i)

    expect(await selectRows(database.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }])
  })
})
