import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowRightIcon, CalendarPlusIcon, LayersIcon, Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ScriptListItem } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ScriptStateBadge } from '@/components/script-state-badge'
import { OutlierBadge } from './outlier-badge'
import { exactTime, timeAgo } from '@/lib/relative-time'
import { DeleteScriptDialog } from './delete-script-dialog'
import { HighlightedText } from './highlighted-text'
import { HistoryExportMenu } from './history-export-menu'

/** One script in History: title and excerpt with matches marked, platform, when, versions, actions. */
export function HistoryItem({
  item,
  now,
  onDelete,
}: {
  item: ScriptListItem
  now: number
  onDelete: (item: ScriptListItem) => void
}) {
  const { t, i18n } = useTranslation('history')
  const [confirming, setConfirming] = useState(false)
  const language = i18n.resolvedLanguage ?? 'zh'
  const when = timeAgo(item.updated_at, language, now) ?? t('item.justNow')
  return (
    <li className="group flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t(`common:platforms.${item.platform}`)}</Badge>
          {item.state && (
            <ScriptStateBadge state={item.state}>
              <span className="sr-only">{t('state.label')}: </span>
              {t(`state.${item.state}`)}
            </ScriptStateBadge>
          )}
          {item.outlier_score !== null && <OutlierBadge score={item.outlier_score} />}
          <h2 className="min-w-0 font-semibold break-words">
            {/* The title opens the script, as View does: a list of scripts is read by title first. */}
            <Link
              to="/script-engine/$id"
              params={{ id: item.id }}
              className="rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <HighlightedText text={item.title} ranges={item.highlights.title} />
            </Link>
          </h2>
        </div>
        {item.excerpt ? (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">
            <HighlightedText text={item.excerpt} ranges={item.highlights.excerpt} />
          </p>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t('item.noVersion')}</p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={item.updated_at} title={exactTime(item.updated_at, language)}>
            {t('item.updated', { when })}
          </time>
          <span className="hidden sm:inline">{exactTime(item.updated_at, language)}</span>
          {/* No version yet (none written, or only a failed try): the line above says so, once. */}
          {item.version_count > 0 && (
            <span className="inline-flex items-center gap-1">
              <LayersIcon aria-hidden className="size-3.5" />
              {t('item.versions', { count: item.version_count })}
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
        {item.current_message_id && <HistoryExportMenu scriptId={item.id} title={item.title} state={item.state} />}
        <Button variant="ghost" size="icon" asChild>
          <Link
            to="/tasks"
            search={{ plan: 1, title: item.title, topic: item.topic, for: item.platform, script: item.id }}
            aria-label={t('item.addToPlanLabel', { title: item.title })}
            title={t('item.addToPlan')}
          >
            <CalendarPlusIcon />
          </Link>
        </Button>
        <DeleteScriptDialog
          title={item.title}
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={() => onDelete(item)}
        >
          <Button variant="ghost" size="icon" aria-label={t('delete.label', { title: item.title })}>
            <Trash2Icon />
          </Button>
        </DeleteScriptDialog>
        <Button asChild size="sm">
          <Link
            to="/script-engine/$id"
            params={{ id: item.id }}
            aria-label={t('item.viewLabel', { title: item.title })}
          >
            {t('item.view')}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </li>
  )
}
