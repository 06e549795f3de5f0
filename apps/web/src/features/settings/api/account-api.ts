import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  creditLedgerPageSchema,
  creditSummarySchema,
  resolvedNotificationSettingsSchema,
  sessionInfoSchema,
  type NotificationSettings,
} from '@hookline/contract'
import { z } from 'zod'
import { api } from '@/lib/api-client'

/** The settings pages' data: credits and their history, sessions, mail settings. */
export const accountKeys = {
  credits: ['account', 'credits'] as const,
  ledger: (page: number, pageSize: number) => ['account', 'credits', 'ledger', page, pageSize] as const,
  sessions: ['account', 'sessions'] as const,
  notifications: ['account', 'notifications'] as const,
}

export const useCreditSummary = () =>
  useQuery({
    queryKey: accountKeys.credits,
    queryFn: async () => creditSummarySchema.parse(await api.get('/credits')),
  })

export const ledgerQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: accountKeys.ledger(page, pageSize),
    queryFn: async ({ signal }) =>
      creditLedgerPageSchema.parse(await api.get('/credits/ledger', { params: { query: { page, pageSize } }, signal })),
    placeholderData: keepPreviousData,
  })
export const useCreditLedger = (page: number, pageSize: number) => useQuery(ledgerQueryOptions(page, pageSize))

export const useSessions = () =>
  useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async () => z.array(sessionInfoSchema).parse(await api.get('/users/me/sessions')),
  })

export function useRevokeSession() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete('/users/me/sessions/{id}', { params: { path: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  })
}

export function useRevokeOtherSessions() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => z.object({ revoked: z.number() }).parse(await api.post('/users/me/sessions/revoke-others')),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  })
}

export const useNotificationSettings = () =>
  useQuery({
    queryKey: accountKeys.notifications,
    queryFn: async () => resolvedNotificationSettingsSchema.parse(await api.get('/users/me/notifications')),
  })

export function useUpdateNotificationSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (changes: NotificationSettings) =>
      resolvedNotificationSettingsSchema.parse(await api.patch('/users/me/notifications', { body: changes })),
    onSuccess: (settings) => client.setQueryData(accountKeys.notifications, settings),
  })
}
