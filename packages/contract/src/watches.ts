import { z } from 'zod'
import { storableText } from './envelope'
import { trendPlatformSchema } from './trending'

/**
 * Watches: a creator's keyword group on the trending lists. When an item whose title holds any of
 * the keywords enters one of the chosen lists (or rises into its top N), the creator gets an in-app
 * notification and, optionally, a message to a chat app's webhook.
 */

/** A creator's niches, each with its own channel; a bound on the fan-out's work per refresh. */
export const MAX_WATCHES_PER_USER = 30
export const WATCH_NAME_MAX_LENGTH = 60
export const WATCH_KEYWORDS_MAX = 20
export const WATCH_KEYWORD_MAX_LENGTH = 30
/** The deepest list is 50 rows (Weibo, Douyin); a top N past it is every row. */
export const WATCH_TOP_N_MAX = 50
/** A watch fires once per item within this window, whatever the item does meanwhile. */
export const WATCH_WINDOW_HOURS = 24

/** 'enters': the item was not on the previous refresh of the list; 'top_n': it was not in its top N. */
export const WATCH_TRIGGERS = ['enters', 'top_n'] as const
export const watchTriggerSchema = z.enum(WATCH_TRIGGERS)
export type WatchTrigger = z.infer<typeof watchTriggerSchema>

/** 'instant': each hit goes out at once (after quiet hours); 'digest': one message a day at `digest_time`. */
export const WATCH_DELIVERIES = ['instant', 'digest'] as const
export const watchDeliverySchema = z.enum(WATCH_DELIVERIES)
export type WatchDelivery = z.infer<typeof watchDeliverySchema>

/** The chat apps a watch can post to, each in its own webhook format. */
export const WEBHOOK_KINDS = ['feishu', 'wecom', 'dingtalk', 'slack', 'discord', 'telegram'] as const
export const webhookKindSchema = z.enum(WEBHOOK_KINDS)
export type WebhookKind = z.infer<typeof webhookKindSchema>
/** Kinds whose robot can require a signature (the secret signs each message). */
export const SIGNED_WEBHOOK_KINDS = ['feishu', 'dingtalk'] as const satisfies readonly WebhookKind[]
/** Telegram's Bot API; another server (a local Bot API server) may be given as the address instead. */
export const TELEGRAM_API_URL = 'https://api.telegram.org'

export const WEBHOOK_URL_MAX_LENGTH = 1000
export const WEBHOOK_SECRET_MAX_LENGTH = 200

/** `HH:MM`, 24-hour, in the watch's time zone. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (00:00 to 23:59)')
export type ClockTime = z.infer<typeof clockTimeSchema>

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
export const timeZoneSchema = z
  .string()
  .max(64, 'Time zone must be at most 64 characters long')
  .refine(isTimeZone, { message: 'Unknown time zone (an IANA name such as Asia/Shanghai)' })

/** Messages are held while the clock is from `start` up to `end` (across midnight when end < start). */
export const quietHoursSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  .refine((hours) => hours.start !== hours.end, { message: 'Quiet hours must start and end at different times' })
export type QuietHours = z.infer<typeof quietHoursSchema>

const keywordSchema = storableText(z.string())
  .trim()
  .min(1, 'A keyword cannot be empty')
  .max(WATCH_KEYWORD_MAX_LENGTH, `A keyword must be at most ${WATCH_KEYWORD_MAX_LENGTH} characters long`)

const webhookUrlSchema = storableText(z.string())
  .trim()
  .max(WEBHOOK_URL_MAX_LENGTH, `Webhook address must be at most ${WEBHOOK_URL_MAX_LENGTH} characters long`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Webhook address must be an http:// or https:// address' }))

const secretSchema = storableText(z.string())
  .trim()
  .max(WEBHOOK_SECRET_MAX_LENGTH, `Secret must be at most ${WEBHOOK_SECRET_MAX_LENGTH} characters long`)

/**
 * Where a watch posts. `url` is the robot's webhook address (for Telegram, the Bot API server,
 * TELEGRAM_API_URL when empty); `secret` is the signing secret of a Feishu or DingTalk robot, or a
 * Telegram bot's token; `chat_id` is Telegram's chat. On an update, an empty or missing url or
 * secret keeps the saved one (they are never sent back).
 */
export const webhookInputSchema = z.object({
  kind: webhookKindSchema,
  url: z.union([z.literal(''), webhookUrlSchema]).optional(),
  secret: secretSchema.optional(),
  chat_id: storableText(z.string())
    .trim()
    .max(64, 'Chat id must be at most 64 characters long')
    .regex(/^(-?\d+|@[A-Za-z0-9_]{4,})?$/, 'Chat id must be a number or an @channel name')
    .optional(),
})
export type WebhookInput = z.input<typeof webhookInputSchema>

const watchFields = {
  name: storableText(z.string())
    .trim()
    .min(1, 'Name is required')
    .max(WATCH_NAME_MAX_LENGTH, `Name must be at most ${WATCH_NAME_MAX_LENGTH} characters long`),
  keywords: z
    .array(keywordSchema)
    .min(1, 'Give at least one keyword')
    .max(WATCH_KEYWORDS_MAX, `At most ${WATCH_KEYWORDS_MAX} keywords a watch`),
  platforms: z
    .array(trendPlatformSchema)
    .min(1, 'Choose at least one platform')
    .refine((list) => new Set(list).size === list.length, { message: 'A platform is listed twice' }),
  trigger: watchTriggerSchema,
  top_n: z
    .number({ error: 'Top N must be a number' })
    .int('Top N must be a whole number')
    .min(1, 'Top N must be at least 1')
    .max(WATCH_TOP_N_MAX, `Top N must be at most ${WATCH_TOP_N_MAX}`)
    .nullable(),
  delivery: watchDeliverySchema,
  digest_time: clockTimeSchema,
  quiet_hours: quietHoursSchema.nullable(),
  timezone: timeZoneSchema,
  enabled: z.boolean(),
  webhook: webhookInputSchema.nullable(),
}

const topNStated = (watch: { trigger?: WatchTrigger; top_n?: number | null }) =>
  watch.trigger !== 'top_n' || (watch.top_n !== null && watch.top_n !== undefined)
const topNIssue = { message: 'Top N is required for the top N trigger', path: ['top_n'], params: { rule: 'required' } }

export const watchInputSchema = z
  .object({
    ...watchFields,
    top_n: watchFields.top_n.default(null),
    delivery: watchFields.delivery.default('instant'),
    digest_time: watchFields.digest_time.default('09:00'),
    quiet_hours: watchFields.quiet_hours.default(null),
    timezone: watchFields.timezone.default('Asia/Shanghai'),
    enabled: watchFields.enabled.default(true),
    webhook: watchFields.webhook.default(null),
  })
  .refine(topNStated, topNIssue)
export type WatchInput = z.input<typeof watchInputSchema>

/** Any of the fields; `webhook: null` removes the webhook. */
export const watchUpdateSchema = z
  .object(watchFields)
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Nothing to change', params: { rule: 'required' } })
export type WatchUpdate = z.input<typeof watchUpdateSchema>

/** A saved webhook as the API shows it: never the address or the secret, only their last four characters. */
export const webhookViewSchema = z.object({
  kind: webhookKindSchema,
  url_last4: z.string().nullable(),
  secret_last4: z.string().nullable(),
  chat_id: z.string().nullable(),
})
export type WebhookView = z.infer<typeof webhookViewSchema>

/** The outcome of the latest message to the webhook (a test or a hit). */
export const webhookDeliverySchema = z.object({
  at: z.string(),
  ok: z.boolean(),
  /** The HTTP status the chat app answered with; null when nothing answered. */
  status: z.number().int().nullable(),
  /** Why it failed, in the server's words; null on success. */
  message: z.string().nullable(),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>

export const watchSchema = z.object({
  id: z.string(),
  name: z.string(),
  keywords: z.array(z.string()),
  platforms: z.array(trendPlatformSchema),
  trigger: watchTriggerSchema,
  top_n: z.number().int().nullable(),
  delivery: watchDeliverySchema,
  digest_time: z.string(),
  quiet_hours: z.object({ start: z.string(), end: z.string() }).nullable(),
  timezone: z.string(),
  enabled: z.boolean(),
  webhook: webhookViewSchema.nullable(),
  last_delivery: webhookDeliverySchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Watch = z.infer<typeof watchSchema>

export const watchListSchema = z.object({ items: z.array(watchSchema) })
export type WatchList = z.infer<typeof watchListSchema>

/** `data` of POST /api/watches/{id}/test: the chat app's answer to a sample message (200 either way). */
export const webhookTestResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  /** 'blocked_address' | 'http_error' | 'app_error' | 'timeout' | 'network' | 'no_webhook'. */
  reason: z.string().nullable(),
  message: z.string().nullable(),
})
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>

/**
 * Splits what a creator typed into keywords: spaces, commas and the Chinese enumeration comma
 * separate them (Chinese titles have no spaces, so a keyword is matched as a substring).
 */
export const splitKeywords = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,，、;；]+/)
      .map((word) => word.trim())
      .filter(Boolean),
  ),
]
