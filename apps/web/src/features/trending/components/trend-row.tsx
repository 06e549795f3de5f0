import type { ReactElement } from 'react'
import { Link } from '@tanstack/react-router'
import {
  CalendarPlusIcon,
  ChartSplineIcon,
  ExternalLinkIcon,
  FlameIcon,
  MessagesSquareIcon,
  PenLineIcon,
  PlayIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TrendItemWithMomentum } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import { PLATFORM_STYLE } from '../lib/platform-style'
import { formatHotValue } from '../lib/trend-format'
import { scriptEngineSearch } from '../lib/script-engine-link'
import { sparkSummary } from '../lib/trend-momentum'
import { MomentumBadges } from './momentum-badges'
import { RankBadge } from './rank-badge'
import { Sparkline } from './sparkline'
import { TrendCover } from './trend-cover'
import { TrendLabel } from './trend-label'

/**
 * One topic: rank, thumbnail where the platform has one, title linking to the source (new tab),
 * heat, what the rank history says (badges, a 24 h sparkline that opens the item's detail), and
 * its actions with 'Write a script', labelled, as the main one. A `compact` row (the overview's
 * cards) and any row on a narrow screen put the actions on a line of their own under the topic.
 */
export function TrendRow({
  item,
  compact = false,
  seenAt,
  onOpenDetail,
}: {
  item: TrendItemWithMomentum
  compact?: boolean
  /** When the list was read (the platform's `updatedAt`): handed to the script with the item. */
  seenAt?: string | null
  /** Opens the item's detail; absent (e.g. sample rows, which have no history) hides the way in. */
  onOpenDetail?: (item: TrendItemWithMomentum) => void
}) {
  const { t, i18n } = useTranslation('trending')
  const platformName = t(`platforms.${item.platform}`)
  const value = formatHotValue(item.hot_value, i18n.resolvedLanguage)
  const HeatIcon = item.platform === 'bilibili' ? PlayIcon : FlameIcon
  const showCover = PLATFORM_STYLE[item.platform].hasCovers

  return (
    <li
      data-testid="trend-row"
      className={cn(
        'group/row relative flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg transition-colors hover:bg-accent/60',
        compact ? 'px-2 py-2' : 'px-3 py-3 sm:px-4',
      )}
    >
      <RankBadge rank={item.rank} />
      {showCover && (
        <TrendCover platform={item.platform} src={item.cover_url} className={compact ? 'w-16' : 'w-20 sm:w-28'} />
      )}
      <div className="min-w-0 flex-1">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(
            'line-clamp-2 font-medium break-words outline-none hover:text-primary focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50',
            compact ? 'text-sm leading-5' : 'text-sm leading-5 sm:text-base sm:leading-6',
          )}
        >
          {item.title}
          <span className="sr-only"> {t('item.opensInNewTab', { platform: platformName })}</span>
        </a>
        <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1 tabular-nums">
            <HeatIcon aria-hidden className={cn('size-3.5', item.platform === 'bilibili' ? '' : 'text-[#ff7a2f]')} />
            {t(item.platform === 'bilibili' ? 'item.views' : 'item.heat', { value })}
          </span>
          {item.label && <TrendLabel label={item.label} />}
          <MomentumBadges item={item} />
          {item.momentum && onOpenDetail && (
            <DetailButton item={item} spark={item.momentum.spark} onOpen={onOpenDetail} />
          )}
        </div>
      </div>
      <div className={cn('flex shrink-0 items-center justify-end gap-1', compact ? 'w-full' : 'max-sm:w-full')}>
        {!compact && (
          // A second way to the source for the pointer; the title link already serves the keyboard.
          <Button variant="ghost" size="icon" className="hidden size-8 text-muted-foreground sm:inline-flex" asChild>
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-hidden
              tabIndex={-1}
              title={t('item.open', { platform: platformName })}
            >
              <ExternalLinkIcon />
            </a>
          </Button>
        )}
        <BrainstormLink item={item} seenAt={seenAt} />
        <PlanItLink item={item} />
        <WriteScriptLink item={item} seenAt={seenAt} />
      </div>
    </li>
  )
}

/** The 24 h sparkline as the way into the item's detail (its whole life, the platforms it reached). */
function DetailButton({
  item,
  spark,
  onOpen,
}: {
  item: TrendItemWithMomentum
  spark: (number | null)[]
  onOpen: (item: TrendItemWithMomentum) => void
}) {
  const { t } = useTranslation('trending')
  const summary = sparkSummary(spark)
  const hint = summary
    ? t('detail.sparkHint', { first: summary.first, last: summary.last, best: summary.best })
    : t('detail.open')
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          onClick={() => onOpen(item)}
          data-testid="trend-spark"
          aria-label={t('detail.openLabel', { title: item.title })}
          className="inline-flex h-6 items-center gap-1 rounded-md px-1 text-primary outline-none transition-colors hover:bg-primary/10 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {summary ? <Sparkline spark={spark} /> : <ChartSplineIcon aria-hidden className="size-4" />}
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-64">{hint}</TooltipContent>
    </Tooltip>
  )
}

/**
 * One action of a row, as a link button. `iconOnWide` keeps it an icon with a tooltip from sm up
 * (the row has no room for three words there); on a narrow (touch) screen its label shows.
 */
function RowAction({
  label,
  variant = 'ghost',
  iconOnWide = false,
  className,
  children,
}: {
  label: string
  variant?: 'outline' | 'ghost'
  iconOnWide?: boolean
  className?: string
  children: ReactElement
}) {
  const button = (
    <Button
      variant={variant}
      size="sm"
      className={cn(
        'h-8',
        variant === 'ghost' && 'text-muted-foreground hover:text-primary',
        iconOnWide && 'sm:size-8 sm:px-0',
        className,
      )}
      asChild
    >
      {children}
    </Button>
  )
  if (!iconOnWide) return button
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  )
}

function WriteScriptLink({ item, seenAt }: { item: TrendItemWithMomentum; seenAt?: string | null }) {
  const { t } = useTranslation('trending')
  return (
    <RowAction
      label={t('item.writeScript')}
      variant="outline"
      className="border-primary/40 text-primary hover:bg-primary/10 hover:text-primary"
    >
      <Link
        to="/script-engine"
        search={scriptEngineSearch(item, seenAt)}
        aria-label={t('item.writeScriptLabel', { title: item.title })}
      >
        <PenLineIcon aria-hidden />
        {t('item.writeScript')}
      </Link>
    </RowAction>
  )
}

/** Attach the item to a new /chats brainstorm as its context. */
function BrainstormLink({ item, seenAt }: { item: TrendItemWithMomentum; seenAt?: string | null }) {
  const { t } = useTranslation('trending')
  return (
    <RowAction label={t('item.brainstorm')} iconOnWide>
      <Link
        to="/chats"
        search={{ attach: scriptEngineSearch(item, seenAt).trend }}
        aria-label={t('item.brainstormLabel', { title: item.title })}
      >
        <MessagesSquareIcon aria-hidden />
        <span className="sm:sr-only">{t('item.brainstormShort')}</span>
      </Link>
    </RowAction>
  )
}

/** "Plan it": /tasks opens its new-task dialog with this topic and platform. */
function PlanItLink({ item }: { item: TrendItemWithMomentum }) {
  const { t } = useTranslation('trending')
  return (
    <RowAction label={t('item.planIt')}>
      <Link
        to="/tasks"
        search={{ plan: 1, title: item.title, topic: item.title, for: item.platform }}
        aria-label={t('item.planItLabel', { title: item.title })}
      >
        <CalendarPlusIcon aria-hidden />
        {t('item.planIt')}
      </Link>
    </RowAction>
  )
}
