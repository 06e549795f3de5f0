import * as z from 'zod/mini'
import type { TrendPlatform, TrendPlatformFilter, TrendSort } from '@hookline/contract'
import { lenient, withoutDefault } from '@/lib/search-params'
import { TREND_PLATFORM_IDS } from '@/lib/trend-platforms'

/*
 * Search params of /hot and /hot/list. Route files stay in the entry chunk, so this module
 * imports only types from the contract (a value import would pull its zod into the first load;
 * bench/bundle-size.mjs). The lists come from Records over the contract's unions: a platform or a
 * sort added there and missing here does not compile.
 */
export const TRENDING_PLATFORMS = TREND_PLATFORM_IDS
export const TRENDING_FILTERS: TrendPlatformFilter[] = ['all', ...TRENDING_PLATFORMS]
const TREND_SORT_KEYS: Record<TrendSort, true> = { rank: true, rising: true, newest: true }
export const TRENDING_SORTS = Object.keys(TREND_SORT_KEYS) as TrendSort[]

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
const viewSearch = {
  sort: lenient(z.pipe(z.enum(TRENDING_SORTS), withoutDefault<TrendSort>('rank'))),
  item: lenient(z.string().check(z.refine((item) => parseItemRef(item) !== null))),
}

/** /hot?platform=all|bilibili|weibo|douyin; absent or unknown means 'All Platforms'. */
export const trendingSearchSchema = z.object({
  platform: lenient(z.pipe(z.enum(TRENDING_FILTERS), withoutDefault<TrendPlatformFilter>('all'))),
  ...viewSearch,
})

/** /hot/list?platform=…: one platform's whole ranking; absent or unknown means the first platform. */
export const trendingListSearchSchema = z.object({ platform: lenient(z.enum(TRENDING_PLATFORMS)), ...viewSearch })
