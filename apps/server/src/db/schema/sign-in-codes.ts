import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * The one-time sign-in code mailed to an account: one row per account, replaced by each new
 * request, so the table never holds more rows than there are accounts. Only a digest of the code
 * is stored; `attempts` counts wrong tries, and the code is spent (`used_at`) by a right one or
 * by too many wrong ones.
 */
export const signInCodes = pgTable('sign_in_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The address the code went to: a code mailed before the address changed signs nobody in. */
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})
