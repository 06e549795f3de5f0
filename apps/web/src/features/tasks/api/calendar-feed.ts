import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { calendarFeedSchema, type CalendarFeed } from '@hookline/contract'
import { api } from '@/lib/api-client'

const feedQueryKey = ['tasks-calendar-feed'] as const
const FEED_PATH = '/tasks/calendar-feed'

/** GET /api/tasks/calendar-feed — whether a private calendar link exists (its address is shown only when made). */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: feedQueryKey,
    queryFn: async ({ signal }) => calendarFeedSchema.parse(await api.get(FEED_PATH, { signal })),
    enabled,
  })

/** POST — a new link (the old one stops working); DELETE — revoke it. */
export function useCalendarFeedActions(options: { onCreated: (feed: CalendarFeed) => void; onRevoked: () => void }) {
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: async () => calendarFeedSchema.parse(await api.post(FEED_PATH)),
    onSuccess: (feed) => {
      queryClient.setQueryData(feedQueryKey, { ...feed, url: null })
      options.onCreated(feed)
    },
  })
  const revoke = useMutation({
    mutationFn: async () => {
      await api.delete(FEED_PATH)
    },
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeed>(feedQueryKey, { active: false, created_at: null, url: null })
      options.onRevoked()
    },
  })
  return { create, revoke }
}
