import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminAuditPageSchema, type AdminAuditPage } from '@hookline/contract'
import { api } from '@/lib/api-client'

export const AUDIT_PAGE_SIZE = 10

export async function listAdminAudit(page: number, signal?: AbortSignal): Promise<AdminAuditPage> {
  return adminAuditPageSchema.parse(
    await api.get('/admin/audit', { params: { query: { page, pageSize: AUDIT_PAGE_SIZE } }, signal }),
  )
}

/** What administrators did, newest first (GET /api/admin/audit). */
export const adminAuditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', page] as const,
    queryFn: ({ signal }) => listAdminAudit(page, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminAudit = (page: number) => useQuery(adminAuditQueryOptions(page))
