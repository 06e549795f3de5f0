import { useMutation, useQueryClient } from '@tanstack/react-query'
import { taskSchema, type Task, type TaskResultsInput } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { scriptQueryKeys } from '@/lib/scripts-resource'
import { tasksQueryKey } from './tasks-query'

/** PUT /api/tasks/:id/results — a published video's link, day and figures; the answer carries its outlier score. */
export async function recordResults({ id, results }: { id: string; results: TaskResultsInput }): Promise<Task> {
  return taskSchema.parse(await api.put('/tasks/{id}/results', { params: { path: { id } }, body: results }))
}

export function useRecordResults(options: { onSuccess?: (task: Task) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordResults,
    onSuccess: (task) => {
      // One video's figures move the scores of later ones, and History shows them too.
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey })
      void queryClient.invalidateQueries({ queryKey: scriptQueryKeys.lists() })
      options.onSuccess?.(task)
    },
  })
}
