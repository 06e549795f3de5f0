import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { AdminAuditAction } from '@hookline/contract'
import { users } from './users'

/**
 * What administrators did, for other administrators to read: grants, deductions, disabling,
 * enabling and who became an admin. The emails are copies taken when it happened, so the entry
 * still reads after an account is gone; deleting an account blanks its copies (the data goes).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').$type<AdminAuditAction>().notNull(),
    /** Null for what the server did itself (ADMIN_EMAILS at start-up). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    targetId: uuid('target_id').references(() => users.id, { onDelete: 'set null' }),
    targetEmail: text('target_email'),
    reason: text('reason'),
    /** Credits moved by a grant or a deduction. */
    delta: integer('delta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt, table.id),
    index('admin_audit_log_target_idx').on(table.targetId),
  ],
)

/**
 * The one-time token that lets the first administrator be claimed (printed to the log at start
 * while no admin exists). Only its SHA-256 is kept; at most one row, replaced at each start.
 */
export const adminSetupTokens = pgTable('admin_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
