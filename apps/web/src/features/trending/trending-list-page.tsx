import { lazy, Suspense, useState } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowLeftIcon, ChevronDownIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PlatformTrends, TrendItemWithMomentum, TrendPlatform, TrendSort } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/layout/page-container'
import { useTrending } from './api/get-trending'
import { NeverFetched, neverFetched } from './components/never-fetched'
import { PlatformCard } from './components/platform-card'
import { PlatformFilter } from './components/platform-filter'
import { RefreshButton } from './components/refresh-button'
import { SortControl } from './components/sort-control'
import { TrendingError } from './components/trending-error'
import { TrendingSkeleton } from './components/trending-skeleton'
import { findListed, sortTrendItems, trendItemRef } from './lib/trend-momentum'
import { parseItemRef, TRENDING_PLATFORMS } from './trending-search'

// The detail (a Radix dialog, its chart) loads when an item is opened, not with the list.
const TrendDetailSheet = lazy(() => import('./components/trend-detail-sheet'))
const route = getRouteApi('/_authenticated/hot/list')

/**
 * Rows per 'View More'. Paging is client-side: GET /api/trending already holds each platform's
 * whole ranking (tens of rows), so more rows appear at once, without a request (README.md).
 */
export const LIST_PAGE_SIZE = 10

/** /hot/list: one platform's full ranking, a page at a time. */
export function TrendingListPage() {
  const { t } = useTranslation('trending')
  const search = route.useSearch()
  const platform: TrendPlatform = search.platform ?? TRENDING_PLATFORMS[0]
  const sort: TrendSort = search.sort ?? 'rank'
  const itemRef = parseItemRef(search.item)
  const navigate = route.useNavigate()
  const trending = useTrending()
  const trends = trending.data?.platforms.find((entry) => entry.platform === platform)
  const never = trending.data ? neverFetched(trending.data.platforms) : false
  const openDetail = (item: TrendItemWithMomentum) =>
    void navigate({ search: (prev) => ({ ...prev, item: trendItemRef(item) }) })

  return (
    <PageContainer
      title={t('list.title')}
      description={t('list.subtitle')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" asChild>
            <Link to="/hot" search={{ platform, ...(search.sort ? { sort: search.sort } : {}) }}>
              <ArrowLeftIcon aria-hidden />
              {t('list.back')}
            </Link>
          </Button>
          <RefreshButton platform={platform} />
        </div>
      }
    >
      {/* Below sm each control takes the whole width, as the filter always did on its own. */}
      <div className="flex flex-wrap items-center justify-between gap-3 *:max-sm:w-full">
        <PlatformFilter
          options={TRENDING_PLATFORMS}
          value={platform}
          onChange={(next) => void navigate({ search: (prev) => ({ ...prev, platform: next }), replace: true })}
        />
        {!never && (
          <SortControl
            value={sort}
            onChange={(next) =>
              void navigate({
                search: (prev) => ({ ...prev, sort: next === 'rank' ? undefined : next }),
                replace: true,
              })
            }
          />
        )}
      </div>
      {trending.isPending ? (
        <TrendingSkeleton rows={10} />
      ) : trending.isError && !trending.data ? (
        <TrendingError error={trending.error} onRetry={() => void trending.refetch()} retrying={trending.isFetching} />
      ) : never ? (
        <NeverFetched platforms={trending.data.platforms} filter={platform} />
      ) : trends ? (
        // Keyed by platform and order: either change starts again from the first page.
        <PagedRanking key={`${platform}-${sort}`} trends={trends} sort={sort} onOpenDetail={openDetail} />
      ) : null}
      {itemRef && (
        <Suspense fallback={null}>
          <TrendDetailSheet
            itemRef={itemRef}
            listed={findListed(trending.data?.platforms, itemRef)}
            onClose={() => void navigate({ search: (prev) => ({ ...prev, item: undefined }) })}
          />
        </Suspense>
      )}
    </PageContainer>
  )
}

function PagedRanking({
  trends,
  sort,
  onOpenDetail,
}: {
  trends: PlatformTrends
  sort: TrendSort
  onOpenDetail: (item: TrendItemWithMomentum) => void
}) {
  const { t } = useTranslation('trending')
  const [visible, setVisible] = useState(LIST_PAGE_SIZE)
  const total = trends.items.length
  const shown = Math.min(visible, total)
  return (
    <PlatformCard
      trends={trends}
      items={sortTrendItems(trends.items, sort).slice(0, shown)}
      onOpenDetail={onOpenDetail}
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
