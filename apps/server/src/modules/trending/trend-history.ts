import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm'
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
 * rows went. Safe to run on several nodes at once (each batch deletes what is still there). On
 * PGlite it ends with a VACUUM of the table: seconds the first time at 30 days of rows, a fraction
 * of a second on each later (hourly) run, as pages already vacuumed are skipped.
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
    if (rows.length < PURGE_BATCH) break
  }
  // PGlite runs no autovacuum: without this the deleted rows' space is never reused, planner
  // statistics never follow the table, and the item index's index-only scans visit the heap.
  // PostgreSQL's autovacuum does the same on its own.
  if (database.kind === 'pglite') await database.db.execute(sql`VACUUM (ANALYZE) trend_history`)
  return { deleted }
}

/**
 * Each key's best rank per spark bucket since `since` (buckets of `bucketMs` counted from the
 * epoch), aggregated in the database: at most keys × buckets rows leave it, not every refresh's.
 */
export async function readSparkBuckets(
  db: Db,
  platform: TrendPlatform,
  keys: readonly string[],
  since: Date,
  bucketMs: number,
): Promise<Map<string, Map<number, number>>> {
  const result = new Map<string, Map<number, number>>()
  if (keys.length === 0) return result
  // date_bin counts buckets from the epoch, as sparkBucketOf does; the size is written into the
  // statement, not bound, so GROUP BY sees the same expression as the SELECT list.
  const size = sql.raw(`'${Math.trunc(bucketMs / 1000)} seconds'`)
  const bucket = sql<Date>`date_bin(${size}::interval, ${trendHistory.fetchedAt}, 'epoch'::timestamptz)`.mapWith(
    trendHistory.fetchedAt,
  )
  const rows = await db
    .select({ key: trendHistory.itemKey, bucket, rank: sql<number>`min(${trendHistory.rank})`.mapWith(Number) })
    .from(trendHistory)
    .where(
      and(
        eq(trendHistory.platform, platform),
        inArray(trendHistory.itemKey, [...keys]),
        gte(trendHistory.fetchedAt, since),
      ),
    )
    .groupBy(trendHistory.itemKey, bucket)
  for (const row of rows) {
    let buckets = result.get(row.key)
    if (!buckets) result.set(row.key, (buckets = new Map<number, number>()))
    buckets.set(Math.floor(row.bucket.getTime() / bucketMs), row.rank)
  }
  return result
}

/**
 * The ranks of the platform's latest refresh within [from, to] (the list "an hour ago"), by key;
 * undefined when no refresh falls in that span.
 */
export async function readRanksOfRefreshBetween(
  db: Db,
  platform: TrendPlatform,
  from: Date,
  to: Date,
): Promise<Map<string, number> | undefined> {
  // One round trip: the refresh's time is found in the (platform, fetched_at) index.
  const latest = db
    .select({ at: sql`max(${trendHistory.fetchedAt})` })
    .from(trendHistory)
    .where(and(eq(trendHistory.platform, platform), gte(trendHistory.fetchedAt, from), lte(trendHistory.fetchedAt, to)))
  const rows = await db
    .select({ key: trendHistory.itemKey, rank: trendHistory.rank })
    .from(trendHistory)
    .where(and(eq(trendHistory.platform, platform), eq(trendHistory.fetchedAt, sql`(${latest})`)))
  if (rows.length === 0) return undefined
  const ranks = new Map<string, number>()
  // A list showing one key twice (two spellings of one word) counts its better place.
  for (const row of rows) ranks.set(row.key, Math.min(ranks.get(row.key) ?? Infinity, row.rank))
  return ranks
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
