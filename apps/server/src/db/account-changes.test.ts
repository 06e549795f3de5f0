import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, openTestDatabase } from '../../test/test-context'
import { announceAccountChange, settled, type ChangedAccounts } from './account-changes'
import type { Database } from './client'
import { LISTENER_APPLICATION_NAME, listenToPostgres } from './postgres-account-changes'

/** What every process hears of the announced changes to accounts and sessions, on each driver. */
describe.each(databaseKinds)('announced account changes on %s', (kind) => {
  let database: Database
  const heard: ChangedAccounts[] = []
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    database.accountChanges.subscribe((accounts) => heard.push(accounts))
  })
  afterAll(() => database?.close())

  const heardOf = (id: string) => heard.some((accounts) => accounts?.includes(id))

  it('are heard once the transaction commits, and the account is unsettled until then', async () => {
    const id = randomUUID()
    await database.db.transaction(async (tx) => {
      await announceAccountChange(tx, [id])
      expect(settled(id)).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(heardOf(id)).toBe(false)
    })
    await expect.poll(() => heardOf(id)).toBe(true)
    expect(settled(id)).toBe(true)
    expect(database.accountChanges.heard()).toBe(true)
  })

  it('are never heard from a transaction that rolled back', async () => {
    const id = randomUUID()
    await expect(
      database.db.transaction(async (tx) => {
        await announceAccountChange(tx, [id])
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    const marker = randomUUID()
    await announceAccountChange(database.db, [marker])
    await expect.poll(() => heardOf(marker)).toBe(true)
    expect(heardOf(id)).toBe(false)
    // Kept out of memory a while longer: nothing says whether it was written.
    expect(settled(id)).toBe(false)
  })

  it('tell every listener that any account may have changed on a NOTIFY without ids', async () => {
    heard.length = 0
    await database.db.execute(sql`NOTIFY account_changes`)
    await expect.poll(() => heard).toContain(null)
  })

  describe.runIf(kind === 'postgres')('on PostgreSQL', () => {
    let other: pg.Client
    beforeAll(async () => {
      const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!
      other = new pg.Client({ connectionString: url })
      await other.connect()
    })
    afterAll(() => other?.end())

    it('are not heard while the listening connection is gone; everything is let go once it is back', async () => {
      const { rows } = await other.query(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LISTENER_APPLICATION_NAME],
      )
      expect(rows).toEqual([{ ended: true }])
      await expect.poll(() => database.accountChanges.heard()).toBe(false)
      heard.length = 0
      await expect.poll(() => database.accountChanges.heard(), { timeout: 5_000 }).toBe(true)
      expect(heard).toContain(null)

      // And it hears again, another process's announcement too.
      const id = randomUUID()
      await other.query(`SELECT pg_notify('account_changes', $1)`, [id])
      await expect.poll(() => heardOf(id)).toBe(true)
    })

    it('are not trusted to a listener that cannot hear its probe (a pooler in transaction mode delivers nothing)', async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client
      // The listener on another database than the pool's: it connects and LISTENs, but what is
      // sent through the pool never reaches it.
      const errors: Error[] = []
      const ownPool = new pg.Pool({ connectionString: pool.options.connectionString, max: 1 })
      const deaf = listenToPostgres(ownPool, {
        url: process.env.TEST_DATABASE_URL!,
        onListenerError: (error) => errors.push(error),
        probeTimeoutMs: 300,
      })
      try {
        await deaf.listening
        expect(deaf.changes.heard()).toBe(false)
        expect(errors[0]?.message).toMatch(/did not hear its own probe/)
      } finally {
        await deaf.close()
        await ownPool.end()
      }
    })
  })
})
