import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { HookType, Language, VoiceProfile } from '@hookline/contract'
import { users } from './users'
import { scriptConversations } from './scripts'

/** The creator's voice profile (one per account): distilled by their model, read and edited by them. */
export const voiceProfiles = pgTable('voice_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<VoiceProfile>().notNull(),
  /** Who distilled it (provider:model), or null once the creator has only written it themselves. */
  model: text('model'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A hook the creator starred into their hook library; the same words are starred once. */
export const starredHooks = pgTable(
  'starred_hooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voiceOver: text('voice_over').notNull(),
    onScreenText: text('on_screen_text').notNull().default(''),
    type: text('type').$type<HookType>(),
    language: text('language').$type<Language>().notNull(),
    platform: text('platform').notNull(),
    /** The script it came from; kept when that script is deleted, as a hook without a source. */
    scriptId: uuid('script_id').references(() => scriptConversations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('starred_hooks_user_text_idx').on(table.userId, table.voiceOver),
    index('starred_hooks_user_idx').on(table.userId, table.createdAt),
  ],
)

export const MODEL_ROUND_KINDS = ['hook_lab', 'voice'] as const
export type ModelRoundKind = (typeof MODEL_ROUND_KINDS)[number]

/**
 * One whole answer the creator's model is asked for outside a script or a thread (a Hook Lab
 * round, a voice distillation): saved `streaming` with its credit hold before the provider is
 * asked, as a chat answer is, so concurrent requests see each other's holds (liveHolds), then
 * `complete` (charged) or `failed` (never charged).
 */
export const modelRounds = pgTable(
  'model_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ModelRoundKind>().notNull(),
    status: text('status').$type<'streaming' | 'complete' | 'failed'>().notNull().default('streaming'),
    model: text('model'),
    creditsHeld: integer('credits_held').notNull().default(0),
    creditsCharged: integer('credits_charged').notNull().default(0),
    /** Why a round ended without a charge: the provider's error, 'not_json', 'interrupted'. */
    errorReason: text('error_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('model_rounds_streaming_idx').on(table.userId, table.status)],
)

export type VoiceProfileRow = typeof voiceProfiles.$inferSelect
export type StarredHookRow = typeof starredHooks.$inferSelect
export type ModelRoundRow = typeof modelRounds.$inferSelect
