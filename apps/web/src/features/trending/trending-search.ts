import type { TrendPlatform, TrendPlatformFilter, TrendSort } from '@hookline/contract'

/*
 * Search params of /hot and /hot/list. Route files stay in the entry chunk, so this module
 * imports only types from the contract (a value import would pull zod into the first load;
 * bench/bundle-size.mjs). `satisfies` keeps the lists in step with the contract's enums.
 */
export const TRENDING_PLATFORMS = ['bilibili', 'weibo', 'douyin'] as const satisfies readonly TrendPlatform[]
export const TRENDING_FILTERS = ['all', ...TRENDING_PLATFORMS] as const satisfies readonly TrendPlatformFilter[]
export const TRENDING_SORTS = ['rank', 'rising', 'newest'] as const satisfies readonly TrendSort[]

const isFilter = (value: unknown): value is TrendPlatformFilter =>
  typeof value === 'string' && (TRENDING_FILTERS as readonly string[]).includes(value)

const isSort = (value: unknown): value is TrendSort =>
  typeof value === 'string' && (TRENDING_SORTS as readonly string[]).includes(value)

/** Upstream keys are short ids or normalised titles; the bound keeps a pasted URL sane. */
const ITEM_REF_MAX_LENGTH = 400

/** `?item=<platform>:<key>`: the item whose detail is open. The key may itself hold ':'. */
export function parseItemRef(value: unknown): { platform: TrendPlatform; key: string } | null {
  if (typeof value !== 'string' || value.length > ITEM_REF_MAX_LENGTH) return null
  const colon = value.indexOf(':')
  const platform = value.slice(0, colon)
  const key = value.slice(colon + 1)
  if (colon < 1 || !key.trim() || !(TRENDING_PLATFORMS as readonly string[]).includes(platform)) return null
  return { platform: platform as TrendPlatform, key }
}

/** What both pages share: the order (absent = the platform's own rank) and the open detail. */
interface TrendingViewSearch {
  sort?: Exclude<TrendSort, 'rank'>
  item?: string
}
const validateView = (search: Record<string, unknown>): TrendingViewSearch => ({
  ...(isSort(search.sort) && search.sort !== 'rank' ? { sort: search.sort } : {}),
  ...(parseItemRef(search.item) ? { item: search.item as string } : {}),
})

/** /hot?platform=all|bilibili|weibo|douyin; absent or unknown means 'All Platforms'. */
export interface TrendingSearch extends TrendingViewSearch {
  platform?: TrendPlatformFilter
}
export const validateTrendingSearch = (search: Record<string, unknown>): TrendingSearch => ({
  ...(isFilter(search.platform) && search.platform !== 'all' ? { platform: search.platform } : {}),
  ...validateView(search),
})

/** /hot/list?platform=…: one platform's whole ranking; absent or unknown means the first platform. */
export interface TrendingListSearch extends TrendingViewSearch {
  platform?: TrendPlatform
}
export const validateTrendingListSearch = (search: Record<string, unknown>): TrendingListSearch => ({
  ...(isFilter(search.platform) && search.platform !== 'all' ? { platform: search.platform } : {}),
  ...validateView(search),
})
