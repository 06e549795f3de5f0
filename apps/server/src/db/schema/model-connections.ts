import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { ConnectionFailureReason, ConnectionStatus, ModelProviderId } from '@hookline/contract'
import { users } from './users'

/**
 * A model a creator connected in /apps. The API key is stored only encrypted
 * (lib/secret-box.ts: AES-256-GCM under the server key); its last four characters are kept
 * apart so the page can say which key it is without ever decrypting it for display.
 */
export const modelConnections = pgTable(
  'model_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<ModelProviderId>().notNull(),
    baseUrl: text('base_url').notNull(),
    model: text('model').notNull(),
    /** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url); null when the provider needs no key. */
    apiKeyCiphertext: text('api_key_ciphertext'),
    apiKeyLast4: text('api_key_last4'),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').$type<ConnectionStatus>().notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastLatencyMs: integer('last_latency_ms'),
    lastErrorReason: text('last_error_reason').$type<ConnectionFailureReason>(),
    lastErrorMessage: text('last_error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('model_connections_user_idx').on(table.userId, table.createdAt),
    // One default per creator, whatever runs concurrently.
    uniqueIndex('model_connections_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
)

export type ModelConnectionRow = typeof modelConnections.$inferSelect
