import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { ApiError } from '@/lib/api-client'
import { modelConnectionsQueryKey } from '@/lib/model-connections'
import { queryClient } from '@/lib/query-client'

export type ConnectionMutationOptions<TData, TInput> = Omit<UseMutationOptions<TData, ApiError, TInput>, 'mutationFn'>

/** A call that changes the creator's connections: /apps and the brief form's "Written by" refresh after it. */
export function useConnectionMutation<TData, TInput>(
  mutationFn: (input: TInput) => Promise<TData>,
  options: ConnectionMutationOptions<TData, TInput>,
) {
  return useMutation({
    ...options,
    mutationFn,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: modelConnectionsQueryKey })
      return options.onSettled?.(...args)
    },
  })
}
