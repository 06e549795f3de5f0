import { lazy, Suspense, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { ExternalLinkIcon, PenLineIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TrendItemDetail, TrendItemWithMomentum, TrendPlatform } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-client'
import { exactTime, timeAgo } from '@/lib/relative-time'
import { useTrendItem } from '../api/get-trend-item'
import { useNow } from '../hooks/use-now'
import { scriptEngineSearch } from '../lib/script-engine-link'
import { formatMinutes } from '../lib/trend-format'
import { MomentumBadges } from './momentum-badges'
import { PlatformIcon } from './platform-icon'
import { RankBadge } from './rank-badge'

// The whole-life chart brings d3-scale: loaded when a detail opens, not with the list.
const TrendHistoryChart = lazy(() => import('./trend-history-chart'))

/**
 * An item's detail (loaded on demand, hence the default export), open while `?item=<platform>:<key>` is in the URL (so it can be linked to and
 * survives a reload): its rank over its whole kept life, first seen, time on the list, peak, the
 * platforms the story reached, and 'Write a script' with the item. `listed` is the row as the list
 * shows it, so the header shows at once while the history loads.
 */
export default function TrendDetailSheet({
  itemRef,
  listed,
  onClose,
}: {
  itemRef: { platform: TrendPlatform; key: string }
  listed?: TrendItemWithMomentum
  onClose: () => void
}) {
  const { t } = useTranslation('trending')
  const detail = useTrendItem(itemRef)
  const item = detail.data?.item ?? listed
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full gap-0 overflow-y-auto sm:max-w-lg" data-testid="trend-detail">
        <div className="space-y-2 border-b px-5 pt-5 pb-4 pr-12">
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <PlatformIcon platform={itemRef.platform} className="size-6 rounded-md" />
            {t(`platforms.${itemRef.platform}`)}
            {item && <RankBadge rank={item.rank} />}
          </div>
          <SheetTitle className="text-lg leading-7 font-semibold break-words">
            {item?.title ?? t('detail.loading')}
          </SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{t('detail.description')}</SheetDescription>
          {item && <MomentumBadges item={item} />}
        </div>
        <div className="flex-1 space-y-6 px-5 py-5">
          {detail.isPending ? (
            <DetailSkeleton />
          ) : detail.isError ? (
            <p role="alert" className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {isApiError(detail.error) && detail.error.status === 404 ? t('detail.notFound') : t('detail.failed')}
            </p>
          ) : (
            <DetailBody detail={detail.data} />
          )}
        </div>
        {item && (
          <div className="sticky bottom-0 flex flex-wrap gap-2 border-t bg-background px-5 py-3">
            <Button asChild className="flex-1 sm:flex-none">
              <Link
                to="/script-engine"
                search={scriptEngineSearch(item, detail.data?.history.at(-1)?.at)}
                aria-label={t('item.writeScriptLabel', { title: item.title })}
              >
                <PenLineIcon aria-hidden />
                {t('item.writeScript')}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden />
                {t('item.open', { platform: t(`platforms.${item.platform}`) })}
              </a>
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  )
}

function DetailSkeleton() {
  return (
    <div className="space-y-4" aria-hidden>
      <div className="grid grid-cols-2 gap-3">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  )
}

function DetailBody({ detail }: { detail: TrendItemDetail }) {
  const { t, i18n } = useTranslation('trending')
  const now = useNow()
  const language = i18n.resolvedLanguage
  const momentum = detail.item.momentum
  const history = detail.history
  const firstSeen = momentum?.first_seen_at ?? history[0]?.at
  const peak = momentum?.peak_rank ?? Math.min(...history.map((point) => point.rank))
  const change = momentum?.rank_change_1h
  const ago = (iso: string) => timeAgo(iso, language, now) ?? t('status.justNow')
  const summary =
    history.length === 1
      ? t('detail.chartSummaryOnce', { first: history[0].rank })
      : t('detail.chartSummary', {
          refreshes: history.length,
          first: history[0]?.rank,
          best: peak,
          last: history.at(-1)?.rank,
        })

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Stat label={t('detail.firstSeen')}>
          {firstSeen ? (
            <time dateTime={firstSeen} title={exactTime(firstSeen, language)}>
              {ago(firstSeen)}
            </time>
          ) : (
            '—'
          )}
        </Stat>
        <Stat label={t('detail.timeOnList')}>{momentum ? formatMinutes(momentum.minutes_on_list, language) : '—'}</Stat>
        <Stat label={t('detail.peak')}>{Number.isFinite(peak) ? t('detail.rankValue', { rank: peak }) : '—'}</Stat>
        <Stat label={t('detail.change')}>
          {momentum?.direction === 'new'
            ? t('momentum.new')
            : change === null || change === undefined
              ? '—'
              : change === 0
                ? t('detail.noChange')
                : change > 0
                  ? t('detail.up', { count: change })
                  : t('detail.down', { count: -change })}
        </Stat>
      </dl>

      <section aria-labelledby="trend-detail-history" className="space-y-2">
        <h3 id="trend-detail-history" className="text-sm font-semibold">
          {t('detail.history')}
        </h3>
        {history.length > 0 ? (
          <Suspense fallback={<Skeleton className="h-[200px]" />}>
            <TrendHistoryChart history={history} summary={summary} />
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noHistory')}</p>
        )}
        <p className="text-xs text-muted-foreground">{summary}</p>
      </section>

      <section aria-labelledby="trend-detail-platforms" className="space-y-2">
        <h3 id="trend-detail-platforms" className="text-sm font-semibold">
          {t('detail.platforms', { count: detail.appearances.length })}
        </h3>
        <ul className="divide-y rounded-lg border" data-testid="trend-appearances">
          {detail.appearances.map((appearance) => (
            <li key={`${appearance.platform}:${appearance.key}`} className="flex items-start gap-3 p-3">
              <PlatformIcon platform={appearance.platform} className="size-7 rounded-md" />
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="text-sm font-medium">{t(`platforms.${appearance.platform}`)}</p>
                <a
                  href={appearance.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="line-clamp-2 text-sm break-words text-muted-foreground underline-offset-2 hover:text-primary hover:underline"
                >
                  {appearance.title}
                  <span className="sr-only">
                    {' '}
                    {t('item.opensInNewTab', { platform: t(`platforms.${appearance.platform}`) })}
                  </span>
                </a>
                <p className="text-xs text-muted-foreground">
                  {t('detail.peakShort', { rank: appearance.peak_rank })}
                  {' · '}
                  {appearance.on_list_now
                    ? t('detail.onListNow')
                    : t('detail.lastSeen', { time: ago(appearance.last_seen_at) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border bg-muted/30 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums">{children}</dd>
    </div>
  )
}
