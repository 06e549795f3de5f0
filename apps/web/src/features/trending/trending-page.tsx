import { lazy, Suspense } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowRightIcon, BellRingIcon, FlameIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PlatformTrends, TrendItemWithMomentum, TrendPlatformFilter, TrendSort } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { cn } from '@/lib/utils'
import { useTrending } from './api/get-trending'
import { NeverFetched, neverFetched } from './components/never-fetched'
import { PlatformCard } from './components/platform-card'
import { PlatformFilter } from './components/platform-filter'
import { RefreshButton } from './components/refresh-button'
import { SortControl } from './components/sort-control'
import { TrendingError } from './components/trending-error'
import { TrendingSkeleton } from './components/trending-skeleton'
import { useUnreachableDescription } from './hooks/use-unreachable-description'
import { findListed, sortTrendItems, trendItemRef } from './lib/trend-momentum'
import { parseItemRef, TRENDING_FILTERS } from './trending-search'

// The detail (a Radix dialog, its chart) loads when an item is opened, not with the list.
const TrendDetailSheet = lazy(() => import('./components/trend-detail-sheet'))
const route = getRouteApi('/_authenticated/hot/')

/** How much of each ranking the overview shows before 'See More'. */
const OVERVIEW_ROWS = 10

/** /hot: every platform's ranking side by side, or one platform's, with the filter in the URL. */
export function TrendingPage() {
  const { t } = useTranslation('trending')
  const search = route.useSearch()
  const filter: TrendPlatformFilter = search.platform ?? 'all'
  const sort: TrendSort = search.sort ?? 'rank'
  const itemRef = parseItemRef(search.item)
  const navigate = route.useNavigate()
  const trending = useTrending()
  const shown = trending.data?.platforms.filter((entry) => filter === 'all' || entry.platform === filter) ?? []
  const all = filter === 'all'
  const unreachable = useUnreachableDescription(shown)
  const never = trending.data ? neverFetched(trending.data.platforms) : false
  const openDetail = (item: TrendItemWithMomentum) =>
    void navigate({ search: (prev) => ({ ...prev, item: trendItemRef(item) }) })

  return (
    <PageContainer
      title={t('page.title')}
      description={t('page.subtitle')}
      actions={
        <div className="flex items-center gap-2">
          {/* Watches turn this page's lists into alerts; the bell is the other way in. */}
          <Button variant="outline" size="sm" asChild>
            <Link to="/hot/watches">
              <BellRingIcon aria-hidden />
              <span className="max-sm:sr-only">{t('page.watches')}</span>
            </Link>
          </Button>
          <RefreshButton platform={filter} />
        </div>
      }
      className={cn(all && 'max-w-7xl')}
    >
      {/* Below sm each control takes the whole width, as the filter always did on its own. */}
      <div className="flex flex-wrap items-center justify-between gap-3 *:max-sm:w-full">
        <PlatformFilter
          options={TRENDING_FILTERS}
          value={filter}
          onChange={(next) =>
            void navigate({
              search: (prev) => ({ ...prev, platform: next === 'all' ? undefined : next }),
              replace: true,
            })
          }
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
        <TrendingSkeleton cards={all ? 3 : 1} rows={all ? 6 : 8} className={cn(all && 'xl:grid-cols-3')} />
      ) : trending.isError && !trending.data ? (
        <TrendingError error={trending.error} onRetry={() => void trending.refetch()} retrying={trending.isFetching} />
      ) : never ? (
        <NeverFetched platforms={trending.data.platforms} filter={filter} rows={OVERVIEW_ROWS} />
      ) : shown.every((entry) => entry.items.length === 0) ? (
        <EmptyState icon={FlameIcon} title={t('empty.title')} description={unreachable ?? t('empty.description')} />
      ) : (
        <div className={cn('grid items-start gap-4', all && 'xl:grid-cols-3')}>
          {shown.map((trends) => (
            <OverviewCard
              key={trends.platform}
              trends={trends}
              compact={all}
              rows={OVERVIEW_ROWS}
              sort={sort}
              onOpenDetail={openDetail}
            />
          ))}
        </div>
      )}
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

function OverviewCard({
  trends,
  compact,
  rows,
  sort,
  onOpenDetail,
}: {
  trends: PlatformTrends
  compact: boolean
  rows: number
  sort: TrendSort
  onOpenDetail: (item: TrendItemWithMomentum) => void
}) {
  const { t } = useTranslation('trending')
  const name = t(`platforms.${trends.platform}`)
  return (
    <PlatformCard
      trends={trends}
      items={sortTrendItems(trends.items, sort).slice(0, rows)}
      compact={compact}
      onOpenDetail={onOpenDetail}
      footer={
        trends.items.length > 0 && (
          <>
            <span className="text-xs text-muted-foreground">{t('card.topics', { count: trends.items.length })}</span>
            <Button variant="ghost" size="sm" className="-mr-2 text-primary hover:text-primary" asChild>
              <Link
                to="/hot/list"
                search={{ platform: trends.platform, ...(sort === 'rank' ? {} : { sort }) }}
                aria-label={t('card.seeMoreLabel', { platform: name })}
              >
                {t('card.seeMore')}
                <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          </>
        )
      }
    />
  )
}
