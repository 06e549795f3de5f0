import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { BriefTrend, ChatMessageStatus } from '@hookline/contract'
import { users } from './users'

/** A /chats brainstorm thread: its title, the platform its ideas are for, trending items attached as context. */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    platform: text('platform').notNull(),
    trends: jsonb('trends').$type<BriefTrend[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_threads_user_idx').on(table.userId, table.updatedAt)],
)

/**
 * One message of a thread. An answer is saved `streaming` with its credit hold before the
 * provider is asked (the same rule as a script's version), then complete (charged), stopped or
 * failed (never charged).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull().default(''),
    status: text('status').$type<ChatMessageStatus>().notNull().default('complete'),
    model: text('model'),
    creditsHeld: integer('credits_held').notNull().default(0),
    creditsCharged: integer('credits_charged').notNull().default(0),
    /** Why an answer ended without being complete (the provider's error code or 'stopped'). */
    errorReason: text('error_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_thread_idx').on(table.threadId, table.createdAt),
    index('chat_messages_streaming_idx').on(table.userId, table.status),
  ],
)

export type ChatThreadRow = typeof chatThreads.$inferSelect
export type ChatMessageRow = typeof chatMessages.$inferSelect
