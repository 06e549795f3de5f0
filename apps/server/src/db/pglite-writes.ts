import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite'
import { createWriteWatches, type Watch, type WritesTo } from './write-watches'

/**
 * Counts the statements on an embedded database that may write given tables, for reads that stay
 * current while the count stands (read-until-write.ts). PGlite runs inside this process and no
 * other process can open its data folder (data-dir-lock.ts), so every write passes through here.
 *
 * Such a statement moves the count when it is sent and again when it settles; in a transaction,
 * when it is sent and again when the transaction ends. PGlite runs no query while a transaction
 * is open (its transaction mutex). So a read whose count is the same before and after it
 * overlapped no such write, and what it read stays true until the count moves again.
 */
export function countWrites(client: PGlite): WritesTo {
  const watches = createWriteWatches()
  const around = <T>(hit: Watch[], work: () => Promise<T>): Promise<T> => {
    if (hit.length === 0) return work()
    watches.move(hit)
    return work().finally(() => watches.move(hit))
  }

  const query = client.query.bind(client)
  client.query = ((sql: string, params?: unknown[], options?: QueryOptions) =>
    around(watches.touchedBy(sql), () => query(sql, params, options))) as PGlite['query']
  const exec = client.exec.bind(client)
  client.exec = (sql: string, options?: QueryOptions) => around(watches.touchedBy(sql), () => exec(sql, options))
  const transaction = client.transaction.bind(client)
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const dirty = new Set<Watch>()
      const note = (sql: string) => {
        const hit = watches.touchedBy(sql)
        watches.move(hit)
        hit.forEach((watch) => dirty.add(watch))
      }
      const txQuery = tx.query.bind(tx)
      tx.query = ((sql: string, params?: unknown[], options?: QueryOptions) => {
        note(sql)
        return txQuery(sql, params, options)
      }) as Transaction['query']
      const txExec = tx.exec.bind(tx)
      tx.exec = (sql: string, options?: QueryOptions) => {
        note(sql)
        return txExec(sql, options)
      }
      // Before the commit, which reads queued behind the transaction only run after.
      return callback(tx).finally(() => watches.move(dirty))
    })

  return watches.writesTo()
}
