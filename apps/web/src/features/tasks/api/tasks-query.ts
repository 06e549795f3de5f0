import { queryOptions, useQuery } from '@tanstack/react-query'
import { taskListSchema, type Platform, type TaskList } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** Every task query starts with this key; each mutation invalidates it. */
export const tasksQueryKey = ['tasks'] as const

/** GET /api/tasks — the plan, by planned date; one platform when filtered. */
export async function listTasks(platform: Platform | undefined, signal?: AbortSignal): Promise<TaskList> {
  return taskListSchema.parse(await api.get('/tasks', { params: { query: { platform } }, signal }))
}

export const tasksQueryOptions = (platform?: Platform) =>
  queryOptions({
    queryKey: [...tasksQueryKey, { platform: platform ?? 'all' }] as const,
    queryFn: ({ signal }) => listTasks(platform, signal),
  })

export const useTasks = (platform?: Platform) => useQuery(tasksQueryOptions(platform))
