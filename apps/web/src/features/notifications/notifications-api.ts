import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notificationListSchema, unreadCountSchema, type NotificationList } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** Every notifications query starts with this key; each change invalidates it. */
const notificationsQueryKey = ['notifications'] as const
/** The bell asks for the count this often, and whenever the window gets focus again. */
const UNREAD_POLL_MS = 60_000
/** A page of the popover's list. */
const PAGE_SIZE = 20

export const useUnreadCount = () =>
  useQuery({
    queryKey: [...notificationsQueryKey, 'unread'],
    queryFn: async ({ signal }) =>
      unreadCountSchema.parse(await api.get('/notifications/unread-count', { signal })).unread,
    refetchInterval: UNREAD_POLL_MS,
    meta: { ownError: true },
  })

/** The newest first, a page at a time ("Show older" asks for the next). */
export const useNotifications = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...notificationsQueryKey, 'list'],
    queryFn: async ({ pageParam, signal }): Promise<NotificationList> =>
      notificationListSchema.parse(
        await api.get('/notifications', { params: { query: { limit: PAGE_SIZE, cursor: pageParam } }, signal }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
    meta: { ownError: true },
  })

function useNotificationsChange<T>(change: (value: T) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}

export const useMarkRead = () =>
  useNotificationsChange((id: string) => api.post('/notifications/{id}/read', { params: { path: { id } } }))
export const useMarkAllRead = () => useNotificationsChange(() => api.post('/notifications/read-all'))
export const useDeleteNotification = () =>
  useNotificationsChange((id: string) => api.delete('/notifications/{id}', { params: { path: { id } } }))
