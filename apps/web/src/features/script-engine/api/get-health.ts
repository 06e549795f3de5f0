import { queryOptions, useQuery } from '@tanstack/react-query'
import { healthSchema, type Health } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** GET /api/health — here for the engine in use (the offline template engine or a model). */
export async function getHealth(signal?: AbortSignal): Promise<Health> {
  return healthSchema.parse(await api.get('/health', { signal, auth: false }))
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => getHealth(signal),
    // The engine changes only with a server restart.
    staleTime: 5 * 60_000,
  })

export const useHealth = () => useQuery(healthQueryOptions())
