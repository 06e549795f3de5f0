import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  hookLibrarySchema,
  starredHookSchema,
  type HookLibrary,
  type StarHookInput,
  type StarredHook,
} from '@hookline/contract'
import { api } from '@/lib/api-client'

/** GET /api/hook-library — the creator's starred hooks, newest first. */
export const hookLibraryQueryOptions = () =>
  queryOptions({
    queryKey: ['hook-library'],
    queryFn: async (): Promise<HookLibrary> => hookLibrarySchema.parse(await api.get('/hook-library')),
  })

/** Star (POST /api/hook-library) or unstar (DELETE /api/hook-library/:id) a hook; the library is read again after. */
export function useStarHook() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['hook-library'] })
  const star = useMutation({
    mutationFn: async (hook: StarHookInput): Promise<StarredHook> =>
      starredHookSchema.parse(await api.post('/hook-library', { body: hook })),
    onSettled: refresh,
  })
  const unstar = useMutation({
    mutationFn: (id: string) => api.delete('/hook-library/{id}', { params: { path: { id } } }),
    onSettled: refresh,
  })
  return { star, unstar }
}
