import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import {
  MAX_NOTIFICATIONS_PER_USER,
  notificationListQuerySchema,
  type Notification,
  type NotificationList,
  type NotificationListQuery,
  type WatchHit,
} from '@hookline/contract'
import type { Db, Tx } from '../../db/client'
import { notifications, type NotificationRow, type UserRow } from '../../db/schema'
import { notFound } from '../../lib/errors'

export function toNotificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    hit: { ...row.hit, watch_id: row.watchId },
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  }
}

/** Adds a watch hit to its creator's bell, dropping what falls past MAX_NOTIFICATIONS_PER_USER. */
export async function addWatchHitNotification(writer: Db | Tx, userId: string, hit: WatchHit) {
  const { watch_id: watchId, ...rest } = hit
  await writer.insert(notifications).values({ userId, kind: 'watch_hit', watchId, hit: rest })
  await writer.execute(sql`
    DELETE FROM notifications WHERE user_id = ${userId} AND seq <= (
      SELECT seq FROM notifications WHERE user_id = ${userId}
      ORDER BY seq DESC OFFSET ${MAX_NOTIFICATIONS_PER_USER} LIMIT 1
    )`)
}

/** The bell's API: every query is the signed-in creator's own. */
export function createNotificationsService(db: Db) {
  async function unreadCount(user: UserRow): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
    return row?.count ?? 0
  }

  async function list(user: UserRow, raw: NotificationListQuery): Promise<NotificationList> {
    const query = notificationListQuerySchema.parse(raw)
    const conditions = [eq(notifications.userId, user.id)]
    if (query.cursor) conditions.push(lt(notifications.seq, Number(query.cursor)))
    if (query.unread === 'true') conditions.push(isNull(notifications.readAt))
    const rows = await db
      .select()
      .from(notifications)
      .where(and(...conditions))
      .orderBy(desc(notifications.seq))
      .limit(query.limit + 1)
    const page = rows.slice(0, query.limit)
    return {
      items: page.map(toNotificationView),
      next_cursor: rows.length > query.limit ? String(page.at(-1)!.seq) : null,
      unread: await unreadCount(user),
    }
  }

  async function markRead(user: UserRow, id: string): Promise<Notification> {
    // COALESCE: marking again keeps the first time it was read.
    const [row] = await db
      .update(notifications)
      .set({ readAt: sql`COALESCE(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
      .returning()
    if (!row) throw notFound('Notification')
    return toNotificationView(row)
  }

  async function markAllRead(user: UserRow): Promise<{ updated: number }> {
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id })
    return { updated: rows.length }
  }

  async function remove(user: UserRow, id: string) {
    const rows = await db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)))
      .returning({ id: notifications.id })
    if (rows.length === 0) throw notFound('Notification')
  }

  return { list, unreadCount, markRead, markAllRead, remove }
}
