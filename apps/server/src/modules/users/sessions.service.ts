import { and, desc, eq, gt, ne, sql } from 'drizzle-orm'
import {
  resolveNotificationSettings,
  type NotificationSettings,
  type ResolvedNotificationSettings,
  type SessionInfo,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { sessions, users, type UserRow } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { describeUserAgent } from '../../lib/user-agent'
import { announceAccountChange } from '../../db/account-changes'

/** The signed-in user's sessions and mail settings (/settings/account, /settings/notifications). */
export function createAccountSessionsService({ database }: Pick<AppDeps, 'database'>) {
  const { db } = database
  return {
    async list(userId: string, currentSessionId: string): Promise<SessionInfo[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
      return rows.map((row) => {
        const device = describeUserAgent(row.userAgent)
        return {
          id: row.id,
          browser: device.browser,
          os: device.os,
          device_type: device.deviceType,
          ip_address: row.ipAddress,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
          current: row.id === currentSessionId,
        }
      })
    },

    /** Only the user's own: another account's session id is as unknown as a made-up one. */
    async revoke(userId: string, sessionId: string) {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id })
      if (deleted.length === 0) throw notFound('Session')
      await announceAccountChange(db, [userId])
    },

    async revokeOthers(userId: string, currentSessionId: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
        .returning({ id: sessions.id })
      await announceAccountChange(db, [userId])
      return deleted.length
    },

    notifications: (user: UserRow): ResolvedNotificationSettings =>
      resolveNotificationSettings(user.notificationSettings),

    async updateNotifications(user: UserRow, changes: NotificationSettings): Promise<ResolvedNotificationSettings> {
      // Merged in SQL, so two tabs changing different settings at once both keep their change.
      const [row] = await db
        .update(users)
        .set({
          notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(changes)}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, user.id))
        .returning({ notificationSettings: users.notificationSettings })
      await announceAccountChange(db, [user.id])
      return resolveNotificationSettings(row.notificationSettings)
    },
  }
}
