import type { TrendPlatform } from '@hookline/contract'
import type { Database } from '../../db/client'
import { trendHistory } from '../../db/schema'

/** One refresh of a list as trend history keeps it: [key, title] in rank order. */
export async function appendRefresh(
  database: Database,
  platform: TrendPlatform,
  fetchedAt: Date,
  items: ReadonlyArray<readonly [key: string, title: string]>,
) {
  await database.db.insert(trendHistory).values(
    items.map(([itemKey, title], index) => ({
      platform,
      itemKey,
      title,
      rank: index + 1,
      hotValue: 1000 - index,
      url: `https://s.weibo.com/weibo?q=${encodeURIComponent(title)}`,
      fetchedAt,
    })),
  )
  return { platform, fetchedAt: fetchedAt.toISOString() }
}

/** Fillers that match no test keyword, to give a list its length. */
export const fillers = (count: number, prefix = 'filler') =>
  Array.from({ length: count }, (_, i) => [`${prefix}-${i}`, `无关话题 ${prefix} ${i}`] as const)
