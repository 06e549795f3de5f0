import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
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

/**
 * Append-only rank history: every successful refresh adds one row per item the list showed,
 * stamped with that snapshot's `fetched_at` (so one refresh is the set of rows sharing a time).
 * `item_key` is the item's identity across refreshes on its platform (see trending/item-key.ts).
 * Rows older than TRENDING_HISTORY_DAYS are purged by a scheduled job.
 */
export const trendHistory = pgTable(
  'trend_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platform: text('platform').notNull(),
    itemKey: text('item_key').notNull(),
    title: text('title').notNull(),
    rank: integer('rank').notNull(),
    hotValue: bigint('hot_value', { mode: 'number' }).notNull(),
    url: text('url').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The latest refresh of a platform, and every row of a platform inside a time window.
    index('trend_history_platform_time_idx').on(table.platform, table.fetchedAt),
    // One item's life on its platform, in time order; rank rides along so sparklines, first seen
    // and peak of a list's items are read from the index alone (no heap visits).
    index('trend_history_item_rank_idx').on(table.platform, table.itemKey, table.fetchedAt, table.rank),
    // Retention deletes by age: rows arrive in time order, so a BRIN range index stays tiny.
    index('trend_history_time_brin_idx').using('brin', table.fetchedAt),
  ],
)

export type TrendHistoryRow = typeof trendHistory.$inferSelect
