import { useMemo } from 'react'
import { LoaderCircleIcon, SquareIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { stopGeneration } from '../hooks/generation-runner'
import { partialScript } from '../lib/partial-script'
import { totalSeconds } from '../lib/script-timing'
import { LIVE_STATUS_KEYS, type LiveGeneration } from '../stores/generation-store'
import { DurationSummary } from './duration-summary'
import { ScriptMarkdown } from './script-markdown'
import { ScriptView } from './script-view'

/**
 * The version being written, with a Stop button. It is drawn in the finished version's layout
 * (header card, length, check line, cards and shot table) as the Markdown streams in, so the page
 * does not reflow when it ends; an answer in another shape is shown as Markdown.
 */
export function LiveVersion({
  scriptId,
  live,
  version,
  request,
  target,
  briefTarget,
}: {
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
  return (
    <section
      aria-labelledby="live-version-title"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
      aria-busy={!stopped}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="live-version-title" className="text-sm font-semibold">
              {t('versions.version', { number: version })}
            </h2>
            {stopped ? (
              <Badge
                variant="outline"
                className="border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300"
              >
                {t('status.incomplete')}
              </Badge>
            ) : (
              <span role="status" className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <LoaderCircleIcon aria-hidden className="size-3.5 animate-spin text-primary" />
                {t(LIVE_STATUS_KEYS[live.status])}
              </span>
            )}
          </div>
          <p className="truncate text-xs text-muted-foreground">{request}</p>
        </div>
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
            {/* Where the check's two lines (summary, speech measure) will be, so the script below does not move. */}
            <div aria-hidden className="grid overflow-hidden rounded-lg border bg-card shadow-xs">
              <div className="h-10 animate-pulse bg-muted/40 max-sm:h-16" />
              <div className="h-7 border-t" />
            </div>
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
