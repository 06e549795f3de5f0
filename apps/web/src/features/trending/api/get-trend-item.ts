import { queryOptions, useQuery } from '@tanstack/react-query'
import { trendItemDetailSchema, type TrendItemDetail, type TrendPlatform } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { trendingQueryKey } from './get-trending'

/** GET /api/trending/items/{platform}/{key}: an item's whole kept life and the platforms it reached. */
async function getTrendItem(platform: TrendPlatform, key: string, signal?: AbortSignal): Promise<TrendItemDetail> {
  return trendItemDetailSchema.parse(
    await api.get('/trending/items/{platform}/{key}', { params: { path: { platform, key } }, signal }),
  )
}

/** Under the list's key, so a refresh (which invalidates the list) refetches an open detail too. */
const trendItemQueryOptions = (platform: TrendPlatform, key: string) =>
  queryOptions({
    queryKey: [...trendingQueryKey, 'item', platform, key],
    queryFn: ({ signal }) => getTrendItem(platform, key, signal),
    // The sheet says what went wrong (e.g. an item past the kept history is a 404), not /500.
    meta: { ownError: true },
    retry: false,
  })

export const useTrendItem = (ref: { platform: TrendPlatform; key: string }) =>
  useQuery(trendItemQueryOptions(ref.platform, ref.key))
