import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  adminUserListSchema,
  adminUserSchema,
  type AdminUser,
  type AdminUserList,
  type ADMIN_USER_SORTS,
  type AdminUserStatus,
} from '@hookline/contract'
import { api } from '@/lib/api-client'

export interface AdminUsersQuery {
  q?: string
  status?: AdminUserStatus
  sort: (typeof ADMIN_USER_SORTS)[number]
  order: 'asc' | 'desc'
  page: number
  pageSize: 10 | 20 | 50 | 100
}

export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUsersQuery) => ['admin', 'users', 'list', query] as const,
}

export async function listAdminUsers(query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUserList> {
  return adminUserListSchema.parse(await api.get('/admin/users', { params: { query }, signal }))
}

export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: adminUsersKeys.list(query),
    queryFn: ({ signal }) => listAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminUsers = (query: AdminUsersQuery) => useQuery(adminUsersQueryOptions(query))

/** Both actions answer with the changed account; every page of the list and the audit log are refetched after. */
function useAdminUserMutation<TInput>(call: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: TInput): Promise<AdminUser> => adminUserSchema.parse(await call(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  })
}

export const useAdjustCredits = () =>
  useAdminUserMutation(({ id, delta, reason }: { id: string; delta: number; reason: string }) =>
    api.post('/admin/users/{id}/credits', { params: { path: { id } }, body: { delta, reason } }),
  )

export const useSetUserDisabled = () =>
  useAdminUserMutation(({ id, disabled, reason }: { id: string; disabled: boolean; reason: string }) =>
    api.patch('/admin/users/{id}', { params: { path: { id } }, body: { disabled, reason } }),
  )
