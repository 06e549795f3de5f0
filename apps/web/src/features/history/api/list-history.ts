import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { scriptListSchema, type ScriptList } from '@hookline/contract'
import { api } from '@/lib/api-client'
import type { HistoryQuery } from '../history-search'

export const historyQueryKeys = {
  all: ['scripts'] as const,
  list: (query: HistoryQuery) => ['scripts', 'list', 'history', query] as const,
}

/** GET /api/scripts with the History table's state: search, platform, sort and page. */
export async function listHistory(query: HistoryQuery, signal?: AbortSignal): Promise<ScriptList> {
  return scriptListSchema.parse(await api.get<unknown>('/api/scripts', { query: { ...query }, signal }))
}

export const historyQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: historyQueryKeys.list(query),
    queryFn: ({ signal }) => listHistory(query, signal),
    // The previous page stays on screen while the next one loads: no flash between pages.
    placeholderData: keepPreviousData,
  })

export const useHistory = (query: HistoryQuery) => useQuery(historyQueryOptions(query))
