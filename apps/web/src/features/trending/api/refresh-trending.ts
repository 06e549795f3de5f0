import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  trendingRefreshResponseSchema,
  type TrendingRefreshResponse,
  type TrendPlatform,
  type TrendPlatformFilter,
} from '@hookline/contract'
import { useTranslation } from 'react-i18next'
import { api } from '@/lib/api-client'
import { toast } from '@/hooks/use-toast'
import { intlLocale } from '../lib/trend-format'
import { trendingQueryKey } from './get-trending'

/** POST /api/trending/refresh: fetches the platforms again now and answers the cache. */
export async function refreshTrending(platform: TrendPlatformFilter): Promise<TrendingRefreshResponse> {
  return trendingRefreshResponseSchema.parse(await api.post<unknown>('/api/trending/refresh', undefined, { query: { platform } }))
}

/**
 * The Refresh button. SPEC §8's toast 'Failed to fetch platform data…' shows when the call fails
 * or when a platform failed (its last good list stays, flagged stale); either way the list is
 * refetched so the page shows what the server now holds.
 */
export function useRefreshTrending() {
  const { t, i18n } = useTranslation('trending')
  const queryClient = useQueryClient()
  const showFailure = (failed: readonly TrendPlatform[] = []) => {
    const platforms = new Intl.ListFormat(intlLocale(i18n.resolvedLanguage)).format(failed.map((p) => t(`platforms.${p}`)))
    toast({
      variant: 'destructive',
      title: t('toast.fetchFailed'),
      description: failed.length > 0 ? t('toast.keptPlatforms', { platforms }) : undefined,
    })
  }
  return useMutation({
    mutationFn: refreshTrending,
    onSuccess: (result) => {
      if (result.failed.length > 0) showFailure(result.failed)
    },
    onError: () => showFailure(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trendingQueryKey }),
  })
}
