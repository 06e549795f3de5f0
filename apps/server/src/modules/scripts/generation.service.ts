import { and, eq, sql } from 'drizzle-orm'
import {
  describeFinding,
  ErrorCode,
  type Brief,
  type GenerateRequest,
  type Language,
  type ScriptCheck,
  type StreamDoneEvent,
  type StreamRepairingEvent,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptConversations, scriptMessages, type UserRow } from '../../db/schema'
import { lastAssistant, type EngineTurn, type ScriptEngine } from '../../engines/engine'
import { better, reviewAnswer, type ReviewedScript } from '../../engines/repair/review'
import { versionTarget } from '../../engines/requests'
import { versionLanguage } from '../../engines/version-language'
import { parseScriptMarkdown } from '../../engines/script-markdown/parse'
import { startEarly } from '../../engines/start-early'
import { AppError, notFound } from '../../lib/errors'
import { lockBalance } from '../credits/credit-ledger'
import { chargeCredits, ensureCreditsAvailable } from './credits'
import { ensureConnectionRate, ensureGenerationSlot } from './generation-slots'
import { toMessageDto } from './scripts.dto'
import { conversationWithHistory, historyPath } from './generation-history'
import { checkVersion } from './version-check'
import { nodeIdOf } from './stream-recovery'
import type { EngineFor } from '../model-connections/connection-engines'
import type { KnownPlan, PlanCache } from './plan-cache'

/** A generation that ended without a saved complete version; `messageId` holds what streamed. */
export class GenerationFailed extends Error {
  constructor(
    readonly error: AppError,
    readonly messageId: string | null,
    readonly stopped: boolean,
  ) {
    super(error.message)
  }
}

export interface PreparedGeneration {
  /** Who writes this version: the script's connection, or the server's engine (connection-engines.ts). */
  engine: ScriptEngine
  userId: string
  conversationId: string
  /** The script's connection as the hold read it (null: the server's engine). */
  connectionId: string | null
  assistantId: string
  brief: Brief
  history: EngineTurn[]
  /** What the answer is checked against: the version's language and the length it aims at. */
  language: Language
  targetSeconds: number
  cost: number
  /** The engine's answer, asked for as soon as the version was prepared (start()). */
  answer?: AsyncIterable<string>
}

/** The creator's request as the engine reads it: the same turn prepare() saves and generation-history.ts reads back. */
const userTurn = (request: GenerateRequest): EngineTurn => ({
  role: 'user',
  content: request.text?.trim() ?? '',
  action: request.action ?? null,
  engine: null,
})

/**
 * What a generation would be, read without locks (or kept from this script's last version,
 * plan-cache.ts) so the model can be asked before the hold commits; prepare() checks it.
 */
interface GenerationPlan {
  engine: ScriptEngine
  connectionId: string | null
  parentId: string | null
  /** The script's path to its current version, without the new request. */
  history: EngineTurn[]
}

export function createGenerationService({ database, config, logger }: AppDeps, engineFor: EngineFor, plans: PlanCache) {
  const nodeId = nodeIdOf(config)
  const { db } = database
  // Credits pay for model usage, whichever provider writes; an offline draft costs nothing and holds nothing.
  const costOf = (engine: ScriptEngine) =>
    config.CREDITS_ENABLED && engine.name !== 'offline' ? config.CREDITS_PER_GENERATION : 0
  const review = (prepared: PreparedGeneration, markdown: string) =>
    reviewAnswer(markdown, {
      platform: prepared.brief.platform,
      topic: prepared.brief.topic,
      language: prepared.language,
      targetSeconds: prepared.targetSeconds,
    })

  return {
    /**
     * prepare(), then the model. Everything that can refuse a generation (404, the rate of a
     * creator's connection, the stream cap, the credit hold) is decided and committed before any
     * request leaves for a provider (issue 41: an earlier early start let 100 parallel requests on
     * one credit reach the provider before 99 were refused). The request then starts at once, so it
     * travels while the response's headers go out.
     */
    async start(
      user: UserRow,
      conversationId: string,
      request: GenerateRequest,
      signal: AbortSignal,
    ): Promise<PreparedGeneration> {
      const plan = await this.plan(user, conversationId)
      const prepared = await this.prepare(user, conversationId, request, plan)
      return { ...prepared, answer: startEarly(prepared.engine.generate(prepared.brief, prepared.history, signal)) }
    },

    /**
     * The script, its engine and its history as they stand, without locks (prepare() checks them
     * again): as this node last knew them, else read. The engine is always built now, so a
     * connection's new key or address is used at once.
     */
    async plan(user: UserRow, conversationId: string): Promise<GenerationPlan & { brief: Brief }> {
      const known = plans.get(conversationId, user.id) ?? (await this.readPlan(user, conversationId))
      const { brief, connectionId, parentId, history } = known
      return { engine: await engineFor(db, user.id, connectionId), brief, connectionId, parentId, history }
    },

    async readPlan(user: UserRow, conversationId: string): Promise<KnownPlan> {
      const conversation = await conversationWithHistory(db, conversationId, user.id)
      if (!conversation) throw notFound('Script')
      const known: KnownPlan = {
        userId: user.id,
        brief: conversation.brief,
        connectionId: conversation.connectionId,
        parentId: conversation.currentMessageId,
        history: conversation.history,
      }
      plans.set(conversationId, known)
      return known
    },

    /**
     * Everything that can be refused is refused here, before a byte is streamed (404, 429, 402):
     * the request and a streaming version are saved and the credits held, in one transaction.
     * With a plan that still holds (same engine, same current version), its engine and history
     * are used as they are: the identity tells start() its early answer is still the right one.
     */
    async prepare(
      user: UserRow,
      conversationId: string,
      request: GenerateRequest,
      plan?: GenerationPlan,
    ): Promise<PreparedGeneration> {
      return db.transaction(async (tx) => {
        // The account first, then the conversation (lockBalance says why the order matters).
        const balance = (await lockBalance(tx, user.id)) ?? 0
        const [conversation] = await tx
          .select()
          .from(scriptConversations)
          .where(and(eq(scriptConversations.id, conversationId), eq(scriptConversations.userId, user.id)))
          .for('update')
        if (!conversation) {
          plans.forget(conversationId)
          throw notFound('Script')
        }
        const planHolds = plan?.parentId === conversation.currentMessageId
        // A stale plan is read afresh next time rather than guessed wrong again.
        if (plan && !planHolds) plans.forget(conversationId)
        const engine =
          planHolds && plan.connectionId === conversation.connectionId
            ? plan.engine
            : await engineFor(tx, user.id, conversation.connectionId)
        const cost = costOf(engine)
        await ensureGenerationSlot(tx, user.id, config.GENERATION_MAX_CONCURRENT_PER_USER)
        await ensureCreditsAvailable(tx, user.id, cost, balance)
        if (conversation.connectionId)
          await ensureConnectionRate(tx, user.id, config.GENERATION_MAX_PER_USER_PER_MINUTE)

        const history = planHolds ? plan.history : await historyPath(tx, conversation.currentMessageId)
        const [{ last }] = await tx
          .select({ last: sql<number>`coalesce(max(${scriptMessages.version}), 0)::int` })
          .from(scriptMessages)
          .where(eq(scriptMessages.conversationId, conversationId))
        const version = Number(last) + 1
        const turn = userTurn(request)
        const [request_] = await tx
          .insert(scriptMessages)
          .values({
            conversationId,
            userId: user.id,
            parentId: conversation.currentMessageId,
            role: 'user',
            content: turn.content,
            action: turn.action,
          })
          .returning({ id: scriptMessages.id })
        const turns = [...history, turn]
        const targetSeconds = versionTarget(conversation.brief, turns, engine.reads)
        const [assistant] = await tx
          .insert(scriptMessages)
          .values({
            conversationId,
            userId: user.id,
            parentId: request_.id,
            role: 'assistant',
            status: 'streaming',
            engine: engine.label,
            version,
            targetSeconds,
            creditsHeld: cost,
            nodeId,
          })
          .returning({ id: scriptMessages.id })
        const language = versionLanguage(conversation.brief, turns)
        return {
          engine,
          userId: user.id,
          conversationId,
          connectionId: conversation.connectionId,
          assistantId: assistant.id,
          brief: conversation.brief,
          history: turns,
          language,
          targetSeconds,
          cost,
        }
      })
    },

    /**
     * Generate → parse → check → mechanical repair → (model only) one repair turn →
     * check → save. The answer streams through `onDelta`; `onRepairing` fires before the repair
     * turn. A failure or a stop keeps what streamed as an incomplete version, uncharged; an answer
     * that is not a script is refused (NOT_A_SCRIPT), never saved as a version and never charged.
     */
    async run(
      prepared: PreparedGeneration,
      signal: AbortSignal,
      onDelta: (text: string) => Promise<void>,
      onRepairing: (event: StreamRepairingEvent) => Promise<void> = async () => {},
    ): Promise<StreamDoneEvent> {
      let content = ''
      try {
        const answer = prepared.answer ?? prepared.engine.generate(prepared.brief, prepared.history, signal)
        for await (const text of answer) {
          content += text
          await onDelta(text)
        }
        signal.throwIfAborted()
      } catch (error) {
        throw await this.keepIncomplete(prepared, content, error, signal.aborted)
      }

      try {
        return await this.finish(prepared, content, signal, onRepairing)
      } catch (error) {
        if (error instanceof GenerationFailed) throw error
        throw await this.keepIncomplete(prepared, content, error, false)
      }
    },

    /**
     * A whole answer at once, for a client that did not ask for an event stream. A failure is the
     * API's error, carrying the id of the incomplete version so the client can show what was kept.
     */
    async runWhole(prepared: PreparedGeneration, signal: AbortSignal): Promise<StreamDoneEvent> {
      try {
        return await this.run(prepared, signal, async () => {})
      } catch (error) {
        if (!(error instanceof GenerationFailed)) throw error
        const { code, message, data, headers } = error.error
        throw new AppError(code, message, { data: { ...data, message_id: error.messageId }, headers, cause: error })
      }
    },

    /** Everything after the stream: review, the repair turn if needed, the charge and the save. */
    async finish(
      prepared: PreparedGeneration,
      content: string,
      signal: AbortSignal,
      onRepairing: (event: StreamRepairingEvent) => Promise<void>,
    ) {
      const first = review(prepared, content)
      if (first.kind === 'not_a_script') throw await this.refuse(prepared, content, first.warnings)
      if (!first.complete) throw await this.keepIncomplete(prepared, content, truncated(), false)
      let best = first
      if (first.failed > 0 && prepared.engine.repair) {
        await onRepairing({ failed: first.failed })
        try {
          const second = await this.repairTurn(prepared, content, first.check, signal)
          if (second && better(second, best)) {
            best = {
              ...second,
              warnings: [
                ...second.warnings,
                `repaired: rewritten by the model after the check (${first.failed} → ${second.failed} rules failing)`,
              ],
            }
          }
        } catch (error) {
          if (signal.aborted) throw await this.keepIncomplete(prepared, content, error, true)
          // The first answer stands: a failed repair turn costs the creator nothing extra.
          logger.warn({ err: error, messageId: prepared.assistantId }, 'repair turn failed; keeping the first answer')
        }
      }
      // Nothing new for the creator (the same Markdown as the version it revises) is not charged.
      const previous = lastAssistant(prepared.history)
      const charge = previous && previous.content.trim() === content.trim() ? 0 : prepared.cost
      return this.save(prepared, best, charge)
    },

    /** The model's second answer, given its first and the check's findings; null when it is not a whole script. */
    async repairTurn(prepared: PreparedGeneration, answer: string, check: ScriptCheck, signal: AbortSignal) {
      let text = ''
      for await (const chunk of prepared.engine.repair!(
        prepared.brief,
        prepared.history,
        answer,
        check.findings.map(describeFinding),
        signal,
      ))
        text += chunk
      signal.throwIfAborted()
      const second = review(prepared, text)
      return second.kind === 'script' && second.complete ? second : null
    },

    /** The charge and the saved version commit together or not at all. */
    async save(prepared: PreparedGeneration, answer: ReviewedScript, charge: number): Promise<StreamDoneEvent> {
      const { done, saved } = await db.transaction(async (tx) => {
        const balance =
          charge > 0
            ? await chargeCredits(tx, {
                userId: prepared.userId,
                cost: charge,
                conversationId: prepared.conversationId,
                messageId: prepared.assistantId,
                model: prepared.engine.label,
              })
            : null
        const [saved] = await tx
          .update(scriptMessages)
          .set({
            status: 'complete',
            content: answer.content,
            script: answer.script,
            warnings: answer.warnings,
            check: answer.check,
            creditsHeld: 0,
            creditsCharged: charge,
            updatedAt: sql`now()`,
          })
          .where(eq(scriptMessages.id, prepared.assistantId))
          .returning()
        // Deleted while streaming: the transaction rolls back, so nothing is charged.
        if (!saved) throw new GenerationFailed(notFound('Script'), null, false)
        await tx
          .update(scriptConversations)
          .set({ currentMessageId: saved.id, updatedAt: sql`now()` })
          .where(eq(scriptConversations.id, prepared.conversationId))
        const done: StreamDoneEvent = {
          message: toMessageDto(saved),
          ...(balance !== null && prepared.cost > 0 ? { credits: { left_credits: balance } } : {}),
        }
        return { done, saved }
      })
      // The next version revises this one: its plan is known without reading the script again.
      plans.set(prepared.conversationId, {
        userId: prepared.userId,
        brief: prepared.brief,
        connectionId: prepared.connectionId,
        parentId: saved.id,
        history: [
          ...prepared.history,
          { role: 'assistant', content: saved.content, action: saved.action ?? null, engine: saved.engine },
        ],
      })
      return done
    },

    /** An answer that is not a script: the row is kept as `failed` (no script) so the conversation shows what happened. */
    async refuse(prepared: PreparedGeneration, content: string, warnings: string[]): Promise<GenerationFailed> {
      const [saved] = await db
        .update(scriptMessages)
        .set({ status: 'failed', content, script: null, warnings, check: null, creditsHeld: 0, updatedAt: sql`now()` })
        .where(eq(scriptMessages.id, prepared.assistantId))
        .returning({ id: scriptMessages.id })
      const error = new AppError(
        ErrorCode.NOT_A_SCRIPT,
        'The model did not answer with a script; nothing was saved or charged. Try again or rephrase the request.',
      )
      return new GenerationFailed(error, saved?.id ?? null, false)
    },

    async keepIncomplete(
      prepared: PreparedGeneration,
      content: string,
      error: unknown,
      stopped: boolean,
    ): Promise<GenerationFailed> {
      const parsed = content ? parseScriptMarkdown(content) : null
      const script = parsed && parsed.script.beats.length > 0 ? parsed.script : null
      const [saved] = await db
        .update(scriptMessages)
        .set({
          status: content ? 'incomplete' : 'failed',
          content,
          script: parsed?.script ?? null,
          warnings: parsed?.warnings ?? [],
          check: script ? checkVersion(prepared.brief, script, prepared.targetSeconds, prepared.language) : null,
          creditsHeld: 0,
          updatedAt: sql`now()`,
        })
        .where(eq(scriptMessages.id, prepared.assistantId))
        .returning({ id: scriptMessages.id })
      const appError =
        error instanceof AppError
          ? error
          : stopped
            ? // Never sent: the client that stopped it has gone.
              new AppError(ErrorCode.CONFLICT, 'Generation stopped')
            : new AppError(ErrorCode.INTERNAL, 'The script engine failed', { cause: error })
      return new GenerationFailed(appError, saved?.id ?? null, stopped)
    },
  }
}

/** An answer that stopped before its call to action: kept as an incomplete version, uncharged. */
const truncated = () =>
  new AppError(
    ErrorCode.UPSTREAM_FAILED,
    'The model stopped before the script was complete; what it wrote is kept as an incomplete version.',
    {
      data: { reason: 'truncated' },
    },
  )

export type GenerationService = ReturnType<typeof createGenerationService>
