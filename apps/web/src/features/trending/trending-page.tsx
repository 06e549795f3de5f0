import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowRightIcon, FlameIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PlatformTrends, TrendPlatformFilter } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { cn } from '@/lib/utils'
import { useTrending } from './api/get-trending'
import { PlatformCard } from './components/platform-card'
import { PlatformFilter } from './components/platform-filter'
import { RefreshButton } from './components/refresh-button'
import { TrendingError } from './components/trending-error'
import { TrendingSkeleton } from './components/trending-skeleton'
import { useUnreachableDescription } from './hooks/use-unreachable-description'
import { TRENDING_FILTERS } from './trending-search'

const route = getRouteApi('/_authenticated/hot/')

/** How much of each ranking the overview shows before 'See More'. */
const OVERVIEW_ROWS = 10

/** /hot: every platform's ranking side by side, or one platform's, with the filter in the URL. */
export function TrendingPage() {
  const { t } = useTranslation('trending')
  const filter: TrendPlatformFilter = route.useSearch().platform ?? 'all'
  const navigate = route.useNavigate()
  const trending = useTrending()
  const shown = trending.data?.platforms.filter((entry) => filter === 'all' || entry.platform === filter) ?? []
  const all = filter === 'all'
  const unreachable = useUnreachableDescription(shown)

  return (
    <PageContainer
      title={t('page.title')}
      description={t('page.subtitle')}
      actions={<RefreshButton platform={filter} />}
      className={cn(all && 'max-w-7xl')}
    >
      <PlatformFilter
        options={TRENDING_FILTERS}
        value={filter}
        onChange={(next) => void navigate({ search: next === 'all' ? {} : { platform: next }, replace: true })}
      />
      {trending.isPending ? (
        <TrendingSkeleton cards={all ? 3 : 1} rows={all ? 6 : 8} className={cn(all && 'xl:grid-cols-3')} />
      ) : trending.isError && !trending.data ? (
        <TrendingError error={trending.error} onRetry={() => void trending.refetch()} retrying={trending.isFetching} />
      ) : shown.every((entry) => entry.items.length === 0) ? (
        <EmptyState icon={FlameIcon} title={t('empty.title')} description={unreachable ?? t('empty.description')} />
      ) : (
        <div className={cn('grid items-start gap-4', all && 'xl:grid-cols-3')}>
          {shown.map((trends) => (
            <OverviewCard key={trends.platform} trends={trends} compact={all} rows={OVERVIEW_ROWS} />
          ))}
        </div>
      )}
    </PageContainer>
  )
}

function OverviewCard({ trends, compact, rows }: { trends: PlatformTrends; compact: boolean; rows: number }) {
  const { t } = useTranslation('trending')
  const name = t(`platforms.${trends.platform}`)
  return (
    <PlatformCard
      trends={trends}
      items={trends.items.slice(0, rows)}
      compact={compact}
      footer={
        trends.items.length > 0 && (
          <>
            <span className="text-xs text-muted-foreground">{t('card.topics', { count: trends.items.length })}</span>
            <Button variant="ghost" size="sm" className="-mr-2 text-primary hover:text-primary" asChild>
              <Link
                to="/hot/list"
                search={{ platform: trends.platform }}
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
