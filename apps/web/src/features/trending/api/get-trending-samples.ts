import { queryOptions, useQuery } from '@tanstack/react-query'
import { trendingSamplesResponseSchema, type TrendingSamplesResponse } from '@hookline/contract'
import { api } from '@/lib/api-client'

/**
 * GET /api/trending/samples: the recorded lists shipped with Hookline, each flagged `sample` with
 * the day it was recorded. Asked for only when no live list was ever fetched; they never change
 * while the app runs, so one answer serves the session.
 */
async function getTrendingSamples(signal?: AbortSignal): Promise<TrendingSamplesResponse> {
  return trendingSamplesResponseSchema.parse(await api.get('/trending/samples', { signal }))
}

export const useTrendingSamples = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: ['trending-samples'] as const,
      queryFn: ({ signal }) => getTrendingSamples(signal),
      meta: { ownError: true },
      staleTime: Infinity,
    }),
    enabled,
  })
