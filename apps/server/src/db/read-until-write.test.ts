import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { countWrites } from './pglite-writes'
import { readUntilWrite } from './read-until-write'

/** A lookup over a plain map, counting its loads, with a write count the test moves by hand. */
function lookupOver(rows: Map<string, { name: string }>) {
  let writes = 0
  const load = vi.fn(async (key: string) => {
    const row = rows.get(key)
    return row && { ...row }
  })
  return { load, write: () => writes++, writes: () => writes }
}

describe('readUntilWrite', () => {
  it('answers from what it kept until the write count moves, then asks again', async () => {
    const rows = new Map([['a', { name: 'first' }]])
    const { load, write, writes } = lookupOver(rows)
    const lookup = readUntilWrite(writes, load)
    expect(await lookup('a')).toEqual({ name: 'first' })
    expect(await lookup('a')).toEqual({ name: 'first' })
    expect(load).toHaveBeenCalledTimes(1)

    rows.set('a', { name: 'second' })
    write()
    expect(await lookup('a')).toEqual({ name: 'second' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps no answer read while a write started or settled', async () => {
    const rows = new Map([['a', { name: 'old' }]])
    const { write, writes } = lookupOver(rows)
    let loads = 0
    const lookup = readUntilWrite(writes, async (key: string) => {
      loads++
      const row = rows.get(key)
      // The write lands while this read is under way: what it read may already be out of date.
      if (loads === 1) write()
      return row && { ...row }
    })
    await lookup('a')
    rows.set('a', { name: 'new' })
    expect(await lookup('a')).toEqual({ name: 'new' })
    expect(loads).toBe(2)
  })

  it('keeps no miss, holds at most `max` rows and freezes what it shares', async () => {
    const rows = new Map(['a', 'b', 'c'].map((key) => [key, { name: key }]))
    const { load, writes } = lookupOver(rows)
    const lookup = readUntilWrite(writes, load, 2)
    expect(await lookup('nobody')).toBeUndefined()
    expect(await lookup('nobody')).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)

    for (const key of ['a', 'b', 'c']) await lookup(key)
    load.mockClear()
    await lookup('a') // the oldest, let go for 'c'
    await lookup('c')
    expect(load.mock.calls).toEqual([['a']])
    expect(Object.isFrozen(await lookup('c'))).toBe(true)
  })

  it('asks the database every time when it has no write count (PostgreSQL)', async () => {
    const { load } = lookupOver(new Map([['a', { name: 'x' }]]))
    const lookup = readUntilWrite(undefined, load)
    await lookup('a')
    await lookup('a')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('countWrites (PGlite)', () => {
  const clients: PGlite[] = []
  afterAll(() => Promise.all(clients.map((client) => client.close())))

  const tables = async () => {
    const client = new PGlite()
    clients.push(client)
    const writesTo = countWrites(client)
    await client.exec('CREATE TABLE users (n int); CREATE TABLE notes (n int)')
    const users = writesTo(['users'])
    const moved = async (work: () => Promise<unknown>) => {
      const before = users()
      await work()
      return users() !== before
    }
    return { client, users, moved }
  }

  it('moves for a statement that may write a watched table, never for a SELECT or another table', async () => {
    const { client, moved } = await tables()
    expect(await moved(() => client.query('SELECT count(*) FROM users'))).toBe(false)
    expect(await moved(() => client.query('  select * from users for update'))).toBe(false)
    expect(await moved(() => client.query('INSERT INTO notes VALUES ($1)', [1]))).toBe(false)
    expect(await moved(() => client.query('INSERT INTO "users" VALUES ($1)', [1]))).toBe(true)
    expect(await moved(() => client.query('WITH d AS (DELETE FROM users RETURNING n) SELECT * FROM d'))).toBe(true)
    expect(await moved(() => client.exec('UPDATE users SET n = 2'))).toBe(true)
  })

  it('in a transaction, moves when a statement writes a watched table and again when it ends', async () => {
    const { client, users, moved } = await tables()
    expect(await moved(() => client.transaction((tx) => tx.query('INSERT INTO notes VALUES (1)')))).toBe(false)
    expect(await moved(() => client.transaction((tx) => tx.query('SELECT * FROM users')))).toBe(false)
    const seen: number[] = [users()]
    await client.transaction(async (tx) => {
      await tx.query('UPDATE users SET n = 3')
      seen.push(users())
    })
    seen.push(users())
    expect(seen[1]).toBeGreaterThan(seen[0])
    expect(seen[2]).toBeGreaterThan(seen[1])
  })

  it('has moved while a write is under way, and again once it settles', async () => {
    const { client, users } = await tables()
    const before = users()
    const insert = client.query('INSERT INTO users VALUES (1)')
    const during = users()
    await insert
    expect(during).toBeGreaterThan(before)
    expect(users()).toBeGreaterThan(during)
  })
})
