import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { CreditEntryKind, EmailTokenPurpose } from '@hookline/contract'
import { scriptConversations, scriptMessages } from './scripts'
import { users } from './users'

/**
 * Single-use links sent by mail (password reset, address verification). Only the SHA-256 of the
 * token is stored, as for sessions; `usedAt` makes a second click fail, `expiresAt` an old one.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link went to: verifying an address the account no longer has proves nothing. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_tokens_user_idx').on(table.userId, table.purpose),
    // One live link per account and kind, whatever runs in parallel: a new one replaces it (issueEmailToken).
    uniqueIndex('email_tokens_one_live_idx')
      .on(table.userId, table.purpose)
      .where(sql`${table.usedAt} IS NULL`),
  ],
)

/**
 * Every change of a balance, with why. `users.credits` is the running sum, changed in the same
 * transaction as the row is written (modules/credits/credit-ledger.ts), so the two cannot drift.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted: the entry stays, for the books, without anyone's name. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind').$type<CreditEntryKind>().notNull(),
    /** Free text an admin gives with an adjustment; null otherwise. */
    reason: text('reason'),
    /** The admin who made an adjustment (kept as null if that account is deleted later). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** For a generation: the script and version it paid for, and who wrote it. */
    conversationId: uuid('conversation_id').references(() => scriptConversations.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => scriptMessages.id, { onDelete: 'set null' }),
    model: text('model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_user_idx').on(table.userId, table.createdAt, table.id),
    check('credit_ledger_delta_non_zero', sql`${table.delta} <> 0`),
    check('credit_ledger_balance_non_negative', sql`${table.balanceAfter} >= 0`),
  ],
)

/**
 * Devices (browser + OS, from the User-Agent) an account has signed in from, so a sign-in from
 * a new one can be told apart and mailed about. Kept after their sessions end.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceKey] })],
)
