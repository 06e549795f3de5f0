import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type {
  ChatList,
  ChatMessage,
  ChatSendInput,
  ChatThread,
  ChatThreadSummary,
  CreateChatThreadInput,
  Language,
  Platform,
} from '@hookline/contract'
import { createChatThreadSchema } from '@hookline/contract'
import type { AppDeps } from '../../context'
import type { Tx } from '../../db/client'
import {
  chatMessages,
  chatThreads,
  scriptConversations,
  type ChatMessageRow,
  type ChatThreadRow,
  type UserRow,
} from '../../db/schema'
import { notFound } from '../../lib/errors'
import { applyCreditChange, insufficientCredits, lockBalance } from '../credits/credit-ledger'
import { ensureConnectionRate, tooManyGenerations } from '../scripts/generation-slots'
import { liveHolds } from '../scripts/credits'
import { briefFromAnswer } from './chats-brief'
import type { ChatModelChoice, ChatModels } from './chats-model'
import { quickStartText, titleFrom } from './chats-prompt'

const toSummary = (row: ChatThreadRow): ChatThreadSummary => ({
  id: row.id,
  title: row.title,
  platform: row.platform as Platform,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  status: row.status,
  model: row.model,
  credits_charged: row.creditsCharged,
  created_at: row.createdAt.toISOString(),
})

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const languageOf = (user: UserRow): Language => user.preferences?.language ?? 'zh'

/** A turn prepared for the model: the hold is committed, the streaming answer row exists. */
export interface PreparedChat {
  userId: string
  threadId: string
  assistantId: string
  cost: number
  choice: ChatModelChoice
  thread: ChatThreadRow
  language: Language
  history: Array<{ role: 'user' | 'assistant'; content: string }>
  /** Platforms the creator has written scripts for (the system prompt names them). */
  usedPlatforms: Platform[]
}

export function createChatsService({ database, config }: Pick<AppDeps, 'database' | 'config'>, models: ChatModels) {
  const { db } = database
  const costOf = () => (config.CREDITS_ENABLED ? config.CHAT_CREDITS_PER_MESSAGE : 0)

  async function ownThread(tx: Pick<Tx, 'select'>, userId: string, id: string) {
    const [row] = await tx
      .select()
      .from(chatThreads)
      .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, userId)))
    if (!row) throw notFound('Chat')
    return row
  }

  return {
    async list(user: UserRow, q: string | undefined): Promise<ChatList> {
      const rows = await db
        .select()
        .from(chatThreads)
        .where(and(eq(chatThreads.userId, user.id), q ? ilike(chatThreads.title, `%${escapeLike(q)}%`) : undefined))
        .orderBy(desc(chatThreads.updatedAt))
        .limit(200)
      const label = await models.describe(db, user.id)
      return {
        items: rows.map(toSummary),
        model: { available: label !== null, label, credits_per_message: costOf() },
      }
    },

    async create(user: UserRow, input: CreateChatThreadInput): Promise<ChatThread> {
      const parsed = createChatThreadSchema.parse(input)
      const fallback = languageOf(user) === 'zh' ? '新的头脑风暴' : 'New brainstorm'
      const [row] = await db
        .insert(chatThreads)
        .values({
          userId: user.id,
          title: parsed.title ?? (parsed.trends[0] ? titleFrom(parsed.trends[0].title) : fallback),
          platform: parsed.platform,
          trends: parsed.trends,
        })
        .returning()
      return { ...toSummary(row), trends: row.trends, messages: [] }
    },

    async get(user: UserRow, id: string): Promise<ChatThread> {
      const thread = await ownThread(db, user.id, id)
      const messages = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, id))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role))
      return { ...toSummary(thread), trends: thread.trends, messages: messages.map(toMessage) }
    },

    async update(
      user: UserRow,
      id: string,
      patch: { title?: string; platform?: Platform; trends?: ChatThread['trends'] },
    ): Promise<ChatThreadSummary> {
      const [row] = await db
        .update(chatThreads)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, user.id)))
        .returning()
      if (!row) throw notFound('Chat')
      return toSummary(row)
    },

    async remove(user: UserRow, id: string): Promise<null> {
      const deleted = await db
        .delete(chatThreads)
        .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, user.id)))
        .returning({ id: chatThreads.id })
      if (deleted.length === 0) throw notFound('Chat')
      return null
    },

    /** "Write this as a script": the brief one idea of an answer makes (the first unless picked), for the thread's platform. */
    async brief(user: UserRow, id: string, messageId: string, idea?: number) {
      const thread = await ownThread(db, user.id, id)
      const [message] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.threadId, id), eq(chatMessages.role, 'assistant')))
      if (!message || !message.content.trim()) throw notFound('Answer')
      const trend = thread.trends[0]
      return briefFromAnswer(message.content, {
        platform: thread.platform as Platform,
        language: /[\u4e00-\u9fff]/.test(message.content) ? 'zh' : 'en',
        trend,
        idea,
      })
    },

    /**
     * Everything that can refuse an answer (404, no model, the shared stream cap, the connection's
     * rate, the credit hold) is decided and committed here, before the provider is asked.
     */
    async prepare(user: UserRow, id: string, input: ChatSendInput): Promise<PreparedChat> {
      // Someone else's thread is a 404 whatever else would refuse the message (no model connected).
      const choice = await models.choose(db, user.id).catch(async (error: unknown) => {
        const [owned] = await db
          .select({ id: chatThreads.id })
          .from(chatThreads)
          .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, user.id)))
        throw owned ? error : notFound('Chat')
      })
      const cost = costOf()
      const usedPlatforms = await db
        .selectDistinct({ platform: scriptConversations.platform })
        .from(scriptConversations)
        .where(eq(scriptConversations.userId, user.id))
        .limit(6)
      return db.transaction(async (tx) => {
        const balance = (await lockBalance(tx, user.id)) ?? 0
        const [thread] = await tx
          .select()
          .from(chatThreads)
          .where(and(eq(chatThreads.id, id), eq(chatThreads.userId, user.id)))
          .for('update')
        if (!thread) throw notFound('Chat')
        const live = await liveHolds(tx, user.id)
        if (live.count >= config.GENERATION_MAX_CONCURRENT_PER_USER)
          throw tooManyGenerations(config.GENERATION_MAX_CONCURRENT_PER_USER)
        if (cost > 0 && balance - live.held < cost) throw insufficientCredits(cost, balance - live.held)
        if (choice.connectionId) await ensureConnectionRate(tx, user.id, config.GENERATION_MAX_PER_USER_PER_MINUTE)

        const existing = await tx
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.threadId, id))
          .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role))
        const language = languageOf(user)
        let history: ChatMessageRow[]
        if (input.trigger === 'regenerate') {
          // The last answer is replaced: everything after the creator's last message goes.
          const lastUser = existing.map((m) => m.role).lastIndexOf('user')
          if (lastUser < 0) throw notFound('Message to answer')
          const stale = existing.slice(lastUser + 1).map((m) => m.id)
          if (stale.length) await tx.delete(chatMessages).where(inArray(chatMessages.id, stale))
          history = existing.slice(0, lastUser + 1)
        } else {
          const text = input.quick_start ? quickStartText(input.quick_start, input.text, language) : input.text
          const [asked] = await tx
            .insert(chatMessages)
            .values({ threadId: id, userId: user.id, role: 'user', content: text, createdAt: sql`now()` })
            .returning()
          history = [...existing.filter((m) => m.status !== 'streaming'), asked]
          if (existing.length === 0 && thread.trends.length === 0)
            await tx
              .update(chatThreads)
              .set({ title: titleFrom(input.text) })
              .where(eq(chatThreads.id, id))
        }
        const [assistant] = await tx
          .insert(chatMessages)
          .values({
            threadId: id,
            userId: user.id,
            role: 'assistant',
            status: 'streaming',
            model: choice.label,
            creditsHeld: cost,
            // After the request in the thread's order, whatever the clock's resolution.
            createdAt: sql`now() + interval '1 millisecond'`,
          })
          .returning({ id: chatMessages.id })
        await tx
          .update(chatThreads)
          .set({ updatedAt: sql`now()` })
          .where(eq(chatThreads.id, id))
        return {
          userId: user.id,
          threadId: id,
          assistantId: assistant.id,
          cost,
          choice,
          thread,
          language,
          history: history
            .filter((m) => m.content.trim() && m.status !== 'failed')
            .map((m) => ({ role: m.role, content: m.content })),
          usedPlatforms: usedPlatforms.map((r) => r.platform as Platform),
        }
      })
    },

    /**
     * The answer's end: complete and charged (one ledger entry) in one transaction, or kept
     * stopped/failed with what streamed and nothing charged (a non-answer is never charged).
     */
    async settle(
      prepared: PreparedChat,
      outcome: { kind: 'complete'; text: string } | { kind: 'stopped' | 'failed'; text: string; reason: string },
    ): Promise<{ message: ChatMessage; left_credits: number | null }> {
      return db.transaction(async (tx) => {
        const charged = outcome.kind === 'complete' && outcome.text.trim() ? prepared.cost : 0
        const balance =
          charged > 0
            ? await applyCreditChange(tx, {
                userId: prepared.userId,
                delta: -charged,
                kind: 'generation',
                model: prepared.choice.label,
              }).catch(() => null)
            : null
        const paid = balance !== null ? charged : 0
        const [row] = await tx
          .update(chatMessages)
          .set({
            content: outcome.text,
            status: outcome.kind === 'complete' && !outcome.text.trim() ? 'failed' : outcome.kind,
            errorReason: outcome.kind === 'complete' ? (outcome.text.trim() ? null : 'empty') : outcome.reason,
            creditsHeld: 0,
            creditsCharged: paid,
            updatedAt: sql`now()`,
          })
          .where(eq(chatMessages.id, prepared.assistantId))
          .returning()
        if (!row) throw notFound('Chat')
        return { message: toMessage(row), left_credits: balance }
      })
    },
  }
}

export type ChatsService = ReturnType<typeof createChatsService>
