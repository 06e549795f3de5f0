import { z } from 'zod'
import { trendPlatformSchema } from './trending'
import { watchTriggerSchema } from './watches'

/**
 * In-app notifications: the bell in the app's header. Each one is the creator's own; the web
 * renders its text from the structured fields, in the creator's language.
 */

export const NOTIFICATION_KINDS = ['watch_hit'] as const
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS)
export type NotificationKind = z.infer<typeof notificationKindSchema>

/** Kept per user; the oldest go first past this (a bound on a table that only grows). */
export const MAX_NOTIFICATIONS_PER_USER = 500
export const NOTIFICATIONS_PAGE_MAX = 50

/** 'watch_hit': an item matched one of the creator's watches. */
export const watchHitSchema = z.object({
  /** Null once the watch is deleted (the notification stays). */
  watch_id: z.string().nullable(),
  watch_name: z.string(),
  trigger: watchTriggerSchema,
  top_n: z.number().int().nullable(),
  /** The keyword of the watch the title matched. */
  keyword: z.string(),
  platform: trendPlatformSchema,
  /** The item's stable key on its platform (trend history). */
  key: z.string(),
  title: z.string(),
  url: z.string(),
  rank: z.number().int().min(1),
})
export type WatchHit = z.infer<typeof watchHitSchema>

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  hit: watchHitSchema,
  read: z.boolean(),
  created_at: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

/** `GET /api/notifications`: newest first; `cursor` is the previous page's `next_cursor`. */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(NOTIFICATIONS_PAGE_MAX, `Limit must be at most ${NOTIFICATIONS_PAGE_MAX}`)
    .default(20),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'Invalid cursor')
    .optional(),
  unread: z.enum(['true', 'false']).optional(),
})
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Null on the last page. */
  next_cursor: z.string().nullable(),
  unread: z.number().int().min(0),
})
export type NotificationList = z.infer<typeof notificationListSchema>

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) })
export type UnreadCount = z.infer<typeof unreadCountSchema>
