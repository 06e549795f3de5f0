import { queryOptions, useQuery } from '@tanstack/react-query'
import { trendingResponseSchema, type TrendingResponse } from '@hookline/contract'
import { api } from '@/lib/api-client'

export const trendingQueryKey = ['trending'] as const

/**
 * GET /api/trending?platform=all. The overview and the full ranking both read this one cached
 * answer and filter by platform on the client: switching platform is instant and the server
 * already sends each platform's whole ranking (README.md in this folder).
 */
export async function getTrending(signal?: AbortSignal): Promise<TrendingResponse> {
  return trendingResponseSchema.parse(await api.get('/trending', { params: { query: { platform: 'all' } }, signal }))
}

export const trendingQueryOptions = () =>
  queryOptions({
    queryKey: trendingQueryKey,
    queryFn: ({ signal }) => getTrending(signal),
    // The page says 'Failed to fetch platform data…' whatever the failure, not /500.
    meta: { ownError: true },
  })

export const useTrending = () => useQuery(trendingQueryOptions())
