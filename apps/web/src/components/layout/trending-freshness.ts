import type { TrendingResponse } from '@hookline/contract'

/**
 * The query key of GET /api/trending (features/trending/api/get-trending.ts owns the query). The
 * sidebar only reads that cache, never fetches, so shared code needs the key, not the feature.
 */
export const TRENDING_CACHE_KEY = ['trending'] as const

/** `badge` value of the Hot item: a status read from the trending cache instead of a fixed label. */
export const TRENDING_FRESHNESS_BADGE = 'trending-freshness'

export type TrendingFreshness = 'live' | 'stale' | 'sample' | 'unreachable' | 'offline'

/**
 * "Live" only when every list is fresh. Sample data, a stale or failed platform, an
 * unreachable API or no network say so; nothing known yet (the lists never loaded) claims nothing.
 */
export function trendingFreshness(
  data: TrendingResponse | undefined,
  failed: boolean,
  online: boolean,
): TrendingFreshness | null {
  if (!online) return 'offline'
  if (!data) return failed ? 'unreachable' : null
  const { platforms } = data
  if (platforms.length === 0 || platforms.every((p) => p.items.length === 0)) return 'unreachable'
  if (platforms.some((p) => p.sample)) return 'sample'
  if (failed || platforms.some((p) => p.stale || p.error || p.items.length === 0)) return 'stale'
  return 'live'
}
