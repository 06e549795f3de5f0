import { LoaderCircleIcon, SquareIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { stopGeneration } from '../hooks/generation-runner'
import { LIVE_STATUS_KEYS, type LiveGeneration } from '../stores/generation-store'
import { ScriptMarkdown } from './script-markdown'

/** The version being written: the Markdown as it streams in, with a Stop button. */
export function LiveVersion({ scriptId, live, version }: { scriptId: string; live: LiveGeneration; version: number }) {
  const { t } = useTranslation('scripts')
  const stopped = live.status === 'stopped'
  return (
    <section
      aria-labelledby="live-version-title"
      className="overflow-hidden rounded-xl border bg-card shadow-xs"
      aria-busy={!stopped}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b bg-muted/30 px-4 py-3">
        <div className="flex items-center gap-2">
          <h2 id="live-version-title" className="text-sm font-semibold">
            {t('versions.version', { number: version })}
          </h2>
          {stopped ? (
            <Badge variant="outline" className="border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300">
              {t('status.incomplete')}
            </Badge>
          ) : (
            <span role="status" className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <LoaderCircleIcon aria-hidden className="size-3.5 animate-spin text-primary" />
              {t(LIVE_STATUS_KEYS[live.status])}
            </span>
          )}
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
      <div className="p-4 sm:p-5" data-testid="live-stream">
        {stopped && <p className="mb-3 text-sm text-amber-700 dark:text-amber-300">{t('live.stopped')}</p>}
        {live.text ? (
          <ScriptMarkdown markdown={live.text} streaming={!stopped} />
        ) : (
          <div className="grid gap-2" aria-hidden>
            {[80, 65, 90, 50].map((width) => (
              <div key={width} className="h-3 animate-pulse rounded bg-muted" style={{ width: `${width}%` }} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
