import { useMemo } from 'react'
import { ChevronDownIcon, CoinsIcon, DownloadIcon, LoaderCircleIcon, SquareIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ScriptDetail } from '@hookline/contract'
import { checkScript, totalSeconds } from '@hookline/contract/script-check'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { stopGeneration } from '../hooks/generation-runner'
import { partialScript } from '../lib/partial-script'
import { LIVE_STATUS_KEYS, type LiveGeneration } from '../stores/generation-store'
import { ScriptChecklist } from './check/script-checklist'
import { DurationSummary } from './duration-summary'
import { EngineBadge } from './engine-notice'
import { ScriptMarkdown } from './script-markdown'
import { ScriptView } from './script-view'
import { VersionStateBadge } from './version-state-badge'

/**
 * The version being written, with a Stop button. It is drawn in the finished version's layout
 * (header card, length, check line, cards and shot table) as the Markdown streams in, so the page
 * does not reflow when it ends; an answer in another shape is shown as Markdown.
 *
 * The header holds the finished header's badges and buttons, hidden where their content is not known
 * yet: on a phone they wrap onto more lines than a status and a Stop button would, and the script
 * would jump down when the stream ends. The state badge and the check line are measured on the script
 * streamed so far with the server's own check, so by the end they take the finished ones' size.
 */
export function LiveVersion({
  detail,
  engine,
  scriptId,
  live,
  version,
  request,
  target,
  briefTarget,
}: {
  detail: ScriptDetail
  /** The writer of the versions before this one: a script keeps its writer. */
  engine: string | null
  scriptId: string
  live: LiveGeneration
  version: number
  /** What asked for this version, as the version list words it. */
  request: string
  target: number
  briefTarget: number
}) {
  const { t } = useTranslation('scripts')
  const stopped = live.status === 'stopped'
  const partial = useMemo(() => partialScript(live.text), [live.text])
  const check = useMemo(
    () =>
      partial &&
      checkScript(partial.script, {
        platform: detail.platform,
        language: detail.language,
        targetSeconds: target,
        topic: detail.brief.topic,
        neverWords: detail.brief.voice?.never_words,
      }),
    [partial, detail.platform, detail.language, detail.brief.topic, detail.brief.voice, target],
  )
  return (
    <section
      aria-labelledby="live-version-title"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
      aria-busy={!stopped}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="live-version-title" className="text-sm font-semibold">
              {t('versions.version', { number: version })}
            </h2>
            {stopped ? (
              <Badge
                variant="outline"
                className="border-amber-500/40 bg-amber-500/10 py-0 text-amber-800 dark:text-amber-300"
              >
                {t('status.incomplete')}
              </Badge>
            ) : (
              // The status reads over the places of the "current" and state badges the version will wear.
              <span className="relative flex">
                <Badge aria-hidden className="invisible py-0">
                  {t('status.current')}
                </Badge>
                <span
                  role="status"
                  className="absolute inset-y-0 left-0 flex items-center gap-1.5 text-xs whitespace-nowrap text-muted-foreground"
                >
                  <LoaderCircleIcon aria-hidden className="size-3.5 animate-spin text-primary" />
                  {t(LIVE_STATUS_KEYS[live.status])}
                </span>
              </span>
            )}
            {!stopped && check && (
              <span aria-hidden className="invisible flex">
                <VersionStateBadge check={check} />
              </span>
            )}
            <EngineBadge engine={engine} />
          </div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span className="max-w-full truncate">{request}</span>
            {/* Whether it is charged is known when it is saved; the line keeps its place meanwhile. */}
            <span aria-hidden className="invisible flex items-center gap-x-2">
              <span>·</span>
              <span className="flex items-center gap-1">
                <CoinsIcon className="size-3" />
                {t('credits.notCharged')}
              </span>
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!stopped && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => stopGeneration(scriptId)}
              className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
            >
              <SquareIcon className="size-3 fill-current" />
              {t('live.stop')}
            </Button>
          )}
          {/* Export, once there is a version to export. */}
          <Button variant="outline" size="sm" disabled>
            <DownloadIcon />
            {t('export.button')}
            <ChevronDownIcon className="opacity-60" />
          </Button>
        </div>
      </div>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4" data-testid="live-stream">
        {stopped && <p className="text-sm text-amber-700 dark:text-amber-300">{t('live.stopped')}</p>}
        {partial ? (
          <>
            <DurationSummary
              live
              total={totalSeconds(partial.script)}
              target={target}
              briefTarget={briefTarget}
              className="px-1"
            />
            {/* The check of what streamed so far, hidden: it holds the finished check line's place. */}
            {check && (
              <div aria-hidden className="relative">
                <ScriptChecklist check={check} className="invisible" />
                <div className="absolute inset-0 animate-pulse rounded-lg border bg-muted/40 shadow-xs" />
              </div>
            )}
            <ScriptView script={partial.script} arrived={partial.arrived} />
            {!stopped && (
              <span aria-hidden className="inline-block h-4 w-2 animate-pulse rounded-[2px] bg-primary/70" />
            )}
          </>
        ) : live.text ? (
          <div className="rounded-xl border bg-card p-4 shadow-xs sm:p-5">
            <ScriptMarkdown markdown={live.text} streaming={!stopped} />
          </div>
        ) : (
          <div className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs sm:p-5" aria-hidden>
            {[80, 65, 90, 50].map((width) => (
              <div key={width} className="h-3 animate-pulse rounded bg-muted" style={{ width: `${width}%` }} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
