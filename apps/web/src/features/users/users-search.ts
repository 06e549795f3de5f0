import * as z from 'zod/mini'
import type { AdminUserStatus } from '@hookline/contract'
import { lenient, searchNumberChoice, searchPage, searchText, withoutDefault } from '@/lib/search-params'
import type { AdminUsersQuery } from './api/admin-users'

/*
 * Search params of /users: search, status, sort, order and page live in the URL, so back, forward
 * and reload keep the table as it was. Types only from the contract: route files stay light.
 */
export const USERS_PAGE_SIZES = [10, 20, 50, 100] as const satisfies readonly AdminUsersQuery['pageSize'][]
export const USERS_SORTS = [
  'created_at',
  'last_active_at',
  'email',
  'credits',
  'scripts',
] as const satisfies readonly AdminUsersQuery['sort'][]
export const USERS_STATUSES = ['active', 'unverified', 'disabled'] as const satisfies readonly AdminUserStatus[]

/** Defaults are left out of the URL: newest accounts first, 20 a page. An email is at most 254 characters. */
export const usersSearchSchema = z.object({
  q: searchText(254),
  status: lenient(z.enum(USERS_STATUSES)),
  sort: lenient(z.pipe(z.enum(USERS_SORTS), withoutDefault<AdminUsersQuery['sort']>('created_at'))),
  order: lenient(z.pipe(z.enum(['asc', 'desc']), withoutDefault<'asc' | 'desc'>('desc'))),
  page: searchPage(10_000),
  pageSize: searchNumberChoice(USERS_PAGE_SIZES, 20),
})
export type UsersSearch = z.output<typeof usersSearchSchema>

export const usersQuery = (search: UsersSearch): AdminUsersQuery => ({
  q: search.q,
  status: search.status,
  sort: search.sort ?? 'created_at',
  order: search.order ?? 'desc',
  page: search.page ?? 1,
  pageSize: search.pageSize ?? 20,
})
