import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { jobQueueListSchema, type JobQueueList } from '@hookline/contract'
import { api } from '@/lib/api-client'

const adminJobsKey = ['admin', 'jobs'] as const

/** Often enough that a run that just ended shows up while the page is open; one cheap read. */
const REFRESH_MS = 10_000

export async function listAdminJobs(signal?: AbortSignal): Promise<JobQueueList> {
  return jobQueueListSchema.parse(await api.get('/admin/jobs', { signal }))
}

/** Every background queue (GET /api/admin/jobs), read again every few seconds while shown. */
export const useAdminJobs = () =>
  useQuery(
    queryOptions({
      queryKey: adminJobsKey,
      queryFn: ({ signal }) => listAdminJobs(signal),
      refetchInterval: REFRESH_MS,
    }),
  )

/** Queues a failed job again; the list is read again at once. */
export function useRetryJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ queue, id }: { queue: string; id: string }) =>
      api.post('/admin/jobs/{queue}/{id}/retry', { params: { path: { queue, id } } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminJobsKey }),
  })
}

/** Queues a scheduled job now, outside its schedule. */
export function useRunJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (queue: string) => api.post('/admin/jobs/{queue}/run', { params: { path: { queue } } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminJobsKey }),
  })
}
