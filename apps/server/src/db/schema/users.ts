import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { AdminVia, NotificationSettings, Preferences, UserRole } from '@hookline/contract'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored normalised (trimmed, lower-case) so the unique index is the whole rule. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatarUrl: text('avatar_url'),
    /** Balance in credits; the check makes overdraft impossible whatever the code does. */
    credits: integer('credits').notNull().default(0),
    preferences: jsonb('preferences').$type<Preferences>().notNull().default({}),
    /** Which mails the user wants; a missing key means its default (NOTIFICATION_DEFAULTS). */
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>().notNull().default({}),
    /** Null until the address is proven (EMAIL_VERIFICATION=required grants sign-up credits then). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by an admin: sign-in refuses the account and its sessions are gone. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * `admin` may open /users. Stored, never recomputed from the address: it is granted only to an
     * address proven by its mail link and named in ADMIN_EMAILS, or by the one-time setup claim.
     */
    role: text('role').$type<UserRole>().notNull().default('creator'),
    /** How an admin became one: `admin_emails` is taken back when the address leaves ADMIN_EMAILS. */
    adminVia: text('admin_via').$type<AdminVia>(),
    /** Last authenticated request, written at most every few minutes (see auth.service). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_credits_non_negative', sql`${table.credits} >= 0`),
    check('users_role_known', sql`${table.role} IN ('creator', 'admin')`),
  ],
)

export type UserRow = typeof users.$inferSelect
