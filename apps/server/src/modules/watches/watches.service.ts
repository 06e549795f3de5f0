import { and, desc, eq, sql } from 'drizzle-orm'
import {
  ErrorCode,
  MAX_WATCHES_PER_USER,
  SIGNED_WEBHOOK_KINDS,
  type Language,
  type Watch,
  type WatchInput,
  type WatchUpdate,
  type WebhookDelivery,
  type WebhookTestResult,
  watchInputSchema,
  watchUpdateSchema,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { watches, type UserRow, type WatchRow } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import type { PushMessage, WebhookTarget } from './webhook-formats'
import { sendWebhook, webhookPolicy, type WebhookOutcome } from './webhook-send'

/** A test message per creator: enough to try a few addresses, too few to spam a chat with. */
const TEST_RULE = { scope: 'webhook-test', limit: 10, windowSeconds: 60 }

const last4 = (value: string) => value.slice(-4)

const invalid = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION_FAILED, `${field}: ${message}`, {
    data: { field, issues: [{ path: field, message, rule: 'required' }] },
  })

export const languageOf = (user: Pick<UserRow, 'preferences'>): Language =>
  user.preferences.language === 'en' ? 'en' : 'zh'

export function toWatchView(row: WatchRow): Watch {
  return {
    id: row.id,
    name: row.name,
    keywords: row.keywords,
    platforms: row.platforms,
    trigger: row.trigger,
    top_n: row.topN,
    delivery: row.delivery,
    digest_time: row.digestTime,
    quiet_hours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    timezone: row.timezone,
    enabled: row.enabled,
    webhook: row.webhookKind
      ? {
          kind: row.webhookKind,
          url_last4: row.webhookUrlLast4,
          secret_last4: row.webhookSecretLast4,
          chat_id: row.webhookChatId,
        }
      : null,
    last_delivery: row.lastDelivery ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

type WebhookInput = NonNullable<WatchUpdate['webhook']>
type WebhookColumns = Pick<
  WatchRow,
  | 'webhookKind'
  | 'webhookUrlCiphertext'
  | 'webhookUrlLast4'
  | 'webhookSecretCiphertext'
  | 'webhookSecretLast4'
  | 'webhookChatId'
>

const NO_WEBHOOK: WebhookColumns = {
  webhookKind: null,
  webhookUrlCiphertext: null,
  webhookUrlLast4: null,
  webhookSecretCiphertext: null,
  webhookSecretLast4: null,
  webhookChatId: null,
}

/** The webhook's target opened for one send; null when the watch has none. */
export function openWebhook(deps: Pick<AppDeps, 'secrets'>, row: WatchRow): WebhookTarget | null {
  if (!row.webhookKind) return null
  return {
    kind: row.webhookKind,
    url: row.webhookUrlCiphertext ? deps.secrets.open(row.webhookUrlCiphertext) : '',
    secret: row.webhookSecretCiphertext ? deps.secrets.open(row.webhookSecretCiphertext) : null,
    chatId: row.webhookChatId,
  }
}

/** Records the latest delivery's outcome on the watch, for the page. */
export async function recordDelivery(deps: Pick<AppDeps, 'database'>, watchId: string, outcome: WebhookOutcome) {
  const delivery: WebhookDelivery = {
    at: new Date().toISOString(),
    ok: outcome.ok,
    status: outcome.status,
    message: outcome.message,
  }
  await deps.database.db.update(watches).set({ lastDelivery: delivery }).where(eq(watches.id, watchId))
}

export function createWatchesService(deps: AppDeps) {
  const { db } = deps.database

  async function owned(user: UserRow, id: string): Promise<WatchRow> {
    const [row] = await db
      .select()
      .from(watches)
      .where(and(eq(watches.id, id), eq(watches.userId, user.id)))
    if (!row) throw notFound('Watch')
    return row
  }

  /**
   * The webhook columns for `input` (null removes it). An empty or missing address or secret keeps
   * the saved one when the kind stays the same: the page never has them to send back.
   */
  function webhookColumns(input: WebhookInput | null, saved: WebhookColumns | null): WebhookColumns {
    if (!input) return NO_WEBHOOK
    const same = saved?.webhookKind === input.kind ? saved : null
    const kind = input.kind
    const url = input.url ? input.url : null
    const secret = input.secret ? input.secret : null
    const chatId = input.chat_id !== undefined ? input.chat_id || null : (same?.webhookChatId ?? null)
    if (kind !== 'telegram' && !url && !same?.webhookUrlCiphertext)
      throw invalid('webhook.url', 'The webhook address is required')
    if (kind === 'telegram' && !secret && !same?.webhookSecretCiphertext)
      throw invalid('webhook.secret', "The bot's token is required")
    if (kind === 'telegram' && !chatId) throw invalid('webhook.chat_id', 'The chat id is required')
    const signs = (SIGNED_WEBHOOK_KINDS as readonly string[]).includes(kind) || kind === 'telegram'
    if (secret && !signs) throw invalid('webhook.secret', `A ${kind} webhook takes no secret`)
    return {
      webhookKind: kind,
      webhookUrlCiphertext: url ? deps.secrets.seal(url) : (same?.webhookUrlCiphertext ?? null),
      webhookUrlLast4: url ? last4(url) : (same?.webhookUrlLast4 ?? null),
      webhookSecretCiphertext: secret
        ? deps.secrets.seal(secret)
        : signs
          ? (same?.webhookSecretCiphertext ?? null)
          : null,
      webhookSecretLast4: secret ? last4(secret) : signs ? (same?.webhookSecretLast4 ?? null) : null,
      webhookChatId: kind === 'telegram' ? chatId : null,
    }
  }

  async function list(user: UserRow) {
    const rows = await db.select().from(watches).where(eq(watches.userId, user.id)).orderBy(desc(watches.createdAt))
    return { items: rows.map(toWatchView) }
  }

  async function create(user: UserRow, raw: WatchInput) {
    const input = watchInputSchema.parse(raw)
    const columns = webhookColumns(input.webhook, null)
    // Counted and inserted in one statement, so parallel creates cannot pass the limit together.
    const values = {
      userId: user.id,
      name: input.name,
      keywords: [...new Set(input.keywords)],
      platforms: input.platforms,
      trigger: input.trigger,
      topN: input.trigger === 'top_n' ? input.top_n : null,
      delivery: input.delivery,
      digestTime: input.digest_time,
      quietStart: input.quiet_hours?.start ?? null,
      quietEnd: input.quiet_hours?.end ?? null,
      timezone: input.timezone,
      enabled: input.enabled,
      ...columns,
    }
    return db.transaction(async (tx) => {
      // One creator's creates are serialised by locking their user row.
      await tx.execute(sql`SELECT 1 FROM users WHERE id = ${user.id} FOR UPDATE`)
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(watches)
        .where(eq(watches.userId, user.id))
      if (count >= MAX_WATCHES_PER_USER)
        throw new AppError(ErrorCode.CONFLICT, `At most ${MAX_WATCHES_PER_USER} watches per creator`)
      const [row] = await tx.insert(watches).values(values).returning()
      return toWatchView(row)
    })
  }

  async function update(user: UserRow, id: string, raw: WatchUpdate) {
    const input = watchUpdateSchema.parse(raw)
    const row = await owned(user, id)
    const trigger = input.trigger ?? row.trigger
    const topN = input.top_n !== undefined ? input.top_n : row.topN
    if (trigger === 'top_n' && (topN === null || topN === undefined))
      throw invalid('top_n', 'Top N is required for the top N trigger')
    const set: Partial<WatchRow> = { updatedAt: new Date(), trigger, topN: trigger === 'top_n' ? topN : null }
    if (input.name !== undefined) set.name = input.name
    if (input.keywords !== undefined) set.keywords = [...new Set(input.keywords)]
    if (input.platforms !== undefined) set.platforms = input.platforms
    if (input.delivery !== undefined) set.delivery = input.delivery
    if (input.digest_time !== undefined) set.digestTime = input.digest_time
    if (input.quiet_hours !== undefined) {
      set.quietStart = input.quiet_hours?.start ?? null
      set.quietEnd = input.quiet_hours?.end ?? null
    }
    if (input.timezone !== undefined) set.timezone = input.timezone
    if (input.enabled !== undefined) set.enabled = input.enabled
    if (input.webhook !== undefined) {
      Object.assign(set, webhookColumns(input.webhook, row))
      // A new target starts without the old one's outcome.
      set.lastDelivery = null
    }
    const [updated] = await db
      .update(watches)
      .set(set)
      .where(and(eq(watches.id, id), eq(watches.userId, user.id)))
      .returning()
    if (!updated) throw notFound('Watch')
    return toWatchView(updated)
  }

  async function remove(user: UserRow, id: string) {
    const deleted = await db
      .delete(watches)
      .where(and(eq(watches.id, id), eq(watches.userId, user.id)))
      .returning({ id: watches.id })
    if (deleted.length === 0) throw notFound('Watch')
  }

  /** "Send a test": a sample message to the saved webhook, now, whatever the quiet hours. */
  async function test(user: UserRow, id: string): Promise<WebhookTestResult> {
    const row = await owned(user, id)
    await deps.rateLimiter.consume(TEST_RULE, user.id)
    const target = openWebhook(deps, row)
    if (!target) return { ok: false, status: null, reason: 'no_webhook', message: 'This watch has no webhook' }
    const message: PushMessage = {
      language: languageOf(user),
      watchName: row.name,
      lines: [],
      more: 0,
      test: true,
    }
    const outcome = await sendWebhook(
      { policy: webhookPolicy(deps.config), lookup: deps.outboundLookup },
      target,
      message,
    )
    await recordDelivery(deps, row.id, outcome)
    return { ok: outcome.ok, status: outcome.status, reason: outcome.reason, message: outcome.message }
  }

  return {
    list,
    create,
    update,
    remove,
    test,
    get: async (user: UserRow, id: string) => toWatchView(await owned(user, id)),
  }
}
