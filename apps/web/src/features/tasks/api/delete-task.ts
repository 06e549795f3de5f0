import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { tasksQueryKey } from './tasks-query'

/** DELETE /api/tasks/:id — the video leaves the plan; its script stays in History. */
export async function deleteTask(id: string): Promise<void> {
  await api.delete('/tasks/{id}', { params: { path: { id } } })
}

export function useDeleteTask(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey })
      options.onSuccess?.()
    },
  })
}
