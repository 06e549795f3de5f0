import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { Brief, IncompleteReason, MessageStatus, QuickAction, Script, ScriptCheck } from '@hookline/contract'
import { modelConnections } from './model-connections'
import { users } from './users'

/** A Smart Creation conversation: the brief, its title and which version is current. */
export const scriptConversations = pgTable(
  'script_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The brief as validated by the contract; topic/platform/format are copied out for lists and search. */
    brief: jsonb('brief').$type<Brief>().notNull(),
    topic: text('topic').notNull(),
    platform: text('platform').notNull(),
    format: text('format').notNull(),
    language: text('language').notNull(),
    /** The creator's connection that writes this script (/apps); null: the server's own engine. */
    connectionId: uuid('connection_id').references(() => modelConnections.id, { onDelete: 'set null' }),
    /** The assistant message shown as the script; no foreign key, since messages point back here. */
    currentMessageId: uuid('current_message_id'),
    /**
     * Title, topic and the current version's Markdown in lower case, kept by a trigger (migrations
     * 0005, 0007, 0009) and stored inline uncompressed (0009), so a search that reads it row by row
     * pays for the comparison only (docs/decisions/022).
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // History search for rare words: one creator's candidates only (btree_gin on user_id), found by
    // the distinct CJK character pairs (a 2-character Chinese query has no trigram) or by trigrams
    // (docs/decisions/022).
    index('script_conversations_search_idx').using(
      'gin',
      table.userId,
      sql`history_search_grams(${table.searchText})`,
      table.searchText.op('gin_trgm_ops'),
    ),
    // History pages: the page's ids come from the index alone, so a deep OFFSET and a platform
    // count walk index entries, not 100k table rows (docs/decisions/020).
    index('script_conversations_history_idx').on(table.userId, table.updatedAt, table.id),
    index('script_conversations_history_platform_idx').on(table.userId, table.platform, table.updatedAt, table.id),
  ],
)

/**
 * One turn: the creator's request (user) or a version of the script (assistant). `parentId`
 * links a request to the version it revises and a version to its request, so restoring an old
 * version and revising it sends the model that version's history, not the latest one's.
 */
export const scriptMessages = pgTable(
  'script_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => scriptConversations.id, { onDelete: 'cascade' }),
    /** Copied from the conversation so credit holds can be summed per user without a join. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull().default(''),
    action: text('action').$type<QuickAction>(),
    script: jsonb('script').$type<Script>(),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    status: text('status').$type<MessageStatus>().notNull().default('complete'),
    engine: text('engine'),
    /** 1, 2, 3… per conversation, assistant messages only. */
    version: integer('version'),
    /**
     * Assistant only: the length in seconds this version aims at — its parent's, changed by a
     * length request ("shorter", "cut it to 30 s"); the brief's target for a first draft.
     */
    targetSeconds: integer('target_seconds'),
    /** Assistant only: the script check of `script` (contract craft/script-check.ts), re-run on every change. */
    check: jsonb('check').$type<ScriptCheck>(),
    /** Assistant only: why it is incomplete or failed (contract INCOMPLETE_REASONS). */
    incompleteReason: text('incomplete_reason').$type<IncompleteReason>(),
    /** Credits reserved while streaming so concurrent requests cannot promise the same balance twice. */
    creditsHeld: integer('credits_held').notNull().default(0),
    creditsCharged: integer('credits_charged').notNull().default(0),
    /**
     * The app node streaming this version (NODE_ID): on start-up a node marks what its previous
     * run left streaming as incomplete and releases its hold, without touching other nodes' live streams.
     */
    nodeId: text('node_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('script_messages_conversation_idx').on(table.conversationId, table.createdAt),
    index('script_messages_user_status_idx').on(table.userId, table.status),
    uniqueIndex('script_messages_conversation_version_idx').on(table.conversationId, table.version),
  ],
)

export type ScriptConversationRow = typeof scriptConversations.$inferSelect
export type ScriptMessageRow = typeof scriptMessages.$inferSelect
