import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { modelListSchema, type ConnectionProbe, type ModelList } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** POST /api/model-connections/models — the provider's own model list (empty with a reason when it has none). */
export async function listProviderModels(probe: ConnectionProbe, signal?: AbortSignal): Promise<ModelList> {
  return modelListSchema.parse(await api.post('/model-connections/models', { body: probe, signal }))
}

export const providerModelsQueryOptions = (probe: ConnectionProbe, enabled: boolean) =>
  queryOptions({
    // The probe may hold a key the creator is typing: keep it out of the cache once the dialog is gone.
    queryKey: ['provider-models', probe] as const,
    queryFn: ({ signal }) => listProviderModels(probe, signal),
    enabled,
    gcTime: 0,
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  })

export const useProviderModels = (probe: ConnectionProbe, enabled: boolean) =>
  useQuery(providerModelsQueryOptions(probe, enabled))
