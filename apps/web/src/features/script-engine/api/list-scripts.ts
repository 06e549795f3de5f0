import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ScriptPageSize } from '@hookline/contract'
import { listScripts, scriptQueryKeys } from '@/lib/scripts-resource'

/**
 * The API pages 10/20/50/100 at a time (History's page sizes); the panel beside the brief shows
 * the first few. A literal checked against the type, not SCRIPT_PAGE_SIZES[0]: the route's loader
 * imports this from the entry chunk, which does without the contract's values (and zod).
 */
export const RECENT_PAGE_SIZE = 10 satisfies ScriptPageSize

/** The newest conversations, beside the brief form. */
export const recentScriptsQueryOptions = (pageSize: ScriptPageSize) => {
  const query = { page: 1, pageSize, sort: 'newest' } as const
  return queryOptions({
    queryKey: scriptQueryKeys.list(query),
    queryFn: ({ signal }) => listScripts(query, signal),
  })
}

export const useRecentScripts = (pageSize: ScriptPageSize) => useQuery(recentScriptsQueryOptions(pageSize))
