import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { TrendItem, TrendPlatform } from '@hookline/contract'
import type { Database, Db, Tx } from '../../db/client'
import { trendHistory } from '../../db/schema'
import { selectRows } from '../../db/raw-rows'
import { trendItemKey } from '../../trending/item-key'

/** One refresh's list, appended in the caller's transaction (the one that saves the snapshot). */
export async function appendTrendHistory(
  tx: Db | Tx,
  platform: TrendPlatform,
  items: readonly TrendItem[],
  fetchedAt: Date,
): Promise<void> {
  if (items.length === 0) return
  await tx.insert(trendHistory).values(
    items.map((item) => ({
      platform,
      itemKey: trendItemKey(item),
      title: item.title,
      rank: item.rank,
      hotValue: item.hot_value,
      url: item.url,
      fetchedAt,
    })),
  )
}

/** Rows per DELETE: a first purge after a long pause must not hold one huge transaction. */
const PURGE_BATCH = 5_000

/**
 * Deletes rank history older than `retentionDays` before `now`, in batches, and answers how many
 * rows went. Safe to run on several nodes at once (each batch deletes what is still there).
 */
export async function purgeTrendHistory(
  database: Database,
  now: Date,
  retentionDays: number,
): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000)
  let deleted = 0
  for (;;) {
    const rows = await selectRows<{ id: string }>(
      database.db,
      sql`DELETE FROM trend_history WHERE id IN (
            SELECT id FROM trend_history WHERE fetched_at < ${cutoff.toISOString()}::timestamptz LIMIT ${PURGE_BATCH}
          ) RETURNING id`,
    )
    deleted += rows.length
    if (rows.length < PURGE_BATCH) return { deleted }
  }
}

/** A history row as momentum reads it. */
export interface HistoryPoint {
  key: string
  rank: number
  at: number
}

/** Everything a platform's lists showed since `since`, oldest first. */
export async function readPlatformWindow(db: Db, platform: TrendPlatform, since: Date): Promise<HistoryPoint[]> {
  const rows = await db
    .select({ key: trendHistory.itemKey, rank: trendHistory.rank, at: trendHistory.fetchedAt })
    .from(trendHistory)
    .where(and(eq(trendHistory.platform, platform), gte(trendHistory.fetchedAt, since)))
    .orderBy(asc(trendHistory.fetchedAt))
  return rows.map((row) => ({ key: row.key, rank: row.rank, at: row.at.getTime() }))
}

/** First appearance and best rank of each key over the whole kept history. */
export async function readLifetimes(
  db: Db,
  platform: TrendPlatform,
  keys: readonly string[],
): Promise<Map<string, { firstSeenAt: number; peakRank: number }>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .select({
      key: trendHistory.itemKey,
      firstSeen: sql<Date>`min(${trendHistory.fetchedAt})`.mapWith(trendHistory.fetchedAt),
      peak: sql<number>`min(${trendHistory.rank})`.mapWith(Number),
    })
    .from(trendHistory)
    .where(and(eq(trendHistory.platform, platform), inArray(trendHistory.itemKey, [...keys])))
    .groupBy(trendHistory.itemKey)
  return new Map(rows.map((row) => [row.key, { firstSeenAt: row.firstSeen.getTime(), peakRank: row.peak }]))
}
