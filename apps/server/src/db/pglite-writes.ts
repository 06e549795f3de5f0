import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite'

/** A plain SELECT reads; anything else (INSERT, UPDATE, DELETE, WITH … UPDATE, DDL) may write. */
const onlyReads = (sql: string) => /^\s*select\b/i.test(sql)

interface Watch {
  mentions: RegExp
  count: number
}

/** Counts of the writes to given tables: `writesTo(['users'])()` is how often they may have changed. */
export type WritesTo = (tables: readonly string[]) => () => number

/**
 * Counts the statements on an embedded database that may write given tables, for reads that stay
 * current while the count stands (read-until-write.ts). PGlite runs inside this process and no
 * other process can open its data folder (data-dir-lock.ts), so every write passes through here.
 *
 * A statement counts for a table when it is not a plain SELECT and names the table (drizzle and
 * our raw SQL both name every table they write; no trigger or function of ours writes a table
 * its statement does not name, and no foreign key cascades into a table from one not named). Such
 * a statement moves the count when it is sent and again when it settles; in a transaction, when it
 * is sent and again when the transaction ends. PGlite runs no query while a transaction is open
 * (its transaction mutex). So a read whose count is the same before and after it overlapped no
 * such write, and what it read stays true until the count moves again.
 */
export function countWrites(client: PGlite): WritesTo {
  const watches: Watch[] = []
  const touched = (sql: string) => (onlyReads(sql) ? [] : watches.filter((watch) => watch.mentions.test(sql)))
  const moved = (hit: Watch[]) => hit.forEach((watch) => watch.count++)
  const around = <T>(hit: Watch[], work: () => Promise<T>): Promise<T> => {
    if (hit.length === 0) return work()
    moved(hit)
    return work().finally(() => moved(hit))
  }

  const query = client.query.bind(client)
  client.query = ((sql: string, params?: unknown[], options?: QueryOptions) =>
    around(touched(sql), () => query(sql, params, options))) as PGlite['query']
  const exec = client.exec.bind(client)
  client.exec = (sql: string, options?: QueryOptions) => around(touched(sql), () => exec(sql, options))
  const transaction = client.transaction.bind(client)
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const dirty = new Set<Watch>()
      const note = (sql: string) =>
        touched(sql).forEach((watch) => {
          watch.count++
          dirty.add(watch)
        })
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
      return callback(tx).finally(() => moved([...dirty]))
    })

  return (tables) => {
    const watch: Watch = { mentions: new RegExp(`\\b(${tables.join('|')})\\b`, 'i'), count: 0 }
    watches.push(watch)
    return () => watch.count
  }
}
