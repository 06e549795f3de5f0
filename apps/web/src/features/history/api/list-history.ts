import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listScripts, scriptQueryKeys } from '@/lib/scripts-resource'
import type { HistoryQuery } from '../history-search'

/** The History table's page: its search, platform, sort and page. */
export const historyQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: scriptQueryKeys.list(query),
    queryFn: ({ signal }) => listScripts(query, signal),
    // The previous page stays on screen while the next one loads: no flash between pages.
    placeholderData: keepPreviousData,
  })

export const useHistory = (query: HistoryQuery) => useQuery(historyQueryOptions(query))
