import { PGlite, type QueryOptions } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { parseOnce } from './pglite-parsers'

/** Every type drizzle leaves as text, and two it does not, in one row. */
const ROW = sql`SELECT
  timestamp '2026-11-26 09:30:00' AS ts,
  timestamptz '2026-11-26 09:30:00+08' AS tstz,
  date '2026-11-26' AS day,
  interval '1 day 2 hours' AS span,
  ARRAY[1.5, 2.25]::numeric[] AS numbers,
  ARRAY[timestamp '2026-01-01 00:00:00'] AS stamps,
  ARRAY[timestamptz '2026-01-01 00:00:00+00'] AS zoned,
  ARRAY[interval '3 minutes'] AS spans,
  ARRAY[date '2026-01-02'] AS days,
  42::int AS answer,
  '{"a":[1,"二"]}'::jsonb AS doc`

describe('parseOnce (drizzle on PGlite without a parser table per query)', () => {
  const clients: PGlite[] = []
  afterAll(() => Promise.all(clients.map((client) => client.close())))

  /** A fresh PGlite, with a spy under the wrapper that records what PGlite itself is asked. */
  const leanClient = async () => {
    const client = new PGlite()
    clients.push(client)
    await client.waitReady
    const seen: (QueryOptions | undefined)[] = []
    const query = client.query.bind(client)
    client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      seen.push(options)
      return query(text, params, options)
    }) as PGlite['query']
    return { client: parseOnce(client), seen }
  }

  it('reads every type exactly as drizzle does with its own parser map, in and out of a transaction', async () => {
    const plain = new PGlite()
    clients.push(plain)
    const expected = await drizzle(plain).execute(ROW)
    expect(expected.rows[0]).toMatchObject({ ts: '2026-11-26 09:30:00', day: '2026-11-26', answer: 42 })
    const db = drizzle((await leanClient()).client)
    expect((await db.execute(ROW)).rows).toEqual(expected.rows)
    expect((await db.transaction((tx) => tx.execute(ROW))).rows).toEqual(expected.rows)
  })

  it('asks PGlite without a per-query parser map', async () => {
    const { client, seen } = await leanClient()
    await drizzle(client).execute(sql`SELECT now() AS at`)
    expect(seen.length).toBeGreaterThan(0)
    for (const options of seen) expect(options?.parsers).toBeUndefined()
  })

  it('keeps a map that asks for more than the instance holds', async () => {
    const { client } = await leanClient()
    const doubled = (value: string) => Number(value) * 2
    const result = await client.query<{ n: number }>('SELECT 21::int AS n', [], { parsers: { 23: doubled } })
    expect(result.rows[0].n).toBe(42)
  })
})
