import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { TrendFailure, TrendItem } from '@hookline/contract'

/**
 * The last good ranking of each platform plus the outcome of the latest attempt:
 * a failed refresh sets `last_error` and leaves `items`/`fetched_at` alone, so the list is never
 * emptied. One row per platform, shared by every app node.
 */
export const trendingSnapshots = pgTable('trending_snapshots', {
  /** 'bilibili' | 'weibo' | 'douyin' (TREND_PLATFORMS). */
  platform: text('platform').primaryKey(),
  /** Validated against the contract before they are written; rank ascending. */
  items: jsonb('items').$type<TrendItem[]>().notNull().default([]),
  /** When `items` were fetched; null until the first success. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  /** `items` came from TRENDING_FIXTURES_DIR, not the live upstream. */
  sample: boolean('sample').notNull().default(false),
  /** Latest attempt, good or bad: lets every node skip a platform refreshed a moment ago. */
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  /** Why the latest attempt failed; null when it succeeded. */
  lastError: jsonb('last_error').$type<TrendFailure>(),
})

export type TrendingSnapshotRow = typeof trendingSnapshots.$inferSelect
