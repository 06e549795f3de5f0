import { queryOptions } from '@tanstack/react-query'
import { ollamaDiscoverySchema, type OllamaDiscovery } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** GET /api/model-connections/ollama — whether a local Ollama answers, and its installed models. */
export const ollamaQueryOptions = () =>
  queryOptions({
    queryKey: ['model-connections', 'ollama'],
    queryFn: async (): Promise<OllamaDiscovery> =>
      ollamaDiscoverySchema.parse(await api.get('/model-connections/ollama')),
    // Asked once a visit: starting Ollama while /apps is open is caught by "Look again".
    staleTime: 60_000,
    retry: false,
  })
