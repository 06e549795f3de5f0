import { queryOptions, useQuery } from '@tanstack/react-query'
import { scriptDetailSchema, type ScriptDetail } from '@hookline/contract'
import { api, isApiError } from '@/lib/api-client'
import { MAX_QUERY_RETRIES } from '@/lib/query-client'
import { scriptQueryKeys } from '@/lib/scripts-resource'

/** GET /api/scripts/:id — the conversation with its brief, requests and versions. */
export async function getScript(id: string, signal?: AbortSignal): Promise<ScriptDetail> {
  return scriptDetailSchema.parse(await api.get('/scripts/{id}', { params: { path: { id } }, signal }))
}

/** A version still marked as being written: ask again until the server has settled it. */
const hasStreamingVersion = (detail: ScriptDetail | undefined) =>
  Boolean(detail?.messages.some((message) => message.role === 'assistant' && message.status === 'streaming'))

export const scriptQueryOptions = (id: string, { pollWhileStreaming = true } = {}) =>
  queryOptions({
    queryKey: scriptQueryKeys.detail(id),
    queryFn: ({ signal }) => getScript(id, signal),
    // A missing or malformed id will not appear by asking again (the three retries are for the rest).
    retry: (failureCount, error) =>
      !(isApiError(error) && [400, 401, 403, 404].includes(error.status)) && failureCount < MAX_QUERY_RETRIES,
    refetchInterval: (query) => (pollWhileStreaming && hasStreamingVersion(query.state.data) ? 1500 : false),
  })

export const useScript = (id: string, options?: { pollWhileStreaming?: boolean }) =>
  useQuery(scriptQueryOptions(id, options))
