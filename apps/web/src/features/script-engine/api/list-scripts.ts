import { queryOptions, useQuery } from '@tanstack/react-query'
import { scriptListSchema, type ScriptList, type ScriptPageSize } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { scriptQueryKeys } from './script-query-keys'

/** GET /api/scripts, newest first: the recent conversations beside the brief form. */
export async function listRecentScripts(pageSize: ScriptPageSize, signal?: AbortSignal): Promise<ScriptList> {
  return scriptListSchema.parse(
    await api.get<unknown>('/api/scripts', { query: { page: 1, pageSize, sort: 'newest' }, signal }),
  )
}

export const recentScriptsQueryOptions = (pageSize: ScriptPageSize) =>
  queryOptions({
    queryKey: scriptQueryKeys.list({ recent: pageSize }),
    queryFn: ({ signal }) => listRecentScripts(pageSize, signal),
  })

export const useRecentScripts = (pageSize: ScriptPageSize) => useQuery(recentScriptsQueryOptions(pageSize))
