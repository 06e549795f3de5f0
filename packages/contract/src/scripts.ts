import { z } from 'zod'
import { languageSchema } from './auth'
import { storableText } from './envelope'
import { FORMAT_IDS, LENGTH_UNITS, PLATFORM_IDS } from './craft/platform-rules'
import {
  CHECK_RULES,
  CHECK_SECTIONS,
  FINDING_CODES,
  SCRIPT_STATES,
  type ScriptCheck as ScriptCheckFromCraft,
} from './craft/script-check'
import { trendPlatformSchema, TREND_TITLE_MAX_LENGTH } from './trending'
import { BRIEF_HOOK_EXAMPLES_MAX, briefHookExampleSchema, voiceProfileSchema } from './voice'

/** Smart Creation: briefs, structured scripts, conversations and their SSE events. */

/** Platforms and formats are listed once, zod-free, beside their craft rules (craft/platform-rules.ts). */
export const platformSchema = z.enum(PLATFORM_IDS)
export const PLATFORMS = platformSchema.options

export const scriptFormatSchema = z.enum(FORMAT_IDS)
export const SCRIPT_FORMATS = scriptFormatSchema.options

/** A trending title is at most ~60 chars; 200 leaves room for a sentence without inviting essays. */
export const TOPIC_MAX_LENGTH = 200
/** Below 5 s there is no room for a hook plus one beat; 30 min covers the longest Bilibili video we plan for. */
export const DURATION_MIN_SECONDS = 5
export const DURATION_MAX_SECONDS = 1800
/** Tone and audience are short descriptors that go into a prompt, not paragraphs. */
export const TONE_MAX_LENGTH = 40
export const AUDIENCE_MAX_LENGTH = 100
/** Notes and follow-ups go into every later prompt of the conversation, so they are kept modest. */
export const NOTES_MAX_LENGTH = 1000
export const FOLLOW_UP_MAX_LENGTH = 2000
export const TITLE_MAX_LENGTH = 120

/** Suggestions for the tone field; any short text is accepted. */
export const TONE_PRESETS = ['casual', 'energetic', 'professional', 'humorous', 'warm', 'suspenseful'] as const

/** Optional free text; an empty string after trimming counts as absent wherever it is read. */
const optionalText = (max: number, label: string) =>
  storableText(z.string()).trim().max(max, `${label} must be at most ${max} characters long`).optional()

/**
 * The trending item a script starts from (Hot Discoveries' "write a script"): what Hookline knows
 * of it goes into the model's prompt, so the model writes about the item and not about a headline
 * it knows nothing of. Copied into the brief, so the script keeps it after the list moves on.
 */
export const TREND_DESCRIPTION_MAX_LENGTH = 500
export const briefTrendSchema = z.object({
  platform: trendPlatformSchema,
  title: storableText(z.string()).trim().min(1).max(TREND_TITLE_MAX_LENGTH),
  rank: z.number().int().min(1).max(1000).optional(),
  /** The platform's own heat figure (plays, search heat). */
  hot_value: z.number().int().min(0).optional(),
  /** ISO time the item was first seen on its list, or when it was read. */
  seen_at: z.iso.datetime({ offset: true }).optional(),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  /** The source's own description or label ("新", "沸"), where it gives one. */
  description: storableText(z.string()).trim().max(TREND_DESCRIPTION_MAX_LENGTH).optional(),
})
export type BriefTrend = z.infer<typeof briefTrendSchema>

export const briefSchema = z.object({
  topic: storableText(z.string({ error: 'Topic is required' }))
    .trim()
    .min(1, 'Topic is required')
    .max(TOPIC_MAX_LENGTH, `Topic must be at most ${TOPIC_MAX_LENGTH} characters long`),
  platform: platformSchema,
  format: scriptFormatSchema.default('talking_head'),
  /** Absent → the platform's typical length (engines/platforms.ts). */
  duration_seconds: z
    .number()
    .int('Duration must be whole seconds')
    .min(DURATION_MIN_SECONDS, `Duration must be at least ${DURATION_MIN_SECONDS} seconds`)
    .max(DURATION_MAX_SECONDS, `Duration must be at most ${DURATION_MAX_SECONDS} seconds`)
    .optional(),
  tone: optionalText(TONE_MAX_LENGTH, 'Tone'),
  audience: optionalText(AUDIENCE_MAX_LENGTH, 'Audience'),
  language: languageSchema.default('zh'),
  notes: optionalText(NOTES_MAX_LENGTH, 'Notes'),
  trend: briefTrendSchema.optional(),
  /** "In my voice": the creator's voice profile, copied in, so the script keeps the voice it was written in. */
  voice: voiceProfileSchema.optional(),
  /** "Use my starred hooks as examples": a few hooks from the creator's hook library. */
  hook_examples: z.array(briefHookExampleSchema).max(BRIEF_HOOK_EXAMPLES_MAX).optional(),
})
export type BriefInput = z.input<typeof briefSchema>
export type Brief = z.infer<typeof briefSchema>

/** One timed section of a script: the hook, a beat, or the call to action. */
export const scriptBeatSchema = z.object({
  label: z.string(),
  shot: z.string(),
  voice_over: z.string(),
  on_screen_text: z.string(),
  seconds: z.number().nonnegative(),
})
export type ScriptBeat = z.infer<typeof scriptBeatSchema>

/** The parsed structure of one version (docs/script-format.md is its Markdown form). */
export const scriptSchema = z.object({
  titles: z.array(z.string()),
  hook: scriptBeatSchema,
  beats: z.array(scriptBeatSchema),
  call_to_action: scriptBeatSchema,
  hashtags: z.array(z.string()),
  cover_text: z.string(),
  /** Post body for text-first platforms (Weibo, Xiaohongshu); null elsewhere. */
  caption: z.string().nullable(),
  /** Revision notes the creator should act on (e.g. free-text requests the offline engine recorded). */
  notes: z.array(z.string()),
})
export type Script = z.infer<typeof scriptSchema>

export const quickActionSchema = z.enum([
  'shorter',
  'punchier_hook',
  'more_humorous',
  'more_professional',
  'add_data_point',
  'translate',
  /** Finish a version the model's token limit cut off, from where it stopped. */
  'continue',
])
export type QuickAction = z.infer<typeof quickActionSchema>
export const QUICK_ACTIONS = quickActionSchema.options

/**
 * Body of POST /api/scripts/:id/messages. Both empty means "write (again) from the brief" —
 * the first draft of a new conversation, or a regenerate.
 */
export const generateRequestSchema = z.object({
  text: optionalText(FOLLOW_UP_MAX_LENGTH, 'Message'),
  action: quickActionSchema.optional(),
})
export type GenerateRequest = z.input<typeof generateRequestSchema>

export const createScriptRequestSchema = z.object({
  brief: briefSchema,
  /** Absent → an automatic title from the brief. */
  title: optionalText(TITLE_MAX_LENGTH, 'Title'),
  /**
   * Which model writes this script (/apps): one of the creator's connections, null for the
   * server's own engine, absent for the creator's default connection (or the server's if none).
   */
  connection_id: z.uuid('Connection must be a connection id').nullable().optional(),
})
export type CreateScriptRequest = z.input<typeof createScriptRequestSchema>

export const renameScriptRequestSchema = z.object({
  title: storableText(z.string({ error: 'Title is required' }))
    .trim()
    .min(1, 'Title is required')
    .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters long`),
})
export type RenameScriptRequest = z.input<typeof renameScriptRequestSchema>

/**
 * Body of POST /api/scripts/:id/versions: a version edited by hand, saved as a new
 * version after `base_message_id`. The bounds are far above any real script (a 30-minute
 * Bilibili script has ~40 beats) and only keep a malformed client from storing megabytes.
 */
export const EDIT_TITLES_MAX = 10
export const EDIT_BEATS_MAX = 60
export const EDIT_HASHTAGS_MAX = 30
export const EDIT_NOTES_MAX = 20
export const EDIT_TEXT_MAX_LENGTH = 2000
export const EDIT_CAPTION_MAX_LENGTH = 5000
const editText = (label: string, max = EDIT_TEXT_MAX_LENGTH) =>
  storableText(z.string({ error: `${label} must be text` }))
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
const editBeatSchema = z.object({
  label: editText('Label', 200),
  shot: editText('Shot'),
  voice_over: editText('Voice-over'),
  on_screen_text: editText('On-screen text'),
  seconds: z
    .number({ error: 'Seconds must be a number' })
    .min(0, 'Seconds must be at least 0')
    .max(DURATION_MAX_SECONDS, `Seconds must be at most ${DURATION_MAX_SECONDS}`)
    // Tenths of a second are as fine as a shot list gets; 2.35 s is a typo, not a timing.
    .refine((seconds) => Math.abs(Math.round(seconds * 10) - seconds * 10) < 1e-6, {
      message: 'Seconds take at most one decimal',
      params: { rule: 'oneDecimal' },
    }),
})
export const editVersionRequestSchema = z.object({
  base_message_id: z.uuid('Invalid version id'),
  script: z.object({
    titles: z.array(editText('Title')).max(EDIT_TITLES_MAX, `At most ${EDIT_TITLES_MAX} titles`),
    hook: editBeatSchema,
    beats: z.array(editBeatSchema).max(EDIT_BEATS_MAX, `At most ${EDIT_BEATS_MAX} beats`),
    call_to_action: editBeatSchema,
    hashtags: z.array(editText('Hashtag', 100)).max(EDIT_HASHTAGS_MAX, `At most ${EDIT_HASHTAGS_MAX} hashtags`),
    cover_text: editText('Cover text'),
    caption: editText('Caption', EDIT_CAPTION_MAX_LENGTH).nullable(),
    notes: z.array(editText('Note')).max(EDIT_NOTES_MAX, `At most ${EDIT_NOTES_MAX} notes`).default([]),
  }),
})
export type EditVersionRequest = z.input<typeof editVersionRequestSchema>

/** The script check of a version (craft/script-check.ts), as stored and returned. */
export const checkFindingSchema = z.object({
  rule: z.enum(CHECK_RULES),
  code: z.enum(FINDING_CODES),
  section: z.enum(CHECK_SECTIONS),
  index: z.number().int().optional(),
  actual: z.number().optional(),
  needed: z.number().optional(),
  limit: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  text: z.string().optional(),
  // Optional: checks stored before findings named their unit still parse.
  unit: z.enum(LENGTH_UNITS).optional(),
})
export const scriptStateSchema = z.enum(SCRIPT_STATES)
export const scriptCheckSchema = z.object({
  revision: z.number().int(),
  state: scriptStateSchema,
  passed: z.number().int(),
  total: z.number().int(),
  rules: z.array(z.object({ id: z.enum(CHECK_RULES), ok: z.boolean() })),
  findings: z.array(checkFindingSchema),
  placeholders: z.number().int(),
  voice_over_seconds: z.number(),
  placeholder_seconds: z.number(),
  speech_seconds: z.number(),
  total_seconds: z.number(),
  target_seconds: z.number(),
  language: languageSchema,
})

export const messageRoleSchema = z.enum(['user', 'assistant'])
/**
 * streaming = being written now; incomplete = stopped or cut off mid-stream (what streamed is
 * kept, nothing was charged); failed = the engine failed before writing anything.
 */
export const messageStatusSchema = z.enum(['streaming', 'complete', 'incomplete', 'failed'])
export type MessageStatus = z.infer<typeof messageStatusSchema>

/**
 * Why a version is incomplete (or failed), so the page can say what happened and offer the right
 * next step: `length` = the model reached its output limit (Continue finishes it); `stopped` = the
 * creator stopped it; `provider_closed` = the provider ended the stream early; `malformed` = the
 * provider sent something that is not its protocol; `provider_error` = it answered with an error;
 * `timeout` = it went silent; `interrupted` = the server restarted mid-stream; `disabled` = the
 * account was disabled while it streamed.
 */
export const INCOMPLETE_REASONS = [
  'length',
  'stopped',
  'provider_closed',
  'malformed',
  'provider_error',
  'timeout',
  'interrupted',
  'disabled',
] as const
export const incompleteReasonSchema = z.enum(INCOMPLETE_REASONS)
export type IncompleteReason = z.infer<typeof incompleteReasonSchema>

export const scriptMessageSchema = z.object({
  id: z.string(),
  role: messageRoleSchema,
  /** User: the follow-up text (may be empty). Assistant: the raw Markdown as streamed. */
  content: z.string(),
  action: quickActionSchema.nullable(),
  /** Assistant only: the parsed structure, null when nothing could be parsed. */
  script: scriptSchema.nullable(),
  warnings: z.array(z.string()),
  status: messageStatusSchema,
  engine: z.string().nullable(),
  /** Assistant only: 1, 2, 3… in order of creation. */
  version: z.number().int().nullable(),
  /**
   * Assistant only: the length in seconds it aims at — the brief's target, or what a length
   * request ("shorter", "cut it to 30 s") in its line of versions changed that to. Null on
   * versions saved before it was recorded.
   */
  target_seconds: z.number().int().nullable(),
  /** Assistant only: the script check of this version; null while streaming or when nothing could be parsed. */
  check: scriptCheckSchema.nullable(),
  /** Assistant only: why it is incomplete or failed (INCOMPLETE_REASONS); null otherwise or unknown. */
  incomplete_reason: incompleteReasonSchema.nullable(),
  credits_charged: z.number().int(),
  created_at: z.string(),
})
export type ScriptMessage = z.infer<typeof scriptMessageSchema>

export const scriptSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  platform: platformSchema,
  format: scriptFormatSchema,
  language: languageSchema,
  current_message_id: z.string().nullable(),
  /** The current version's state (ready / outline / needs work); null while it has no checked script. */
  state: scriptStateSchema.nullable(),
  version_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ScriptSummary = z.infer<typeof scriptSummarySchema>

export const scriptDetailSchema = scriptSummarySchema.extend({
  brief: briefSchema,
  /** The creator's connection that writes this script's versions; null: the server's engine. */
  connection_id: z.string().nullable(),
  messages: z.array(scriptMessageSchema),
})
export type ScriptDetail = z.infer<typeof scriptDetailSchema>

/** The History page-size selector's choices ('Show {count} items'); anything else is a 400. */
export const SCRIPT_PAGE_SIZES = [10, 20, 50, 100] as const
export type ScriptPageSize = (typeof SCRIPT_PAGE_SIZES)[number]
/** Deep pages cost an index walk (docs/decisions/020); 10,000 pages of 100 is a million scripts. */
export const SCRIPT_PAGE_MAX = 10_000
export const scriptListQuerySchema = z.object({
  q: storableText(z.string()).trim().max(TOPIC_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(SCRIPT_PAGE_MAX).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (SCRIPT_PAGE_SIZES as readonly number[]).includes(size), 'Page size must be 10, 20, 50 or 100')
    .default(10),
  /** `outlier`: the planned video's outlier score (tasks.ts), highest first; scripts without one last. */
  sort: z.enum(['newest', 'oldest', 'outlier']).default('newest'),
  platform: platformSchema.optional(),
})
export type ScriptListQuery = z.input<typeof scriptListQuerySchema>

/** [start, end) offsets in UTF-16 code units (JavaScript string indices) of a search match. */
export const matchRangeSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])
export type MatchRange = z.infer<typeof matchRangeSchema>

/** A History row: the summary plus a plain-text excerpt of the current version and where q matched. */
export const scriptListItemSchema = scriptSummarySchema.extend({
  excerpt: z.string(),
  highlights: z.object({ title: z.array(matchRangeSchema), excerpt: z.array(matchRangeSchema) }),
  /** The outlier score of the published video planned from this script (tasks.ts); null without one. */
  outlier_score: z.number().nullable(),
})
export type ScriptListItem = z.infer<typeof scriptListItemSchema>

/**
 * A search stops counting at this many matches: counting every match of a word found in most of a
 * 100k-script library costs seconds, and past a few hundred the number is only "many"
 * (docs/decisions/020). Lists without a query are always counted exactly.
 */
export const SCRIPT_SEARCH_COUNT_LIMIT = 1000

export const scriptListSchema = z.object({
  items: z.array(scriptListItemSchema),
  /** Exact, or SCRIPT_SEARCH_COUNT_LIMIT when `total_exact` is false ("1000+"). */
  total: z.number().int(),
  total_exact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type ScriptList = z.infer<typeof scriptListSchema>

export const exportFormatSchema = z.enum(['markdown', 'text', 'srt'])
export type ExportFormat = z.infer<typeof exportFormatSchema>

export const exportQuerySchema = z.object({
  format: exportFormatSchema.default('markdown'),
  /** A version other than the current one. */
  message_id: storableText(z.string()).optional(),
  /** Revision notes are Hookline's own remarks about a revision: exported only when asked for. */
  notes: z.enum(['true', 'false']).optional(),
})
export type ExportQuery = z.input<typeof exportQuerySchema>

export const scriptExportSchema = z.object({
  format: exportFormatSchema,
  /** Suggested file name, e.g. "反向消费-v2.srt". */
  filename: z.string(),
  mime_type: z.string(),
  content: z.string(),
})
export type ScriptExport = z.infer<typeof scriptExportSchema>

/** SSE events of a generation (`event:` name → `data:` JSON). */
export const streamDeltaEventSchema = z.object({ text: z.string() })
export const streamDoneEventSchema = z.object({
  message: scriptMessageSchema,
  /** Present when credit accounting is on: the balance after the charge. */
  credits: z.object({ left_credits: z.number().int() }).optional(),
})
export const streamErrorEventSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  /** The incomplete version saved with what streamed before the failure, if any. */
  message_id: z.string().nullable(),
})
export type StreamDeltaEvent = z.infer<typeof streamDeltaEventSchema>
export type StreamDoneEvent = z.infer<typeof streamDoneEventSchema>
export type StreamErrorEvent = z.infer<typeof streamErrorEventSchema>

/** The stored check and the check function's result are one shape (compile-time). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const _checkShape: Same<z.infer<typeof scriptCheckSchema>, ScriptCheckFromCraft> = true
void _checkShape
