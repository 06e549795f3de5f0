/** A plain SELECT reads; anything else (INSERT, UPDATE, DELETE, WITH … UPDATE, DDL) may write. */
const onlyReads = (sql: string) => /^\s*select\b/i.test(sql)

/** Counts of the writes to given tables: `writesTo(['users'])()` is how often they may have changed. */
export type WritesTo = (tables: readonly string[]) => () => number | null

interface Watch {
  mentions: RegExp
  count: number
}

/**
 * The write counts behind `Database.writesTo`, whichever way a driver learns of writes: by the
 * statements this process sends (`touchedBy`) or by a table named in a notification (`naming`).
 * A statement counts for a table when it is not a plain SELECT and names the table (drizzle and
 * our raw SQL both name every table they write; no trigger or function of ours writes a table
 * its statement does not name, and no foreign key cascades into a table from one not named).
 */
export function createWriteWatches() {
  const watches: Watch[] = []
  return {
    touchedBy: (sql: string): Watch[] => (onlyReads(sql) ? [] : watches.filter((watch) => watch.mentions.test(sql))),
    naming: (table: string): Watch[] => watches.filter((watch) => watch.mentions.test(table)),
    every: (): Watch[] => watches,
    move: (hit: Iterable<Watch>) => {
      for (const watch of hit) watch.count++
    },
    /** Counts per table set; `known()` false makes them null: nobody can say what changed. */
    writesTo:
      (known: () => boolean = () => true): WritesTo =>
      (tables) => {
        const watch: Watch = { mentions: new RegExp(`\\b(${tables.join('|')})\\b`, 'i'), count: 0 }
        watches.push(watch)
        return () => (known() ? watch.count : null)
      },
  }
}

export type { Watch }
