import { useMutation, useQueryClient } from '@tanstack/react-query'
import { taskSchema, type Task, type TaskInput } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { tasksQueryKey } from './tasks-query'

/** POST /api/tasks — a video added to the plan (by hand, from a trend, a script or History). */
export async function createTask(input: TaskInput): Promise<Task> {
  return taskSchema.parse(await api.post('/tasks', { body: input }))
}

export function useCreateTask(options: { onSuccess?: (task: Task) => void; onError?: (error: unknown) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task) => {
      void queryClient.invalidateQueries({ queryKey: tasksQueryKey })
      options.onSuccess?.(task)
    },
    onError: options.onError,
  })
}
