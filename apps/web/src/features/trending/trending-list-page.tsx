import { useState } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowLeftIcon, ChevronDownIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PlatformTrends, TrendPlatform } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/layout/page-container'
import { useTrending } from './api/get-trending'
import { PlatformCard } from './components/platform-card'
import { PlatformFilter } from './components/platform-filter'
import { RefreshButton } from './components/refresh-button'
import { TrendingError } from './components/trending-error'
import { TrendingSkeleton } from './components/trending-skeleton'
import { TRENDING_PLATFORMS } from './trending-search'

const route = getRouteApi('/_authenticated/hot/list')

/**
 * Rows per 'View More'. Paging is client-side: GET /api/trending already holds each platform's
 * whole ranking (tens of rows), so more rows appear at once, without a request (README.md).
 */
export const LIST_PAGE_SIZE = 10

/** /hot/list: one platform's full ranking, a page at a time. */
export function TrendingListPage() {
  const { t } = useTranslation('trending')
  const platform: TrendPlatform = route.useSearch().platform ?? TRENDING_PLATFORMS[0]
  const navigate = route.useNavigate()
  const trending = useTrending()
  const trends = trending.data?.platforms.find((entry) => entry.platform === platform)

  return (
    <PageContainer
      title={t('list.title')}
      description={t('list.subtitle')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" asChild>
            <Link to="/hot" search={{ platform }}>
              <ArrowLeftIcon aria-hidden />
              {t('list.back')}
            </Link>
          </Button>
          <RefreshButton platform={platform} />
        </div>
      }
    >
      <PlatformFilter
        options={TRENDING_PLATFORMS}
        value={platform}
        onChange={(next) => void navigate({ search: { platform: next }, replace: true })}
      />
      {trending.isPending ? (
        <TrendingSkeleton rows={10} />
      ) : trending.isError && !trending.data ? (
        <TrendingError error={trending.error} onRetry={() => void trending.refetch()} retrying={trending.isFetching} />
      ) : trends ? (
        // Keyed by platform: switching platform starts again from the first page.
        <PagedRanking key={platform} trends={trends} />
      ) : null}
    </PageContainer>
  )
}

function PagedRanking({ trends }: { trends: PlatformTrends }) {
  const { t } = useTranslation('trending')
  const [visible, setVisible] = useState(LIST_PAGE_SIZE)
  const total = trends.items.length
  const shown = Math.min(visible, total)
  return (
    <PlatformCard
      trends={trends}
      items={trends.items.slice(0, shown)}
      footer={
        total > 0 && (
          <>
            <span className="text-xs text-muted-foreground" aria-live="polite">
              {t('list.count', { shown, total })}
            </span>
            {shown < total ? (
              <Button variant="outline" size="sm" onClick={() => setVisible((count) => count + LIST_PAGE_SIZE)}>
                {t('list.viewMore')}
                <ChevronDownIcon aria-hidden />
              </Button>
            ) : (
              <span className="text-xs text-muted-foreground">{t('list.end')}</span>
            )}
          </>
        )
      }
    />
  )
}
