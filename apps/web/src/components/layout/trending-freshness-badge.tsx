import { skipToken, useQuery } from '@tanstack/react-query'
import type { TrendingResponse } from '@hookline/contract'
import { useTranslation } from 'react-i18next'
import { SidebarMenuBadge } from '@/components/ui/sidebar-menu'
import { useOnline } from '@/hooks/use-online'
import { TRENDING_CACHE_KEY, trendingFreshness } from '@/components/layout/trending-freshness'

/** The Hot item's badge: what the cached lists really are, in the current language. */
export function TrendingFreshnessBadge() {
  const { t } = useTranslation()
  const online = useOnline()
  const { data, isError } = useQuery<TrendingResponse>({ queryKey: TRENDING_CACHE_KEY, queryFn: skipToken })
  const freshness = trendingFreshness(data, isError, online)
  if (!freshness) return null
  return (
    <SidebarMenuBadge data-testid="hot-freshness" data-freshness={freshness}>
      {t(`nav.badges.${freshness}`)}
    </SidebarMenuBadge>
  )
}
