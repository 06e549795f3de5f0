import { and, asc, desc, eq, gte, lte, ne, or, sql } from 'drizzle-orm'
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
  // Which other items were listed around this one's life: their titles only, distinct (cheap);
  // the same story is found among them here, then only the matches' lives are read.
  const nearby = await db
    .selectDistinct({ platform: trendHistory.platform, key: trendHistory.itemKey, title: trendHistory.title })
    .from(trendHistory)
    .where(
      and(
        ne(trendHistory.platform, platform),
        gte(trendHistory.fetchedAt, new Date(first.fetchedAt.getTime() - APPEARANCE_MARGIN_MS)),
        lte(trendHistory.fetchedAt, new Date(last.fetchedAt.getTime() + APPEARANCE_MARGIN_MS)),
      ),
    )
  const matched = new Map<string, { platform: string; key: string }>()
  for (const other of nearby) {
    const title = prepareStoryTitle(other.title)
    if (titles.some((mine) => isSameStory(mine, title))) matched.set(`${other.platform}\u0000${other.key}`, other)
  }
  const others = await readLives(db, [...matched.values()])

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

/** Whole kept lives of the given items: first and last appearance, best rank, latest title and link. */
async function readLives(db: Db, items: { platform: string; key: string }[]) {
  if (items.length === 0) return []
  const which = or(
    ...items.map((item) => and(eq(trendHistory.platform, item.platform), eq(trendHistory.itemKey, item.key))),
  )
  const [lives, latest] = await Promise.all([
    db
      .select({
        platform: trendHistory.platform,
        key: trendHistory.itemKey,
        firstSeen: sql<Date>`min(${trendHistory.fetchedAt})`.mapWith(trendHistory.fetchedAt),
        lastSeen: sql<Date>`max(${trendHistory.fetchedAt})`.mapWith(trendHistory.fetchedAt),
        peak: sql<number>`min(${trendHistory.rank})`.mapWith(Number),
      })
      .from(trendHistory)
      .where(which)
      .groupBy(trendHistory.platform, trendHistory.itemKey),
    db
      .selectDistinctOn([trendHistory.platform, trendHistory.itemKey], {
        platform: trendHistory.platform,
        key: trendHistory.itemKey,
        title: trendHistory.title,
        url: trendHistory.url,
      })
      .from(trendHistory)
      .where(which)
      .orderBy(trendHistory.platform, trendHistory.itemKey, desc(trendHistory.fetchedAt)),
  ])
  const shown = new Map(latest.map((row) => [`${row.platform}\u0000${row.key}`, row]))
  return lives.map((life) => {
    const { title, url } = shown.get(`${life.platform}\u0000${life.key}`)!
    return { ...life, title, url }
  })
}
