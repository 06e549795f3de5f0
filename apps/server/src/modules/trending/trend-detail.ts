import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm'
import type { TrendAppearance, TrendItem, TrendItemDetail, TrendMomentum, TrendPlatform } from '@hookline/contract'
import type { Db } from '../../db/client'
import { trendHistory } from '../../db/schema'
import { trendItemKey } from '../../trending/item-key'
import { isSameStory, prepareStoryTitle } from '../../trending/same-story'
import { alsoOnOf, computeMomentum, readListHistory, rowId } from './momentum'

/** Another platform's appearance counts when it was listed within a day of this item's life. */
const APPEARANCE_MARGIN_MS = 24 * 60 * 60_000

interface DetailInput {
  platform: TrendPlatform
  key: string
  now: number
  /** Each platform's current live list and its time. */
  current: ReadonlyMap<TrendPlatform, { items: readonly TrendItem[]; fetchedAt: number }>
  /** The current lists' momentum by rowId, as GET /api/trending serves it. */
  momentum: ReadonlyMap<string, TrendMomentum>
}

/** One item's whole kept life; null when the history never listed it. */
export async function readItemDetail(db: Db, input: DetailInput): Promise<TrendItemDetail | null> {
  const { platform, key, current } = input
  const rows = await db
    .select()
    .from(trendHistory)
    .where(and(eq(trendHistory.platform, platform), eq(trendHistory.itemKey, key)))
    .orderBy(asc(trendHistory.fetchedAt))
  const last = rows.at(-1)
  if (!last) return null
  const first = rows[0]

  const onList = current.get(platform)?.items.find((item) => trendItemKey(item) === key)
  const item: TrendItem = onList ?? {
    platform,
    rank: last.rank,
    title: last.title,
    url: last.url,
    hot_value: last.hotValue,
  }
  const momentum = (onList && input.momentum.get(rowId(onList))) || (await momentumAt(db, item, last.fetchedAt, input))

  const titles = [...new Set(rows.map((row) => row.title))].map(prepareStoryTitle)
  const others = await db
    .select({
      platform: trendHistory.platform,
      key: trendHistory.itemKey,
      title: sql<string>`(array_agg(${trendHistory.title} ORDER BY ${trendHistory.fetchedAt} DESC))[1]`,
      url: sql<string>`(array_agg(${trendHistory.url} ORDER BY ${trendHistory.fetchedAt} DESC))[1]`,
      firstSeen: sql<Date>`min(${trendHistory.fetchedAt})`.mapWith(trendHistory.fetchedAt),
      lastSeen: sql<Date>`max(${trendHistory.fetchedAt})`.mapWith(trendHistory.fetchedAt),
      peak: sql<number>`min(${trendHistory.rank})`.mapWith(Number),
    })
    .from(trendHistory)
    .where(
      and(
        ne(trendHistory.platform, platform),
        gte(trendHistory.fetchedAt, new Date(first.fetchedAt.getTime() - APPEARANCE_MARGIN_MS)),
        lte(trendHistory.fetchedAt, new Date(last.fetchedAt.getTime() + APPEARANCE_MARGIN_MS)),
      ),
    )
    .groupBy(trendHistory.platform, trendHistory.itemKey)

  const onListNow = (p: TrendPlatform, k: string) => current.get(p)?.items.some((i) => trendItemKey(i) === k) ?? false
  const own: TrendAppearance = {
    platform,
    key,
    title: last.title,
    url: last.url,
    first_seen_at: first.fetchedAt.toISOString(),
    last_seen_at: last.fetchedAt.toISOString(),
    peak_rank: Math.min(...rows.map((row) => row.rank)),
    on_list_now: Boolean(onList),
  }
  const elsewhere = others
    .filter((other) => {
      const title = prepareStoryTitle(other.title)
      return titles.some((mine) => isSameStory(mine, title))
    })
    .map((other): TrendAppearance => ({
      platform: other.platform as TrendPlatform,
      key: other.key,
      title: other.title,
      url: other.url,
      first_seen_at: other.firstSeen.toISOString(),
      last_seen_at: other.lastSeen.toISOString(),
      peak_rank: other.peak,
      on_list_now: onListNow(other.platform as TrendPlatform, other.key),
    }))
    .sort((a, b) => a.first_seen_at.localeCompare(b.first_seen_at))

  return {
    item: { ...item, momentum },
    history: rows.map((row) => ({ at: row.fetchedAt.toISOString(), rank: row.rank, hot_value: row.hotValue })),
    appearances: [own, ...elsewhere],
  }
}

/** Momentum of an item that has left its list, as of its last appearance. */
async function momentumAt(db: Db, item: TrendItem, lastSeen: Date, input: DetailInput): Promise<TrendMomentum> {
  const at = lastSeen.getTime()
  const history = await readListHistory(db, item.platform, [item], at, input.now)
  const [momentum] = computeMomentum([item], at, input.now, history)
  const lists = new Map([...input.current].map(([p, list]) => [p, list.items]))
  lists.set(item.platform, [item])
  return { ...momentum, also_on: alsoOnOf(lists).get(rowId(item)) ?? [] }
}
