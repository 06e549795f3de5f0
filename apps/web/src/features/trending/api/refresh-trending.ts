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
import { intlLocale } from '@/lib/relative-time'
import { platformDataFailureHint } from '../lib/platform-data-failure'
import { trendingQueryKey } from './get-trending'

/** POST /api/trending/refresh: fetches the platforms again now and answers the cache. */
export async function refreshTrending(platform: TrendPlatformFilter): Promise<TrendingRefreshResponse> {
  return trendingRefreshResponseSchema.parse(await api.post('/trending/refresh', { params: { query: { platform } } }))
}

/**
 * The Refresh button. The toast 'Failed to fetch platform data…' shows when the call fails
 * or when a platform failed (its last good list stays, flagged stale); either way the list is
 * refetched so the page shows what the server now holds.
 */
export function useRefreshTrending() {
  const { t, i18n } = useTranslation('trending')
  const queryClient = useQueryClient()
  const listOf = (platforms: readonly TrendPlatform[]) =>
    new Intl.ListFormat(intlLocale(i18n.resolvedLanguage)).format(platforms.map((p) => t(`platforms.${p}`)))
  const showFailure = (result?: TrendingRefreshResponse, error?: unknown) => {
    const failed = result?.failed ?? []
    // A failed platform keeps its last good list, if it ever had one: say which case it is.
    const hasList = (platform: TrendPlatform) =>
      (result?.platforms.find((entry) => entry.platform === platform)?.items.length ?? 0) > 0
    const kept = failed.filter(hasList)
    const unreachable = failed.filter((platform) => !hasList(platform))
    const description = [
      kept.length > 0 ? t('toast.keptPlatforms', { platforms: listOf(kept) }) : '',
      unreachable.length > 0 ? t('toast.unreachablePlatforms', { platforms: listOf(unreachable) }) : '',
    ]
      .filter(Boolean)
      .join(' ')
    // The call itself failed (refused, 429, 5xx…): 'Failed to fetch platform data…' and when to try again.
    if (error !== undefined)
      return toast({
        variant: 'destructive',
        title: t('toast.fetchFailed'),
        description: platformDataFailureHint(t, error),
      })
    toast({ variant: 'destructive', title: t('toast.fetchFailed'), description: description || undefined })
  }
  return useMutation({
    mutationFn: refreshTrending,
    onSuccess: (result) => {
      if (result.failed.length > 0) showFailure(result)
    },
    onError: (error) => showFailure(undefined, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trendingQueryKey }),
  })
}
