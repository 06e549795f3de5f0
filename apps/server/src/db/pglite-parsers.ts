import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite'

const asText = (value: string) => value

/**
 * The types drizzle asks PGlite to leave as text, since it maps them itself (drizzle-orm/pglite's
 * session): dates, timestamps and intervals, and arrays of those and of numerics.
 */
const DRIZZLE_TEXT_TYPES: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
}

/** Options without a parser map when the instance already parses every type it names that way. */
function lean<O extends QueryOptions | undefined>(options: O): O {
  const parsers = options?.parsers
  if (!parsers) return options
  for (const type in parsers) if (!(type in DRIZZLE_TEXT_TYPES)) return options
  return { ...options, parsers: undefined }
}

/**
 * Makes drizzle's queries on PGlite skip a copy of the whole parser table. drizzle passes its
 * map of types to leave as text with every query, and PGlite answers a per-query map by copying
 * its ~300 parsers into a new object for that query, a large share of a short query such as the
 * session lookup every signed-in request makes. The instance holds the same
 * map once instead, and a query whose own map asks for nothing else runs without it; a query
 * that asks for more keeps its map. Called after PGlite has read its array types, which would
 * otherwise replace the array entries. pglite-parsers.test.ts checks that drizzle reads every one
 * of these types the same either way.
 */
export function parseOnce(client: PGlite): PGlite {
  Object.assign(client.parsers, DRIZZLE_TEXT_TYPES)
  const query = client.query.bind(client)
  client.query = ((sql: string, params?: unknown[], options?: QueryOptions) =>
    query(sql, params, lean(options))) as PGlite['query']
  const transaction = client.transaction.bind(client)
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx)
      tx.query = ((sql: string, params?: unknown[], options?: QueryOptions) =>
        txQuery(sql, params, lean(options))) as Transaction['query']
      return callback(tx)
    })
  return client
}
