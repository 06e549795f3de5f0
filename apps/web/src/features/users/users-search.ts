import type { AdminUserStatus } from '@hookline/contract'
import type { AdminUsersQuery } from './api/admin-users'

/*
 * Search params of /users: search, status, sort, order and page live in the URL, so back, forward
 * and reload keep the table as it was. Types only from the contract: route files stay light.
 */
export const USERS_PAGE_SIZES = [10, 20, 50, 100] as const
export const USERS_SORTS = ['created_at', 'last_active_at', 'email', 'credits', 'scripts'] as const
export const USERS_STATUSES = ['active', 'unverified', 'disabled'] as const satisfies readonly AdminUserStatus[]

export interface UsersSearch {
  q?: string
  status?: AdminUserStatus
  sort?: AdminUsersQuery['sort']
  order?: 'asc' | 'desc'
  page?: number
  pageSize?: AdminUsersQuery['pageSize']
}

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => item === value || String(item) === value)

export function validateUsersSearch(search: Record<string, unknown>): UsersSearch {
  const result: UsersSearch = {}
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 254) : ''
  if (q) result.q = q
  const status = oneOf(USERS_STATUSES, search.status)
  if (status) result.status = status
  const sort = oneOf(USERS_SORTS, search.sort)
  if (sort && sort !== 'created_at') result.sort = sort
  if (search.order === 'asc') result.order = 'asc'
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) result.page = Math.min(page, 10_000)
  const pageSize = oneOf(USERS_PAGE_SIZES, search.pageSize)
  if (pageSize && pageSize !== 20) result.pageSize = pageSize
  return result
}

export const usersQuery = (search: UsersSearch): AdminUsersQuery => ({
  q: search.q,
  status: search.status,
  sort: search.sort ?? 'created_at',
  order: search.order ?? 'desc',
  page: search.page ?? 1,
  pageSize: search.pageSize ?? 20,
})
