import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon, ListChecksIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { JobFailure } from '@hookline/contract'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/hooks/use-toast'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { useAdminJobs, useRetryJob, useRunJob } from './api/admin-jobs'
import { JobQueueCard } from './components/job-queue-card'

/** /users/jobs: the server's background jobs for its administrators (the route shows anyone else why not). */
export function JobsPage() {
  const { t } = useTranslation('jobs')
  const jobs = useAdminJobs()
  const retry = useRetryJob()
  const [retrying, setRetrying] = useState<string | null>(null)
  const run = useRunJob()
  const [running, setRunning] = useState<string | null>(null)

  const onRunNow = (queue: string) => () => {
    setRunning(queue)
    run.mutate(queue, {
      onSuccess: () => toast({ variant: 'success', title: t('runQueued') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('runFailed'),
          description: isApiError(error) ? apiErrorMessage(error) : undefined,
        }),
      onSettled: () => setRunning(null),
    })
  }

  const onRetry = (queue: string) => (failure: JobFailure) => {
    setRetrying(failure.id)
    retry.mutate(
      { queue, id: failure.id },
      {
        onSuccess: () => toast({ variant: 'success', title: t('failures.retried') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('failures.retryFailed'),
            description: isApiError(error) ? apiErrorMessage(error) : undefined,
          }),
        onSettled: () => setRetrying(null),
      },
    )
  }

  return (
    <PageContainer
      title={t('title')}
      description={t('subtitle')}
      actions={
        <Button variant="outline" asChild>
          <Link to="/users">
            <ArrowLeftIcon aria-hidden />
            {t('backToUsers')}
          </Link>
        </Button>
      }
    >
      {jobs.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-36 w-full" />
          ))}
        </div>
      ) : jobs.isError ? (
        <EmptyState icon={ListChecksIcon} title={t('loadFailed')} description={t('loadFailedDescription')}>
          <Button variant="outline" onClick={() => void jobs.refetch()}>
            {t('reload')}
          </Button>
        </EmptyState>
      ) : jobs.data.queues.length === 0 ? (
        <EmptyState icon={ListChecksIcon} title={t('empty')} description={t('emptyDescription')} />
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {jobs.data.queues.map((queue) => (
            <JobQueueCard
              key={queue.name}
              queue={queue}
              now={jobs.data.now}
              retrying={retrying}
              onRetry={onRetry(queue.name)}
              running={running === queue.name}
              onRunNow={onRunNow(queue.name)}
            />
          ))}
        </div>
      )}
    </PageContainer>
  )
}
