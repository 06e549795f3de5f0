import { z } from 'zod'
import { storableText } from './envelope'
import { platformSchema, briefTrendSchema, scriptFormatSchema } from './scripts'
import { hookTypeSchema } from './hook-types'

/*
 * /chats: brainstorm threads with the creator's model. A thread keeps its messages,
 * the platform the ideas are for and the trending items attached as context.
 */

export const CHAT_TITLE_MAX_LENGTH = 120
/** One message of the creator: a question or an idea, not a document. */
export const CHAT_TEXT_MAX_LENGTH = 4000
/** Context a thread carries into every prompt: a handful of trending items, not a feed. */
export const CHAT_TRENDS_MAX = 5

export const CHAT_QUICK_STARTS = ['angles', 'titles', 'comments'] as const
export const chatQuickStartSchema = z.enum(CHAT_QUICK_STARTS)
export type ChatQuickStart = z.infer<typeof chatQuickStartSchema>

export const CHAT_MESSAGE_STATUSES = ['streaming', 'complete', 'stopped', 'failed'] as const
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number]

const chatTitleSchema = storableText(z.string())
  .trim()
  .min(1, 'Title is required')
  .max(CHAT_TITLE_MAX_LENGTH, `Title must be at most ${CHAT_TITLE_MAX_LENGTH} characters long`)

export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  /** Who answered (provider:model); null for the creator's own messages. */
  model: z.string().nullable(),
  credits_charged: z.number().int(),
  created_at: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatThreadSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  platform: platformSchema,
  created_at: z.string(),
  updated_at: z.string(),
})
export type ChatThreadSummary = z.infer<typeof chatThreadSummarySchema>

export const chatThreadSchema = chatThreadSummarySchema.extend({
  trends: z.array(briefTrendSchema),
  messages: z.array(chatMessageSchema),
})
export type ChatThread = z.infer<typeof chatThreadSchema>

export const chatListQuerySchema = z.object({
  q: storableText(z.string()).trim().max(CHAT_TITLE_MAX_LENGTH).optional(),
})

/** Whether this account can chat, and with what: the offline engine cannot (it writes outlines only). */
export const chatModelSchema = z.object({
  available: z.boolean(),
  /** The engine label (openai-compatible:provider:model) of the creator's default connection or the instance's provider. */
  label: z.string().nullable(),
  credits_per_message: z.number().int(),
})
export type ChatModel = z.infer<typeof chatModelSchema>

export const chatListSchema = z.object({
  items: z.array(chatThreadSummarySchema),
  model: chatModelSchema,
})
export type ChatList = z.infer<typeof chatListSchema>

export const createChatThreadSchema = z.object({
  title: chatTitleSchema.optional(),
  platform: platformSchema.default('douyin'),
  trends: z.array(briefTrendSchema).max(CHAT_TRENDS_MAX, `At most ${CHAT_TRENDS_MAX} trending items`).default([]),
})
export type CreateChatThreadInput = z.input<typeof createChatThreadSchema>

export const updateChatThreadSchema = z
  .object({
    title: chatTitleSchema.optional(),
    platform: platformSchema.optional(),
    trends: z.array(briefTrendSchema).max(CHAT_TRENDS_MAX, `At most ${CHAT_TRENDS_MAX} trending items`).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change')

/**
 * One turn sent to POST /api/chats/{id}/messages. `submit` adds the creator's text (or a quick
 * start over `text` as its topic); `regenerate` answers the last message again, replacing the
 * last answer. The answer streams as the AI SDK's UI message stream.
 */
export const chatSendSchema = z.discriminatedUnion('trigger', [
  z.object({
    trigger: z.literal('submit'),
    text: storableText(z.string())
      .trim()
      .min(1, 'Write a message')
      .max(CHAT_TEXT_MAX_LENGTH, `A message is at most ${CHAT_TEXT_MAX_LENGTH} characters long`),
    quick_start: chatQuickStartSchema.optional(),
  }),
  z.object({ trigger: z.literal('regenerate') }),
])
export type ChatSendInput = z.infer<typeof chatSendSchema>

/*
 * The Hook Lab: other hooks for a version, each of a named type, checked like a hook
 * (the script check's hook findings) and timed; picking one saves a version with that hook only
 * (POST /api/scripts/{id}/versions, the hand-edit path).
 */
export { HOOK_TYPES, hookTypeSchema, type HookType } from './hook-types'
/** Five hooks a round: enough to compare side by side, few enough to read at a glance. */
export const HOOK_LAB_COUNT = 5

export const hookLabRequestSchema = z.object({ message_id: z.uuid('Invalid version id') })

export const hookCandidateSchema = z.object({
  /** The named type a model wrote it as; null for an offline template. */
  type: hookTypeSchema.nullable(),
  /** An offline template's format: the offline engine's hook for this topic's reading in that format. */
  format: scriptFormatSchema.optional(),
  voice_over: z.string(),
  on_screen_text: z.string(),
  /** How long the voice-over takes to say, at the platform's speaking rate. */
  seconds: z.number(),
  /** The script check's hook findings for this hook in this script (hook_too_long, hook_restates_topic, stock_hook, claims…). */
  findings: z.array(z.object({ code: z.string(), rule: z.string(), text: z.string().optional() })),
})
export type HookCandidate = z.infer<typeof hookCandidateSchema>

export const hookLabResultSchema = z.object({
  /** model: written by the creator's model; template: the offline engine's hook for the topic. */
  source: z.enum(['model', 'template']),
  model: z.string().nullable(),
  hooks: z.array(hookCandidateSchema),
  credits: z.object({ left_credits: z.number().int() }).optional(),
})
export type HookLabResult = z.infer<typeof hookLabResultSchema>

/*
 * "Write this as a script" from a brainstorm answer: the ideas it lists, read one way for the
 * server (which makes the brief) and the web (which offers the ideas to pick from).
 */

/** Markdown marks, list numbering and a "topic:"/"angle:" label off a line. */
const plainLine = (line: string) =>
  line
    .trim()
    .replace(/^(#{1,6}\s+|[-*+]\s+|\d+[.)、]\s*)/, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/^(选题|话题|主题|topic|idea)\s*[:：]\s*/i, '')
    .replace(/^(角度|切入角度|angle)\s*[:：]\s*/i, '')
    .trim()

const NUMBERED_OR_HEADING = /^\s{0,3}(\d+[.)、]|#{1,6}\s)/
const NUMBERED = /^\s{0,3}(#{1,6}\s+)?\d+[.)、]/
const BOLD = /\*\*([^*]+)\*\*/

export interface ChatIdea {
  /** The idea's bold one-line topic (else its first line), marks and numbering off. */
  topic: string
  /** What follows the topic up to the next numbered item or heading: the angle; '' when none. */
  angle: string
}

function ideaAt(lines: string[], start: number): ChatIdea {
  const head = start < 0 ? '' : lines[start]
  const bold = BOLD.exec(head)
  const topic = plainLine(bold ? bold[1] : head)
  // The rest of the topic's own line, then the lines up to the next numbered item or heading.
  const restOfHead = bold
    ? plainLine(head.slice(head.indexOf(bold[0]) + bold[0].length).replace(/^\s*[-—:：]\s*/, ''))
    : ''
  const angle: string[] = restOfHead ? [restOfHead] : []
  // A list item also ends where an unindented paragraph follows a blank line (the answer's
  // closing question is not the last idea's angle).
  const inList = NUMBERED.test(head)
  let blank = false
  for (const line of lines.slice(start + 1)) {
    if (NUMBERED_OR_HEADING.test(line)) break
    if (inList && blank && /^\S/.test(line)) break
    const words = plainLine(line)
    if (words) angle.push(words)
    blank = !words
  }
  return { topic, angle: angle.join(' ') }
}

/**
 * The ideas of an answer, in order. Several when it is a numbered list of bold topics (the shape
 * the brainstorm prompt asks for); otherwise one: the first bold topic, else the first line (a
 * list of plain titles or a single thought is one thing to write about); none for an empty answer.
 */
export function chatIdeas(text: string): ChatIdea[] {
  const lines = text.split(/\r?\n/).map((line) => line.trimEnd())
  const heads = lines.flatMap((line, index) => (NUMBERED.test(line) && BOLD.test(line) ? [index] : []))
  if (heads.length > 1) return heads.map((start) => ideaAt(lines, start))
  let start = lines.findIndex((line) => BOLD.test(line))
  if (start < 0) start = lines.findIndex((line) => plainLine(line).length > 0)
  if (start < 0) return []
  return [ideaAt(lines, start)]
}

/** POST /api/chats/{id}/messages/{messageId}/brief: which idea (1-based, in chatIdeas order); the first when left out. */
export const chatBriefRequestSchema = z.object({
  idea: z
    .number('Idea must be a number')
    .int('Idea must be a whole number')
    .min(1, 'Idea is counted from 1')
    .optional(),
})
export type ChatBriefRequest = z.infer<typeof chatBriefRequestSchema>
