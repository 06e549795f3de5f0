import { Link } from '@tanstack/react-router'
import { PenLineIcon, WifiOffIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PlatformTrends, TrendPlatformFilter } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useTrendingSamples } from '../api/get-trending-samples'
import { useUnreachableDescription } from '../hooks/use-unreachable-description'
import { PlatformCard } from './platform-card'
import { TrendingSkeleton } from './trending-skeleton'

/** True when no platform has ever had a list (a fresh install with no route to the platforms). */
export const neverFetched = (platforms: readonly PlatformTrends[]) =>
  platforms.every((entry) => entry.items.length === 0 && entry.updatedAt === null)

/**
 * Hot Discoveries when no list was ever fetched: it says so plainly (and which platforms it could
 * not reach), and is not a dead end: 'write about my own topic', and the recorded sample lists,
 * each labelled as a sample with the day it was recorded.
 */
export function NeverFetched({
  platforms,
  filter,
  rows,
}: {
  /** Every platform's (empty) entry: the ones on screen say why they are empty. */
  platforms: readonly PlatformTrends[]
  filter: TrendPlatformFilter
  /** Rows per sample card before its end (the overview shows the top; the full list all). */
  rows?: number
}) {
  const { t } = useTranslation('trending')
  const samples = useTrendingSamples(true)
  const all = filter === 'all'
  const unreachable = useUnreachableDescription(platforms.filter((entry) => all || entry.platform === filter))
  const shown = samples.data?.platforms.filter((entry) => all || entry.platform === filter) ?? []
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="never-fetched-heading"
        data-testid="never-fetched"
        className="flex flex-col gap-4 rounded-xl border border-dashed bg-muted/20 p-5 sm:flex-row sm:items-center sm:p-6"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <WifiOffIcon aria-hidden className="size-6" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id="never-fetched-heading" className="text-lg font-semibold">
            {t('never.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{unreachable ?? t('never.description')}</p>
          <p className="text-sm text-muted-foreground">
            {shown.length > 0 ? t('never.samplesBelow') : t('never.ownTopic')}
          </p>
        </div>
        <Button asChild className="shrink-0">
          <Link to="/script-engine">
            <PenLineIcon aria-hidden />
            {t('never.writeOwn')}
          </Link>
        </Button>
      </section>
      {samples.isPending ? (
        <TrendingSkeleton cards={all ? 3 : 1} rows={6} className={cn(all && 'xl:grid-cols-3')} />
      ) : shown.length > 0 ? (
        <div className={cn('grid items-start gap-4', all && 'xl:grid-cols-3')} data-testid="sample-lists">
          {shown.map((trends) => (
            <PlatformCard
              key={trends.platform}
              trends={trends}
              items={rows ? trends.items.slice(0, rows) : trends.items}
              compact={all}
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}
