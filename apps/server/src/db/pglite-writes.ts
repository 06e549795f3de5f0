import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite'

/** A plain SELECT reads; anything else (INSERT, UPDATE, DELETE, WITH … UPDATE, DDL) may write. */
const onlyReads = (sql: string) => /^\s*select\b/i.test(sql)

/**
 * Counts the statements on an embedded database that may write, for reads that stay current
 * while the count stands (read-until-write.ts). PGlite runs inside this process and no other
 * process can open its data folder (data-dir-lock.ts), so every write passes through here.
 *
 * The count moves when such a statement is sent and again when it settles, and a transaction
 * counts as one write from its start to its end, whatever it runs. A read whose count is the same
 * before and after it therefore overlapped no write, and what it read stays true until the count
 * moves again.
 */
export function countWrites(client: PGlite): () => number {
  let writes = 0
  const around = <T>(work: () => Promise<T>): Promise<T> => {
    writes++
    return work().finally(() => {
      writes++
    })
  }
  const query = client.query.bind(client)
  client.query = ((sql: string, params?: unknown[], options?: QueryOptions) =>
    onlyReads(sql) ? query(sql, params, options) : around(() => query(sql, params, options))) as PGlite['query']
  const exec = client.exec.bind(client)
  client.exec = (sql: string, options?: QueryOptions) => around(() => exec(sql, options))
  const transaction = client.transaction.bind(client)
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => around(() => transaction(callback))
  return () => writes
}
