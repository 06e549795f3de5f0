import { AlertTriangleIcon, LoaderCircleIcon, PlayIcon, RotateCcwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { JobFailure, JobQueueSummary, JobState } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { exactTime } from '@/lib/relative-time'
import { cn } from '@/lib/utils'
import { periodOf, relativeTo } from '../relative-time'

const STATE_TONE: Record<JobState, string> = {
  completed: 'border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  failed: 'border-red-600/30 bg-red-500/10 text-red-700 dark:text-red-300',
  active: 'border-sky-600/30 bg-sky-500/10 text-sky-700 dark:text-sky-300',
  retry: 'border-amber-600/30 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  created: '',
  cancelled: '',
}

/** A time as "5 minutes ago" with the exact time on hover and for screen readers' <time>. */
function When({ iso, now }: { iso: string; now: string }) {
  const { i18n } = useTranslation('jobs')
  return (
    <time dateTime={iso} title={exactTime(iso, i18n.language)}>
      {relativeTo(iso, now, i18n.language)}
    </time>
  )
}

/** One queue: what it is, its schedule, last and next run, counts, and its newest failures with "retry". */
export function JobQueueCard({
  queue,
  now,
  retrying,
  onRetry,
  running,
  onRunNow,
}: {
  queue: JobQueueSummary
  now: string
  /** The failure whose retry is being sent. */
  retrying: string | null
  onRetry: (failure: JobFailure) => void
  /** This queue's "run now" is being sent. */
  running: boolean
  onRunNow: () => void
}) {
  const { t, i18n } = useTranslation('jobs')
  const titleId = `job-queue-${queue.name}`
  const period = queue.every_seconds ? periodOf(queue.every_seconds) : null
  return (
    <section
      aria-labelledby={titleId}
      data-queue={queue.name}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {t(`queues.${queue.name}`, { defaultValue: queue.name })}
          </h2>
          <p className="font-mono text-xs break-all text-muted-foreground">{queue.name}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{period ? t(`every.${period.unit}`, { count: period.count }) : t('onDemand')}</Badge>
          {period && (
            <Button
              variant="outline"
              size="sm"
              disabled={running}
              onClick={onRunNow}
              aria-label={t('runNowLabel', { queue: t(`queues.${queue.name}`, { defaultValue: queue.name }) })}
            >
              {running ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <PlayIcon aria-hidden />}
              {t('runNow')}
            </Button>
          )}
        </div>
      </header>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex flex-wrap items-center gap-2">
          <dt className="text-muted-foreground">{t('lastRun')}</dt>
          <dd className="flex flex-wrap items-center gap-2" data-testid="last-run">
            {queue.last_run_at ? <When iso={queue.last_run_at} now={now} /> : t('never')}
            {queue.last_state && (
              <Badge variant="outline" className={cn(STATE_TONE[queue.last_state])}>
                {t(`state.${queue.last_state}`)}
              </Badge>
            )}
          </dd>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <dt className="text-muted-foreground">{t('nextRun')}</dt>
          <dd data-testid="next-run">
            {queue.next_run_at ? (
              new Date(queue.next_run_at) <= new Date(now) ? (
                t('due')
              ) : (
                <When iso={queue.next_run_at} now={now} />
              )
            ) : (
              t('nothingQueued')
            )}
          </dd>
        </div>
      </dl>

      <ul className="flex flex-wrap gap-2 text-xs" aria-label={t('counts.label')}>
        {(['queued', 'active', 'retrying', 'completed', 'failed'] as const).map((kind) => (
          <li
            key={kind}
            className={cn(
              'rounded-md border px-2 py-1 tabular-nums',
              kind === 'failed' && queue.counts.failed > 0 && STATE_TONE.failed,
            )}
          >
            {t(`counts.${kind}`, { count: queue.counts[kind] })}
          </li>
        ))}
      </ul>

      {queue.recent_failures.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('failures.title')}</h3>
          <ul className="grid gap-2">
            {queue.recent_failures.map((failure) => (
              <li
                key={failure.id}
                data-failure={failure.id}
                className="grid gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
              >
                <div className="flex items-start gap-2">
                  <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                  <p className="min-w-0 font-mono text-xs break-words whitespace-pre-wrap">{failure.error}</p>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs text-muted-foreground">
                    {failure.failed_at ? <When iso={failure.failed_at} now={now} /> : null}
                    {failure.failed_at ? ' · ' : null}
                    {t('failures.attempts', { count: failure.attempts })}
                  </p>
                  {failure.retryable ? (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={retrying !== null}
                      onClick={() => onRetry(failure)}
                      aria-label={t('failures.retryLabel', {
                        queue: t(`queues.${queue.name}`, { defaultValue: queue.name }),
                        time: failure.failed_at ? exactTime(failure.failed_at, i18n.language) : '',
                      })}
                    >
                      {retrying === failure.id ? (
                        <LoaderCircleIcon className="animate-spin" aria-hidden />
                      ) : (
                        <RotateCcwIcon aria-hidden />
                      )}
                      {t('failures.retry')}
                    </Button>
                  ) : (
                    <span className="text-xs text-muted-foreground">{t('failures.archived')}</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
