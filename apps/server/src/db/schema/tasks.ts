import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Brief, DraftJobStatus, Platform, TaskFigures, TaskStatus } from '@hookline/contract'
import { scriptConversations } from './scripts'
import { users } from './users'

/**
 * One video in a creator's content plan (/tasks). A deleted script leaves its task in
 * the plan, unlinked: the video may still be shot from what the creator has.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    topic: text('topic').notNull().default(''),
    platform: text('platform').$type<Platform>().notNull(),
    /** The day the creator means to post, without a time of day: a calendar day wherever they are. */
    plannedDate: date('planned_date', { mode: 'string' }),
    status: text('status').$type<TaskStatus>().notNull().default('idea'),
    notes: text('notes').notNull().default(''),
    scriptId: uuid('script_id').references(() => scriptConversations.id, { onDelete: 'set null' }),
    /** After publishing: the post's link, the day it went out and its figures at 24 h and 7 days. */
    publishedUrl: text('published_url'),
    publishedOn: date('published_on', { mode: 'string' }),
    figures24h: jsonb('figures_24h').$type<TaskFigures>(),
    figures7d: jsonb('figures_7d').$type<TaskFigures>(),
    /**
     * The outlier score and the median it was taken over, kept on the row so History can sort by
     * it; computed again for the creator's platform whenever figures, status or platform change.
     */
    outlierScore: doublePrecision('outlier_score'),
    outlierMedian: doublePrecision('outlier_median'),
    outlierEarlier: integer('outlier_earlier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tasks_user_idx').on(table.userId, table.createdAt),
    index('tasks_user_planned_idx').on(table.userId, table.plannedDate),
    // At most one task per script: "add to plan" twice finds the same task.
    uniqueIndex('tasks_script_idx').on(table.scriptId),
  ],
)

export type TaskRow = typeof tasks.$inferSelect

/**
 * One draft of a batch (/tasks): a topic queued on the job system (jobs/job-queue.ts),
 * written into its own script and planned as a task in "scripted". The row is what the page shows
 * and what makes a job idempotent: a job whose row is done, failed or cancelled does nothing.
 */
export const draftJobs = pgTable(
  'draft_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').notNull(),
    /** The brief the draft is written from, as the contract validated it. */
    brief: jsonb('brief').$type<Brief>().notNull(),
    status: text('status').$type<DraftJobStatus>().notNull().default('queued'),
    /** Why it failed (a connection failure reason, no_credits, interrupted…); null otherwise. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    scriptId: uuid('script_id').references(() => scriptConversations.id, { onDelete: 'set null' }),
    /** The node writing it (stream-recovery.ts's id): a restarted node queues again what it left writing. */
    nodeId: text('node_id'),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('draft_jobs_user_idx').on(table.userId, table.createdAt)],
)

export type DraftJobRow = typeof draftJobs.$inferSelect

/**
 * A creator's private calendar feed (.ics) of planned dates. Only the token's digest is stored
 * (auth/tokens.ts), as for sessions: the link is shown once; a new one replaces it, and without a
 * row every link is a 404.
 */
export const taskCalendarFeeds = pgTable('task_calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
