import type { TrendDirection, TrendItemWithMomentum, TrendPlatform, TrendSort } from '@hookline/contract'

/*
 * Sorting and badges of Hot Discoveries' rows from the momentum the server joins onto each item.
 * Sample lists (and a server that keeps no history) carry no momentum: such rows sort as steady
 * and show no badge, so every order still lists every row.
 */

/**
 * The rows in the creator's chosen order. 'rank' is the platform's own; 'rising' puts the
 * biggest climb over the last hour first (a row with no figure, e.g. new, counts as no move);
 * 'newest' the most recently first seen. Ties keep the platform's rank. Never mutates `items`.
 */
export function sortTrendItems<T extends TrendItemWithMomentum>(items: readonly T[], sort: TrendSort): T[] {
  const byRank = (a: T, b: T) => a.rank - b.rank
  if (sort === 'rising') {
    const climb = (item: T) => item.momentum?.rank_change_1h ?? 0
    return [...items].sort((a, b) => climb(b) - climb(a) || byRank(a, b))
  }
  if (sort === 'newest') {
    // Rows with no momentum go last: nothing says when they were first seen.
    const seen = (item: T) => (item.momentum ? Date.parse(item.momentum.first_seen_at) : -Infinity)
    return [...items].sort((a, b) => seen(b) - seen(a) || byRank(a, b))
  }
  return [...items].sort(byRank)
}

/** What a row's badges say, in the order they show; the component words and colours them. */
export type MomentumBadge =
  | { kind: 'new' }
  | { kind: 'rising' | 'falling'; places: number }
  | { kind: 'platforms'; count: number; others: TrendPlatform[] }

export function momentumBadges(item: TrendItemWithMomentum): MomentumBadge[] {
  const momentum = item.momentum
  if (!momentum) return []
  const badges: MomentumBadge[] = []
  const direction: TrendDirection = momentum.direction
  if (direction === 'new') badges.push({ kind: 'new' })
  else if ((direction === 'rising' || direction === 'falling') && momentum.rank_change_1h !== null)
    badges.push({ kind: direction, places: Math.abs(momentum.rank_change_1h) })
  const others = [...new Set(momentum.also_on.filter((platform) => platform !== item.platform))]
  if (others.length > 0) badges.push({ kind: 'platforms', count: others.length + 1, others })
  return badges
}

/** Where an item's detail is in the URL (`?item=weibo:<key>`): its platform and stable key. */
export const trendItemRef = (item: Pick<TrendItemWithMomentum, 'platform' | 'momentum'>) =>
  item.momentum ? `${item.platform}:${item.momentum.key}` : undefined

/** The spark's ranks with where it was listed: the first and last known rank and the best. */
export function sparkSummary(spark: readonly (number | null)[]) {
  const ranks = spark.filter((rank): rank is number => rank !== null)
  if (ranks.length === 0) return null
  return { first: ranks[0], last: ranks[ranks.length - 1], best: Math.min(...ranks), points: ranks.length }
}

/** The row a list shows for `?item=`, if the item is on it now. */
export const findListed = (
  platforms: readonly { platform: TrendPlatform; items: TrendItemWithMomentum[] }[] | undefined,
  ref: { platform: TrendPlatform; key: string } | null,
) =>
  ref
    ? platforms?.find((entry) => entry.platform === ref.platform)?.items.find((item) => item.momentum?.key === ref.key)
    : undefined
