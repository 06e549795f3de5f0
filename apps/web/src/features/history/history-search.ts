import * as z from 'zod/mini'
import type { ScriptPageSize } from '@hookline/contract'
import { PLATFORM_IDS } from '@hookline/contract/platforms'
import { lenient, searchNumberChoice, searchPage, searchText, withoutDefault } from '@/lib/search-params'

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
export const historySearchSchema = z.object({
  q: searchText(QUERY_MAX_LENGTH),
  page: searchPage(PAGE_MAX),
  pageSize: searchNumberChoice(HISTORY_PAGE_SIZES, 10),
  sort: lenient(z.pipe(z.enum(HISTORY_SORTS), withoutDefault<HistorySort>('newest'))),
  platform: lenient(z.enum(HISTORY_PLATFORMS)),
})
export type HistorySearch = z.output<typeof historySearchSchema>

/** The API query for a search: every field filled in. */
export const historyQuery = (search: HistorySearch) => ({
  q: search.q,
  page: search.page ?? 1,
  pageSize: search.pageSize ?? 10,
  sort: search.sort ?? 'newest',
  platform: search.platform,
})
export type HistoryQuery = ReturnType<typeof historyQuery>
