import { and, asc, eq, isNotNull } from 'drizzle-orm'
import ical from 'ical-generator'
import type { CalendarFeed } from '@hookline/contract'
import type { Db } from '../../db/client'
import { taskCalendarFeeds, tasks, type UserRow } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { hashToken, newToken } from '../auth/tokens'

/** A token as newToken() makes it (32 bytes, base64url), optionally with the `.ics` calendar apps like to see. */
const FEED_TOKEN = /^([A-Za-z0-9_-]{43})(?:\.ics)?$/

const noFeed = () => notFound('Calendar feed')

/**
 * The private calendar feed of a creator's planned dates. The link carries a random token; only its
 * SHA-256 is stored (as for sessions), so the link is shown once, a new link replaces the old one,
 * and revoking deletes the row: every old link is then a 404, like a token that never existed.
 */
export function createCalendarFeedService(db: Db) {
  return {
    async status(user: UserRow): Promise<CalendarFeed> {
      const [row] = await db.select().from(taskCalendarFeeds).where(eq(taskCalendarFeeds.userId, user.id))
      return { active: Boolean(row), created_at: row?.createdAt.toISOString() ?? null, url: null }
    },

    /** A new link, replacing the creator's old one; `origin` is where the app is reached. */
    async create(user: UserRow, origin: string): Promise<CalendarFeed> {
      const token = newToken()
      const createdAt = new Date()
      await db
        .insert(taskCalendarFeeds)
        .values({ userId: user.id, tokenHash: hashToken(token), createdAt })
        .onConflictDoUpdate({ target: taskCalendarFeeds.userId, set: { tokenHash: hashToken(token), createdAt } })
      return {
        active: true,
        created_at: createdAt.toISOString(),
        url: `${origin.replace(/\/$/, '')}/api/tasks/calendar/${token}.ics`,
      }
    },

    async revoke(user: UserRow): Promise<void> {
      const deleted = await db
        .delete(taskCalendarFeeds)
        .where(eq(taskCalendarFeeds.userId, user.id))
        .returning({ userId: taskCalendarFeeds.userId })
      if (deleted.length === 0) throw noFeed()
    },

    /** The .ics text for a token: one all-day event per planned video. Anything unknown is a 404. */
    async render(token: string, appUrl: string): Promise<string> {
      const match = FEED_TOKEN.exec(token)
      if (!match) throw noFeed()
      const [feed] = await db
        .select({ userId: taskCalendarFeeds.userId })
        .from(taskCalendarFeeds)
        .where(eq(taskCalendarFeeds.tokenHash, hashToken(match[1])))
      if (!feed) throw noFeed()
      const rows = await db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, feed.userId), isNotNull(tasks.plannedDate)))
        .orderBy(asc(tasks.plannedDate), asc(tasks.createdAt))
      const calendar = ical({
        name: 'Hookline',
        prodId: { company: 'Hookline', product: 'content-plan' },
      })
      const planUrl = `${appUrl.replace(/\/$/, '')}/tasks`
      for (const row of rows) {
        calendar.createEvent({
          id: `${row.id}@hookline`,
          // A planned date is a calendar day with no zone; the library writes a UTC date as DATE.
          start: new Date(`${row.plannedDate}T00:00:00Z`),
          allDay: true,
          stamp: row.updatedAt,
          summary: row.title,
          // The feed has no language of its own: the status as the API names it, for a calendar's filters.
          categories: [{ name: row.status }, { name: row.platform }],
          description: [row.topic, row.notes].filter(Boolean).join('\n\n') || undefined,
          url: row.publishedUrl ?? planUrl,
        })
      }
      return calendar.toString()
    },
  }
}
