import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import type { ScriptDetail } from '@hookline/contract'
import type { ApiError } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { scriptQueryKeys } from '@/lib/scripts-resource'

export type ScriptDetailMutationOptions<TInput> = Omit<UseMutationOptions<ScriptDetail, ApiError, TInput>, 'mutationFn'>

/**
 * A call that answers with the whole conversation (create, rename, restore): the answer becomes
 * the cached detail at once, and lists (recent scripts, History) are refreshed.
 */
export function useScriptDetailMutation<TInput>(
  mutationFn: (input: TInput) => Promise<ScriptDetail>,
  options: ScriptDetailMutationOptions<TInput>,
) {
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: (detail, ...rest) => {
      queryClient.setQueryData(scriptQueryKeys.detail(detail.id), detail)
      void queryClient.invalidateQueries({ queryKey: scriptQueryKeys.lists() })
      return options.onSuccess?.(detail, ...rest)
    },
  })
}
