import type { TrendPlatform, TrendPlatformFilter } from '@hookline/contract'

/*
 * Search params of /hot and /hot/list. Route files stay in the entry chunk, so this module
 * imports only types from the contract (a value import would pull zod into the first load;
 * bench/bundle-size.mjs). `satisfies` keeps the lists in step with the contract's enums.
 */
export const TRENDING_PLATFORMS = ['bilibili', 'weibo', 'douyin'] as const satisfies readonly TrendPlatform[]
export const TRENDING_FILTERS = ['all', ...TRENDING_PLATFORMS] as const satisfies readonly TrendPlatformFilter[]

const isFilter = (value: unknown): value is TrendPlatformFilter =>
  typeof value === 'string' && (TRENDING_FILTERS as readonly string[]).includes(value)

/** /hot?platform=all|bilibili|weibo|douyin; absent or unknown means 'All Platforms'. */
export interface TrendingSearch {
  platform?: TrendPlatformFilter
}
export const validateTrendingSearch = (search: Record<string, unknown>): TrendingSearch =>
  isFilter(search.platform) && search.platform !== 'all' ? { platform: search.platform } : {}

/** /hot/list?platform=…: one platform's whole ranking; absent or unknown means the first platform. */
export interface TrendingListSearch {
  platform?: TrendPlatform
}
export const validateTrendingListSearch = (search: Record<string, unknown>): TrendingListSearch =>
  isFilter(search.platform) && search.platform !== 'all' ? { platform: search.platform } : {}
