import { sql } from 'drizzle-orm'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, openTestDatabase } from '../../test/test-context'
import type { Database } from './client'
import { countPostgresWrites, LISTENER_APPLICATION_NAME } from './postgres-writes'

/** The write counts behind reads kept until the next write (read-until-write.ts), on each driver. */
describe.each(databaseKinds)('write counts on %s', (kind) => {
  let database: Database
  /** The tables the session lookup reads. */
  let users: () => number | null
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    users = database.writesTo!(['users', 'sessions'])
  })
  afterAll(() => database?.close())

  /**
   * On PostgreSQL this process hears its own writes too, a moment after they commit: wait until
   * those of the last test have arrived.
   */
  const quiet = async () => {
    for (let last = users(); ;) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      if (users() === last) return
      last = users()
    }
  }
  const moved = async (work: () => Promise<unknown>) => {
    await quiet()
    const before = users()
    await work()
    return users() !== before
  }
  const run = (statement: string) => database.db.execute(sql.raw(statement))

  it('move for a statement that may write a watched table, never for a SELECT or another table', async () => {
    expect(users()).toEqual(expect.any(Number))
    expect(await moved(() => run('SELECT count(*) FROM users'))).toBe(false)
    expect(await moved(() => run('  select id from users for update'))).toBe(false)
    expect(await moved(() => run("DELETE FROM rate_limits WHERE key = 'nobody'"))).toBe(false)
    expect(await moved(() => run('UPDATE "users" SET nickname = nickname WHERE false'))).toBe(true)
    expect(await moved(() => run('WITH d AS (DELETE FROM users WHERE false RETURNING id) SELECT * FROM d'))).toBe(true)
  })

  it('in a transaction, move when a statement writes a watched table and again when it ends', async () => {
    expect(await moved(() => database.db.transaction((tx) => tx.execute(sql`SELECT 1 FROM users`)))).toBe(false)
    await quiet()
    const seen = [users()!]
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE users SET nickname = nickname WHERE false`)
      seen.push(users()!)
    })
    seen.push(users()!)
    expect(seen[1]).toBeGreaterThan(seen[0])
    expect(seen[2]).toBeGreaterThan(seen[1])

    await quiet()
    const beforeRollback = users()!
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE users SET nickname = nickname WHERE false`)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(users()! - beforeRollback).toBe(2)
  })

  it('have moved while a write is under way, and again once it settles', async () => {
    // The driver's own client, so that the statement is sent at once (drizzle's queries start
    // when awaited, a pool's once a connection is free).
    const driver = (database.db as unknown as { $client: PGlite | pg.Pool }).$client
    const client: { query: (statement: string) => Promise<unknown>; release?: () => void } =
      driver instanceof pg.Pool ? await driver.connect() : driver
    try {
      await quiet()
      const before = users()!
      const update = client.query('UPDATE users SET nickname = nickname WHERE false')
      const during = users()!
      await update
      expect(during).toBeGreaterThan(before)
      expect(users()).toBeGreaterThan(during)
    } finally {
      client.release?.()
    }
  })

  describe.runIf(kind === 'postgres')('what another process writes', () => {
    let other: pg.Client
    beforeAll(async () => {
      const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!
      other = new pg.Client({ connectionString: url })
      await other.connect()
    })
    afterAll(() => other?.end())

    it('moves the count once it commits an update or delete; not before', async () => {
      await quiet()
      let before = users()
      await other.query('UPDATE users SET nickname = nickname WHERE false')
      await expect.poll(() => users()).not.toBe(before)

      before = users()
      await other.query('BEGIN')
      await other.query('DELETE FROM sessions WHERE false')
      await new Promise((resolve) => setTimeout(resolve, 100))
      // Not before it commits: a read until then still sees the old rows.
      expect(users()).toBe(before)
      await other.query('COMMIT')
      await expect.poll(() => users()).not.toBe(before)
    })

    it('is unknown while the listening connection is gone, and known again once it is back', async () => {
      await quiet()
      const before = users()
      const { rows } = await other.query(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LISTENER_APPLICATION_NAME],
      )
      expect(rows).toEqual([{ ended: true }])
      await expect.poll(() => users()).toBeNull()
      await expect.poll(() => users(), { timeout: 5_000 }).toEqual(expect.any(Number))
      expect(users()).not.toBe(before)

      // And it hears again.
      const back = users()
      await other.query('UPDATE users SET nickname = nickname WHERE false')
      await expect.poll(() => users()).not.toBe(back)
    })

    it('is not trusted by a listener that cannot hear its probe (a pooler in transaction mode delivers nothing)', async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client
      // The listener on another database than the pool's: it connects and LISTENs, but what is
      // sent through the pool never reaches it.
      const errors: Error[] = []
      const ownPool = new pg.Pool({ connectionString: pool.options.connectionString, max: 1 })
      const deaf = countPostgresWrites(ownPool, {
        url: process.env.TEST_DATABASE_URL!,
        onListenerError: (error) => errors.push(error),
        probeTimeoutMs: 300,
      })
      try {
        await deaf.listening
        expect(deaf.writesTo(['users'])()).toBeNull()
        expect(errors[0]?.message).toMatch(/did not hear its own probe/)
      } finally {
        await deaf.close()
        await ownPool.end()
      }
    })
  })
})
