import type { ReactElement } from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarPlusIcon, ExternalLinkIcon, FlameIcon, MessagesSquareIcon, PenLineIcon, PlayIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TrendItem } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import { PLATFORM_STYLE } from '../lib/platform-style'
import { formatHotValue } from '../lib/trend-format'
import { scriptEngineSearch } from '../lib/script-engine-link'
import { RankBadge } from './rank-badge'
import { TrendCover } from './trend-cover'
import { TrendLabel } from './trend-label'

/**
 * One topic: rank, thumbnail where the platform has one, title linking to the source (new tab),
 * heat, and 'Write a script'. `compact` (the overview's cards) keeps that action icon-only.
 */
export function TrendRow({
  item,
  compact = false,
  seenAt,
}: {
  item: TrendItem
  compact?: boolean
  /** When the list was read (the platform's `updatedAt`): handed to the script with the item. */
  seenAt?: string | null
}) {
  const { t, i18n } = useTranslation('trending')
  const platformName = t(`platforms.${item.platform}`)
  const value = formatHotValue(item.hot_value, i18n.resolvedLanguage)
  const HeatIcon = item.platform === 'bilibili' ? PlayIcon : FlameIcon
  const showCover = PLATFORM_STYLE[item.platform].hasCovers

  return (
    <li
      className={cn(
        'group/row relative flex items-center gap-3 rounded-lg transition-colors hover:bg-accent/60',
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
        <div className="mt-1 flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1 tabular-nums">
            <HeatIcon aria-hidden className={cn('size-3.5', item.platform === 'bilibili' ? '' : 'text-[#ff7a2f]')} />
            {t(item.platform === 'bilibili' ? 'item.views' : 'item.heat', { value })}
          </span>
          {item.label && <TrendLabel label={item.label} />}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1">
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
        <PlanItLink item={item} compact={compact} />
        <WriteScriptLink item={item} compact={compact} seenAt={seenAt} />
      </div>
    </li>
  )
}

/**
 * One action of a row, as a link: a labelled button on a wide row, an icon with a tooltip on a
 * compact one (the overview's cards, and the brainstorm action, for which no row has room).
 */
function RowAction({
  compact,
  label,
  wide = 'ghost',
  children,
}: {
  compact: boolean
  label: string
  /** The button's look on a wide row; compact ones are quiet icons. */
  wide?: 'outline' | 'ghost'
  children: ReactElement
}) {
  const button = (
    <Button
      variant={compact ? 'ghost' : wide}
      size={compact ? 'icon' : 'sm'}
      className={cn(
        compact ? 'size-8 text-muted-foreground hover:text-primary' : wide === 'ghost' && 'text-muted-foreground',
      )}
      asChild
    >
      {children}
    </Button>
  )
  if (!compact) return button
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  )
}

/** The label beside the icon on a wide row; the tooltip says it on a compact one. */
const wideLabel = (compact: boolean, label: string) => !compact && <span className="hidden sm:inline">{label}</span>

function WriteScriptLink({ item, compact, seenAt }: { item: TrendItem; compact: boolean; seenAt?: string | null }) {
  const { t } = useTranslation('trending')
  return (
    <RowAction compact={compact} label={t('item.writeScript')} wide="outline">
      <Link
        to="/script-engine"
        search={scriptEngineSearch(item, seenAt)}
        aria-label={t('item.writeScriptLabel', { title: item.title })}
      >
        <PenLineIcon />
        {wideLabel(compact, t('item.writeScript'))}
      </Link>
    </RowAction>
  )
}

/** Attach the item to a new /chats brainstorm as its context (issue 38); icon-only, as the row has little room. */
function BrainstormLink({ item, seenAt }: { item: TrendItem; seenAt?: string | null }) {
  const { t } = useTranslation('trending')
  return (
    <RowAction compact label={t('item.brainstorm')}>
      <Link
        to="/chats"
        search={{ attach: scriptEngineSearch(item, seenAt).trend }}
        aria-label={t('item.brainstormLabel', { title: item.title })}
      >
        <MessagesSquareIcon />
      </Link>
    </RowAction>
  )
}

/** "Plan it": /tasks opens its new-task dialog with this topic and platform (issue 37). */
function PlanItLink({ item, compact }: { item: TrendItem; compact: boolean }) {
  const { t } = useTranslation('trending')
  return (
    <RowAction compact={compact} label={t('item.planIt')}>
      <Link
        to="/tasks"
        search={{ plan: 1, title: item.title, topic: item.title, for: item.platform }}
        aria-label={t('item.planItLabel', { title: item.title })}
      >
        <CalendarPlusIcon />
        {wideLabel(compact, t('item.planIt'))}
      </Link>
    </RowAction>
  )
}
