import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { TrendPlatform, WatchDelivery, WatchTrigger, WebhookDelivery, WebhookKind } from '@hookline/contract'
import { users } from './users'

/**
 * A creator's watch: a keyword group on chosen trending lists (modules/watches). The webhook's
 * address and secret are stored only sealed (lib/secret-box.ts, like model connection keys), each
 * with its last four characters apart so the page can say which one it is.
 */
export const watches = pgTable(
  'watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    platforms: jsonb('platforms').$type<TrendPlatform[]>().notNull(),
    trigger: text('trigger').$type<WatchTrigger>().notNull(),
    topN: integer('top_n'),
    delivery: text('delivery').$type<WatchDelivery>().notNull().default('instant'),
    /** `HH:MM` in `timezone`: when the daily digest goes out. */
    digestTime: text('digest_time').notNull().default('09:00'),
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    timezone: text('timezone').notNull().default('Asia/Shanghai'),
    enabled: boolean('enabled').notNull().default(true),
    webhookKind: text('webhook_kind').$type<WebhookKind>(),
    /** `v1.<key id>.<iv>.<tag>.<ciphertext>`: the robot's address holds its token. */
    webhookUrlCiphertext: text('webhook_url_ciphertext'),
    webhookUrlLast4: text('webhook_url_last4'),
    /** A Feishu or DingTalk signing secret, or a Telegram bot token; sealed like the address. */
    webhookSecretCiphertext: text('webhook_secret_ciphertext'),
    webhookSecretLast4: text('webhook_secret_last4'),
    webhookChatId: text('webhook_chat_id'),
    lastDelivery: jsonb('last_delivery').$type<WebhookDelivery>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('watches_user_idx').on(table.userId, table.createdAt)],
)

export type WatchRow = typeof watches.$inferSelect

/**
 * One row per watch and item: when it last fired. The unique index is what makes a watch fire once
 * per item and window on any number of nodes: firing is an upsert that only moves `fired_at` when
 * the previous firing is older than the window, and only a row it inserted or moved counts.
 * `push_state` is the webhook message's: 'pending' until sent (held through quiet hours or until
 * the digest), then 'sent' or 'failed'; 'none' without a webhook.
 */
export const watchHits = pgTable(
  'watch_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    watchId: uuid('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<TrendPlatform>().notNull(),
    itemKey: text('item_key').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    rank: integer('rank').notNull(),
    keyword: text('keyword').notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull(),
    pushState: text('push_state').$type<'none' | 'pending' | 'sending' | 'sent' | 'failed'>().notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('watch_hits_item_idx').on(table.watchId, table.platform, table.itemKey),
    index('watch_hits_pending_idx')
      .on(table.watchId, table.firedAt)
      .where(sql`${table.pushState} = 'pending'`),
  ],
)

export type WatchHitRow = typeof watchHits.$inferSelect
