import type { ScriptPageSize } from '@hookline/contract'
import { PLATFORM_IDS, type Platform } from '@hookline/contract/platforms'

/*
 * Search params of /history: the whole table state lives in the URL, so back, forward and reload
 * keep it. Route files stay in the entry chunk, so this module imports only types and the zod-free
 * platform list from the contract; `satisfies` keeps the page sizes in step with its enum.
 */
export const HISTORY_PAGE_SIZES = [10, 20, 50, 100] as const satisfies readonly ScriptPageSize[]
export const HISTORY_PLATFORMS = PLATFORM_IDS
export const HISTORY_SORTS = ['newest', 'oldest', 'outlier'] as const
export type HistorySort = (typeof HISTORY_SORTS)[number]
/** The same bound as the API's query (TOPIC_MAX_LENGTH): a longer query is cut, not refused. */
const QUERY_MAX_LENGTH = 200
const PAGE_MAX = 10_000

/** Defaults are left out of the URL: /history is page 1, 10 a page, newest first, all platforms. */
export interface HistorySearch {
  q?: string
  page?: number
  pageSize?: ScriptPageSize
  sort?: HistorySort
  platform?: Platform
}

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => item === value || String(item) === value)

export function validateHistorySearch(search: Record<string, unknown>): HistorySearch {
  const result: HistorySearch = {}
  const q =
    typeof search.q === 'string' || typeof search.q === 'number'
      ? String(search.q).trim().slice(0, QUERY_MAX_LENGTH)
      : ''
  if (q) result.q = q
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) result.page = Math.min(page, PAGE_MAX)
  const pageSize = oneOf(HISTORY_PAGE_SIZES, search.pageSize)
  if (pageSize && pageSize !== 10) result.pageSize = pageSize
  if (search.sort === 'oldest' || search.sort === 'outlier') result.sort = search.sort
  const platform = oneOf(HISTORY_PLATFORMS, search.platform)
  if (platform) result.platform = platform
  return result
}

/** The API query for a search: every field filled in. */
export const historyQuery = (search: HistorySearch) => ({
  q: search.q,
  page: search.page ?? 1,
  pageSize: search.pageSize ?? 10,
  sort: search.sort ?? 'newest',
  platform: search.platform,
})
export type HistoryQuery = ReturnType<typeof historyQuery>
