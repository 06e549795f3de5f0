import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { draftJobListSchema, type BatchDraftsRequest, type DraftJobList } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { tasksQueryKey } from './tasks-query'

const draftsQueryKey = ['draft-jobs'] as const
/** While a draft is queued or being written, its row is read again this often. */
const LIVE_POLL_MS = 1000

const isLive = (list: DraftJobList | undefined) =>
  list?.items.some((item) => item.status === 'queued' || item.status === 'writing') ?? false

/** GET /api/tasks/drafts — today's batch drafts and every unfinished one; polled while any runs. */
export function useDraftJobs() {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: draftsQueryKey,
    queryFn: async ({ signal }) => {
      const list = draftJobListSchema.parse(await api.get('/tasks/drafts', { signal }))
      // A draft that finished planned a task: the board shows it without a reload.
      const before = queryClient.getQueryData<DraftJobList>(draftsQueryKey)
      const doneBefore = before?.items.filter((item) => item.status === 'done').length ?? 0
      if (list.items.filter((item) => item.status === 'done').length !== doneBefore)
        void queryClient.invalidateQueries({ queryKey: tasksQueryKey })
      return list
    },
    refetchInterval: (query) => (isLive(query.state.data) ? LIVE_POLL_MS : false),
  })
}

/** POST /api/tasks/drafts — a draft per topic on the job queue. */
export function useQueueDrafts(options: { onSuccess?: (list: DraftJobList) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: BatchDraftsRequest) =>
      draftJobListSchema.parse(await api.post('/tasks/drafts', { body: request })),
    onSuccess: (list) => {
      void queryClient.invalidateQueries({ queryKey: draftsQueryKey })
      options.onSuccess?.(list)
    },
  })
}

/** POST /api/tasks/drafts/:id/cancel — one draft, or with `batch` the rest of its batch. */
export function useCancelDrafts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, batch }: { id: string; batch: boolean }) =>
      draftJobListSchema.parse(
        await api.post('/tasks/drafts/{id}/cancel', { params: { path: { id } }, body: { batch } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftsQueryKey }),
  })
}
