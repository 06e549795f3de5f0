import { CircleCheckIcon, CircleXIcon, ClockIcon, LoaderCircleIcon, BanIcon } from 'lucide-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { DraftJobStatus } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useCancelDrafts, useDraftJobs } from '../api/draft-jobs'

const ICON: Record<DraftJobStatus, typeof ClockIcon> = {
  queued: ClockIcon,
  writing: LoaderCircleIcon,
  done: CircleCheckIcon,
  failed: CircleXIcon,
  cancelled: BanIcon,
}
const TONE: Record<DraftJobStatus, string> = {
  queued: 'text-muted-foreground',
  writing: 'text-primary',
  done: 'text-emerald-700 dark:text-emerald-300',
  failed: 'text-destructive',
  cancelled: 'text-muted-foreground',
}

/** Live progress of today's batch drafts: each topic queued, writing, done (its script) or failed (why); unfinished ones can be cancelled. */
export function DraftJobsPanel() {
  const { t } = useTranslation('tasks')
  const jobs = useDraftJobs()
  const cancel = useCancelDrafts()
  const items = jobs.data?.items ?? []
  if (items.length === 0) return null
  const unfinished = items.filter((job) => job.status === 'queued' || job.status === 'writing')
  const reasonText = (reason: string) =>
    t(`batch.reasons.${reason}`, { defaultValue: t('batch.reasons.other', { reason }) })

  return (
    <section aria-labelledby="draft-jobs-heading" className="grid gap-2 rounded-xl border p-3" data-testid="draft-jobs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="draft-jobs-heading" className="text-sm font-semibold">
          {t('batch.progress', {
            done: items.filter((job) => job.status === 'done').length,
            count: items.length,
          })}
        </h2>
        {unfinished.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ id: unfinished[0].id, batch: true })}
          >
            {t('batch.cancelAll')}
          </Button>
        )}
      </div>
      <ul className="grid gap-1" aria-live="polite">
        {items.map((job) => {
          const Icon = ICON[job.status]
          return (
            <li
              key={job.id}
              data-testid="draft-job"
              data-status={job.status}
              className="flex flex-wrap items-center gap-2 rounded-md px-1 py-1 text-sm"
            >
              <Icon
                aria-hidden
                className={cn('size-4 shrink-0', TONE[job.status], job.status === 'writing' && 'animate-spin')}
              />
              <span className="min-w-0 flex-1 break-words">{job.topic}</span>
              <span className={cn('text-xs', TONE[job.status])}>
                {t(`batch.status.${job.status}`)}
                {job.status === 'failed' && job.reason ? ` · ${reasonText(job.reason)}` : ''}
              </span>
              {job.status === 'done' && job.script_id && (
                <Link
                  to="/script-engine/$id"
                  params={{ id: job.script_id }}
                  className="text-xs font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('batch.openScript')}
                </Link>
              )}
              {(job.status === 'queued' || job.status === 'writing') && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-7 px-2 text-xs"
                  aria-label={t('batch.cancelOne', { topic: job.topic })}
                  onClick={() => cancel.mutate({ id: job.id, batch: false })}
                >
                  {t('batch.cancel')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
