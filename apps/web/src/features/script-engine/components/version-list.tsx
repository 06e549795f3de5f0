import type { TFunction } from 'i18next'
import { ColumnsIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ScriptMessage } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { timeAgo } from '@/lib/relative-time'
import { ScriptStateBadge } from '@/components/script-state-badge'
import { isEdited, type Version } from '../lib/versions'
import { shortStateKey } from '../lib/version-state'
import { VersionStatusBadge } from './version-status-badge'

/** What asked for a version: the brief, a regenerate, a quick action, the creator's words, or their own hands. */
export function requestLabel(
  t: TFunction<'scripts'>,
  request: Pick<ScriptMessage, 'content' | 'action'> | null,
  isFirst: boolean,
  engine?: string | null,
): string {
  if (engine && isEdited({ engine })) return t('edit.label')
  if (request?.action) return t(`actions.${request.action}`)
  if (request?.content) return `“${request.content}”`
  return isFirst ? t('versions.fromBrief') : t('versions.regenerated')
}

/**
 * The thread of a conversation, newest first: each request in full and the version it made
 * (status, state, when); picking one shows it. `fill` lets it take the side panel's height.
 */
export function VersionList({
  versions,
  currentId,
  selectedId,
  onSelect,
  onCompare,
  liveLabel,
  disabled = false,
  fill = false,
}: {
  versions: Version[]
  currentId: string | null
  selectedId: string | null
  onSelect: (id: string) => void
  onCompare: () => void
  /** The version being written right now (not saved yet), shown on top. */
  liveLabel?: string
  /** While a version is being edited, picking another one would drop the draft. */
  disabled?: boolean
  fill?: boolean
}) {
  const { t, i18n } = useTranslation('scripts')
  const comparable = versions.filter((version) => version.message.content).length >= 2

  return (
    <section
      aria-labelledby="versions-title"
      className={cn('flex min-w-0 flex-col rounded-xl border bg-card shadow-xs', fill && 'min-h-0 flex-1')}
    >
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
        <h2 id="versions-title" className="text-sm font-semibold">
          {t('versions.title')}{' '}
          <span className="font-normal text-muted-foreground tabular-nums">
            ({versions.length + (liveLabel ? 1 : 0)})
          </span>
        </h2>
        <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" disabled={!comparable} onClick={onCompare}>
          <ColumnsIcon className="size-3.5" />
          {t('compare.button')}
        </Button>
      </div>
      <ol
        className={cn(
          'grid content-start gap-1 overflow-y-auto overscroll-contain p-1.5',
          fill ? 'min-h-0 flex-1' : 'max-h-[28rem]',
        )}
        aria-label={t('versions.title')}
      >
        {liveLabel && (
          <li className="flex items-center gap-3 rounded-lg bg-primary/5 px-2.5 py-2">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60" />
              <span className="relative inline-flex size-2 rounded-full bg-primary" />
            </span>
            <span className="line-clamp-3 min-w-0 flex-1 text-sm break-words">{liveLabel}</span>
          </li>
        )}
        {[...versions].reverse().map(({ message, request }) => {
          const selected = message.id === selectedId
          return (
            <li key={message.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(message.id)}
                disabled={disabled && !selected}
                className={cn(
                  'flex w-full items-start gap-3 rounded-lg px-2.5 py-2 text-left transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50',
                  selected && 'bg-accent hover:bg-accent',
                )}
              >
                <span
                  className={cn(
                    'mt-0.5 flex h-5 min-w-7 items-center justify-center rounded-md border px-1 text-xs font-semibold tabular-nums',
                    selected && 'border-primary text-primary',
                  )}
                >
                  v{message.version}
                </span>
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="line-clamp-3 text-sm break-words" data-testid="thread-request">
                    {requestLabel(t, request, message.version === 1, message.engine)}
                  </span>
                  <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <VersionStatusBadge message={message} current={message.id === currentId} />
                    {message.status === 'complete' && message.check && (
                      <ScriptStateBadge state={message.check.state} className="py-0">
                        {t(shortStateKey[message.check.state])}
                      </ScriptStateBadge>
                    )}
                    {timeAgo(message.created_at, i18n.resolvedLanguage) ?? t('time.justNow')}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
