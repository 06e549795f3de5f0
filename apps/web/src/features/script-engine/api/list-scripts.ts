import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ScriptPageSize } from '@hookline/contract'
import { listScripts, scriptQueryKeys } from '@/lib/scripts-resource'

/** The newest conversations, beside the brief form. */
export const recentScriptsQueryOptions = (pageSize: ScriptPageSize) => {
  const query = { page: 1, pageSize, sort: 'newest' } as const
  return queryOptions({
    queryKey: scriptQueryKeys.list(query),
    queryFn: ({ signal }) => listScripts(query, signal),
  })
}

export const useRecentScripts = (pageSize: ScriptPageSize) => useQuery(recentScriptsQueryOptions(pageSize))
