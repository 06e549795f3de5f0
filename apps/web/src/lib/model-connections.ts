import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ModelConnectionList } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { parsedWithContract } from '@/lib/parsed-with-contract'
import { useAuthStore } from '@/stores/auth-store'

/**
 * The creator's model connections and the server's own engine. Shared by /apps, which
 * changes them, and the brief form, which picks the one that writes; every /apps mutation
 * invalidates this key.
 */
export const modelConnectionsQueryKey = ['model-connections'] as const

/**
 * GET /api/model-connections — the server's engine and the creator's connections, oldest first.
 * Its schema loads beside the request (/script-engine's loader asks from the entry chunk).
 */
export function listModelConnections(signal?: AbortSignal): Promise<ModelConnectionList> {
  return parsedWithContract(api.get('/model-connections', { signal }), (contract) => contract.modelConnectionListSchema)
}

export const modelConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: modelConnectionsQueryKey,
    queryFn: ({ signal }) => listModelConnections(signal),
    // The brief form stays mounted for a moment after Log out clears the cache: asking again then,
    // without a token, would answer 401 and put 'Session expired!' over 'Logged out successfully'.
    enabled: () => Boolean(useAuthStore.getState().token),
  })

export const useModelConnections = () => useQuery(modelConnectionsQueryOptions())
