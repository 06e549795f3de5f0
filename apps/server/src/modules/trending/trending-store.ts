import { inArray } from 'drizzle-orm'
import type { TrendFailure, TrendItem, TrendPlatform } from '@hookline/contract'
import type { Db } from '../../db/client'
import { trendingSnapshots, type TrendingSnapshotRow } from '../../db/schema'
import { appendTrendHistory } from './trend-history'

/** Snapshot rows in and out of the database; no rules here (they live in the service). */
export function createTrendingStore(db: Db) {
  return {
    async read(platforms: readonly TrendPlatform[]): Promise<Map<TrendPlatform, TrendingSnapshotRow>> {
      const rows = await db
        .select()
        .from(trendingSnapshots)
        .where(inArray(trendingSnapshots.platform, [...platforms]))
      return new Map(rows.map((row) => [row.platform as TrendPlatform, row]))
    },

    /**
     * A good fetch replaces the list and clears the error; a live list is appended to the rank
     * history in the same transaction, stamped with the snapshot's time, so the history never
     * holds a list the snapshot did not (or misses one it did).
     */
    async saveSuccess(platform: TrendPlatform, items: TrendItem[], sample: boolean, fetchedAt: Date): Promise<void> {
      const values = { items, fetchedAt, sample, lastAttemptAt: fetchedAt, lastError: null }
      await db.transaction(async (tx) => {
        await tx
          .insert(trendingSnapshots)
          .values({ platform, ...values })
          .onConflictDoUpdate({ target: trendingSnapshots.platform, set: values })
        // Recorded demo lists (TRENDING_FIXTURES_DIR) repeat forever: no history to tell.
        if (!sample) await appendTrendHistory(tx, platform, items, fetchedAt)
      })
    },

    /** A failed fetch records why and when, and leaves the last good list untouched. */
    async saveFailure(platform: TrendPlatform, failure: TrendFailure, at: Date): Promise<void> {
      await db
        .insert(trendingSnapshots)
        .values({ platform, items: [], fetchedAt: null, lastAttemptAt: at, lastError: failure })
        .onConflictDoUpdate({ target: trendingSnapshots.platform, set: { lastAttemptAt: at, lastError: failure } })
    },
  }
}
