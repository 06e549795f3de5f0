import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { WatchHit } from '@hookline/contract'
import { users } from './users'
import { watches } from './watches'

/** In-app notifications (modules/notifications): the bell's list, newest first by `seq`. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the list's order and its paging cursor (times can tie within a refresh). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'watch_hit'>().notNull(),
    watchId: uuid('watch_id').references(() => watches.id, { onDelete: 'set null' }),
    hit: jsonb('hit').$type<Omit<WatchHit, 'watch_id'>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_user_seq_idx').on(table.userId, table.seq),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
  ],
)

export type NotificationRow = typeof notifications.$inferSelect
