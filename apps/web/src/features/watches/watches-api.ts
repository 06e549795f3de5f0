import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  watchListSchema,
  watchSchema,
  webhookTestResultSchema,
  type Watch,
  type WatchInput,
  type WatchList,
  type WatchUpdate,
  type WebhookTestResult,
} from '@hookline/contract'
import { api } from '@/lib/api-client'

const watchesQueryKey = ['watches'] as const

export const useWatches = () =>
  useQuery({
    queryKey: watchesQueryKey,
    queryFn: async ({ signal }): Promise<WatchList> => watchListSchema.parse(await api.get('/watches', { signal })),
  })

function useWatchesChange<T, R>(change: (value: T) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: watchesQueryKey }),
  })
}

export const useCreateWatch = () =>
  useWatchesChange(async (input: WatchInput): Promise<Watch> =>
    watchSchema.parse(await api.post('/watches', { body: input })),
  )

export const useUpdateWatch = () =>
  useWatchesChange(async ({ id, update }: { id: string; update: WatchUpdate }): Promise<Watch> =>
    watchSchema.parse(await api.patch('/watches/{id}', { params: { path: { id } }, body: update })),
  )

export const useDeleteWatch = () =>
  useWatchesChange((id: string) => api.delete('/watches/{id}', { params: { path: { id } } }))

export const useTestWatch = () =>
  useWatchesChange(async (id: string): Promise<WebhookTestResult> =>
    webhookTestResultSchema.parse(await api.post('/watches/{id}/test', { params: { path: { id } } })),
  )
