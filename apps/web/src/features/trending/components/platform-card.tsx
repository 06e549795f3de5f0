import type { ReactNode } from 'react'
import { SearchXIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PlatformTrends, TrendItemWithMomentum } from '@hookline/contract'
import { cn } from '@/lib/utils'
import { useUnreachableDescription } from '../hooks/use-unreachable-description'
import { LastUpdated } from './last-updated'
import { PlatformIcon } from './platform-icon'
import { PlatformStatus } from './platform-status'
import { TrendRow } from './trend-row'

/** A sample's recording day as the full ISO time a brief's `seen_at` takes. */
const recordedTime = (day: string | undefined) => {
  const time = day ? Date.parse(day) : NaN
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/**
 * One platform's ranking: name, freshness, stale/sample badges, its rows and a footer (See More on
 * the overview, View More on the full list).
 */
export function PlatformCard({
  trends,
  items,
  compact = false,
  footer,
  headerExtra,
  onOpenDetail,
  className,
}: {
  trends: PlatformTrends
  /** The rows to show (the overview shows the top of the list, the full ranking a growing page). */
  items: TrendItemWithMomentum[]
  compact?: boolean
  footer?: ReactNode
  headerExtra?: ReactNode
  /** Opens an item's detail; sample lists have no history, so they pass none. */
  onOpenDetail?: (item: TrendItemWithMomentum) => void
  className?: string
}) {
  const { t } = useTranslation('trending')
  const name = t(`platforms.${trends.platform}`)
  const headingId = `trending-${trends.platform}-heading`
  const unreachable = useUnreachableDescription([trends])
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`platform-card-${trends.platform}`}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs',
        className,
      )}
    >
      <header className="flex items-start gap-3 border-b bg-muted/30 px-4 py-3">
        <PlatformIcon platform={trends.platform} className="mt-0.5" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={headingId} className="font-semibold leading-6">
              {name}
            </h2>
            <PlatformStatus trends={trends} />
          </div>
          {/* A recorded sample says its date in its badge; 'not updated yet' would only confuse. */}
          {!(trends.sample && trends.recordedAt) && <LastUpdated at={trends.updatedAt} />}
        </div>
        {headerExtra}
      </header>
      {items.length > 0 ? (
        <ol
          aria-label={t('card.ranking', { platform: name })}
          className={cn('flex-1', compact ? 'space-y-0.5 p-2' : 'divide-y divide-border/60 p-1 sm:p-2')}
        >
          {items.map((item) => (
            <TrendRow
              key={`${item.rank}-${item.url}`}
              item={item}
              compact={compact}
              seenAt={trends.updatedAt ?? recordedTime(trends.recordedAt)}
              onOpenDetail={onOpenDetail}
            />
          ))}
        </ol>
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-12 text-center">
          <SearchXIcon aria-hidden className="size-8 text-muted-foreground/60" />
          <p className="font-medium">{t('empty.title')}</p>
          <p className="max-w-xs text-sm text-muted-foreground">
            {unreachable ?? t('empty.platformDescription', { platform: name })}
          </p>
        </div>
      )}
      {footer && <footer className="flex items-center justify-between gap-2 border-t px-4 py-2">{footer}</footer>}
    </section>
  )
}
