import {
  TREND_MOVE_MIN_PLACES,
  TREND_SPARK_BUCKET_MINUTES,
  TREND_SPARK_POINTS,
  type TrendDirection,
  type TrendItem,
  type TrendMomentum,
  type TrendPlatform,
} from '@hookline/contract'
import { trendItemKey } from '../../trending/item-key'
import { isSameStory, prepareStoryTitle } from '../../trending/same-story'
import type { Db } from '../../db/client'
import { readLifetimes, readRanksOfRefreshBetween, readSparkBuckets } from './trend-history'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const SPARK_BUCKET_MS = TREND_SPARK_BUCKET_MINUTES * MINUTE
/**
 * "An hour ago" is the platform's last refresh at least an hour before this one, if it is no
 * more than two hours before: a list not fetched for half a day has no hourly change to show.
 */
const HOUR_AGO_LIMIT_MS = 2 * HOUR

/** Index of the spark bucket holding `at` (buckets are aligned to the clock, 00:00 and 00:30). */
export const sparkBucketOf = (at: number) => Math.floor(at / SPARK_BUCKET_MS)

interface ListHistory {
  /** Best rank per key and spark bucket (sparkBucketOf) over the spark's 24 h. */
  sparks: ReadonlyMap<string, ReadonlyMap<number, number>>
  /** Ranks of the refresh "an hour ago"; undefined when there was none. */
  ranksHourAgo: ReadonlyMap<string, number> | undefined
  /** First appearance and best rank per key over all kept history. */
  lifetimes: ReadonlyMap<string, { firstSeenAt: number; peakRank: number }>
}

/** The history of these items that their momentum needs: three small reads, aggregated in SQL. */
export async function readListHistory(
  db: Db,
  platform: TrendPlatform,
  items: readonly TrendItem[],
  fetchedAt: number,
  now: number,
): Promise<ListHistory> {
  const keys = [...new Set(items.map(trendItemKey))]
  const sparkStart = new Date((sparkBucketOf(now) - TREND_SPARK_POINTS + 1) * SPARK_BUCKET_MS)
  const [sparks, ranksHourAgo, lifetimes] = await Promise.all([
    readSparkBuckets(db, platform, keys, sparkStart, SPARK_BUCKET_MS),
    readRanksOfRefreshBetween(db, platform, new Date(fetchedAt - HOUR_AGO_LIMIT_MS), new Date(fetchedAt - HOUR)),
    readLifetimes(db, platform, keys),
  ])
  return { sparks, ranksHourAgo, lifetimes }
}

/**
 * Momentum of every item of one platform's snapshot fetched at `fetchedAt`, `also_on` left empty
 * (it needs the other lists: alsoOnOf). Everything but the spark is relative to the snapshot's
 * time, so it holds until the next refresh; the spark's last point is the bucket holding `now`.
 * A bucket holds up to three refreshes: it shows the best rank the item had in it.
 */
export function computeMomentum(
  items: readonly TrendItem[],
  fetchedAt: number,
  now: number,
  history: ListHistory,
): TrendMomentum[] {
  const firstBucket = sparkBucketOf(now) - TREND_SPARK_POINTS + 1
  return items.map((item) => {
    const key = trendItemKey(item)
    const life = history.lifetimes.get(key)
    const firstSeenAt = Math.min(life?.firstSeenAt ?? fetchedAt, fetchedAt)
    const then = history.ranksHourAgo?.get(key)
    const change = then === undefined ? null : then - item.rank
    const buckets = history.sparks.get(key)
    const spark = Array.from({ length: TREND_SPARK_POINTS }, (_, slot) => buckets?.get(firstBucket + slot) ?? null)
    return {
      key,
      first_seen_at: new Date(firstSeenAt).toISOString(),
      minutes_on_list: Math.floor((fetchedAt - firstSeenAt) / MINUTE),
      peak_rank: Math.min(life?.peakRank ?? item.rank, item.rank),
      rank_change_1h: change,
      direction: directionOf(fetchedAt - firstSeenAt, change),
      spark,
      also_on: [],
    }
  })
}

function directionOf(ageMs: number, change: number | null): TrendDirection {
  if (ageMs < HOUR) return 'new'
  if (change !== null && change >= TREND_MOVE_MIN_PLACES) return 'rising'
  if (change !== null && change <= -TREND_MOVE_MIN_PLACES) return 'falling'
  return 'steady'
}

/**
 * Names a row of a snapshot by value (snapshot rows are read again every few seconds, so the same
 * row comes back as a new object): one rank holds one row.
 */
export const rowId = (item: TrendItem) => `${item.platform}\u0000${item.rank}\u0000${item.title}`

/** The platforms, other than each item's own, whose current list has the same story, by rowId. */
export function alsoOnOf(lists: ReadonlyMap<TrendPlatform, readonly TrendItem[]>): Map<string, TrendPlatform[]> {
  const prepared = [...lists].map(
    ([platform, items]) => [platform, items.map((item) => [item, prepareStoryTitle(item.title)] as const)] as const,
  )
  const result = new Map<string, TrendPlatform[]>()
  for (const [platform, items] of prepared) {
    for (const [item, title] of items) {
      const others = prepared
        .filter(([other, otherItems]) => other !== platform && otherItems.some(([, t]) => isSameStory(title, t)))
        .map(([other]) => other)
      result.set(rowId(item), others)
    }
  }
  return result
}
