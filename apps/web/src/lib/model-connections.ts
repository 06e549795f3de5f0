import { queryOptions, useQuery } from '@tanstack/react-query'
import { modelConnectionListSchema, type ModelConnectionList } from '@hookline/contract'
import { api } from '@/lib/api-client'

/**
 * The creator's model connections and the server's own engine (issue 11). Shared by /apps, which
 * changes them, and the brief form, which picks the one that writes; every /apps mutation
 * invalidates this key.
 */
export const modelConnectionsQueryKey = ['model-connections'] as const

/** GET /api/model-connections — the server's engine and the creator's connections, oldest first. */
export async function listModelConnections(signal?: AbortSignal): Promise<ModelConnectionList> {
  return modelConnectionListSchema.parse(await api.get<unknown>('/api/model-connections', { signal }))
}

export const modelConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: modelConnectionsQueryKey,
    queryFn: ({ signal }) => listModelConnections(signal),
  })

export const useModelConnections = () => useQuery(modelConnectionsQueryOptions())
