import { useMutation, useQueryClient } from '@tanstack/react-query'
import { taskSchema, type Task, type TaskList, type TaskUpdate } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { tasksQueryKey } from './tasks-query'

export interface UpdateTaskInput {
  id: string
  changes: TaskUpdate
}

/** PATCH /api/tasks/:id — an edit, or a drop on the board (status) or the calendar (planned date). */
export async function updateTask({ id, changes }: UpdateTaskInput): Promise<Task> {
  return taskSchema.parse(await api.patch('/tasks/{id}', { params: { path: { id } }, body: changes }))
}

/**
 * A drop moves the card at once (optimistic), and back if the server refuses: a card that waits
 * for the round trip jumps back to its column first.
 */
export function useUpdateTask(options: { onSuccess?: (task: Task) => void; onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateTask,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: tasksQueryKey })
      const before = queryClient.getQueriesData<TaskList>({ queryKey: tasksQueryKey })
      const { script_id: _script, ...shown } = changes
      queryClient.setQueriesData<TaskList>({ queryKey: tasksQueryKey }, (list) =>
        list ? { items: list.items.map((task) => (task.id === id ? { ...task, ...shown } : task)) } : list,
      )
      return { before }
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data)
      options.onError?.(error)
    },
    onSuccess: options.onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  })
}
