import { and, eq, sql } from 'drizzle-orm'
import {
  ErrorCode,
  type Brief,
  type GenerateRequest,
  type IncompleteReason,
  type Language,
  type ScriptCheck,
  type StreamDoneEvent,
  type StreamRepairingEvent,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptConversations, scriptMessages, type UserRow } from '../../db/schema'
import { IncompleteAnswerError, lastAssistant, type EngineTurn, type ScriptEngine } from '../../engines/engine'
import { repairFindings } from '../../engines/repair/repair-findings'
import {
  better,
  repairMechanically,
  reviewAnswer,
  type ReviewBrief,
  type ReviewedScript,
} from '../../engines/repair/review'
import { versionTarget } from '../../engines/requests'
import { versionLanguage } from '../../engines/version-language'
import { parseScriptMarkdown } from '../../engines/script-markdown/parse'
import { startEarly } from '../../engines/start-early'
import { selectRows } from '../../db/raw-rows'
import { AppError, notFound } from '../../lib/errors'
import { lockBalance } from '../credits/credit-ledger'
import { chargeRefusals, NOT_CHARGED, stoppedChargeRefusals } from './charge-rule'
import { chargeCredits, ensureCreditsAvailable, lockAccount } from './credits'
import { AccountDisabledAbort } from './generation-aborts'
import { ServerShutdownAbort, shutDownWhileWriting } from './generation-drain'
import { ensureConnectionRate, takeGenerationSlot } from './generation-slots'
import { toMessageDto } from './scripts.dto'
import { conversationWithHistory, historyPath } from './generation-history'
import { versionToContinue } from './generation-continue'
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
  const reviewBrief = (prepared: PreparedGeneration): ReviewBrief => ({
    platform: prepared.brief.platform,
    topic: prepared.brief.topic,
    language: prepared.language,
    targetSeconds: prepared.targetSeconds,
    neverWords: prepared.brief.voice?.never_words,
  })
  const review = (prepared: PreparedGeneration, markdown: string) => reviewAnswer(markdown, reviewBrief(prepared))

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
        // Continue builds on the version the output limit cut, not on the current one (generation-continue.ts).
        const parentId =
          request.action === 'continue' ? await versionToContinue(tx, conversationId) : conversation.currentMessageId
        const planHolds = plan?.parentId === parentId
        // A stale plan is read afresh next time rather than guessed wrong again.
        if (plan && !planHolds) plans.forget(conversationId)
        const engine =
          planHolds && plan.connectionId === conversation.connectionId
            ? plan.engine
            : await engineFor(tx, user.id, conversation.connectionId)
        const cost = costOf(engine)
        const version = await takeGenerationSlot(tx, user.id, conversationId, config.GENERATION_MAX_CONCURRENT_PER_USER)
        await ensureCreditsAvailable(tx, user.id, cost, balance)
        if (conversation.connectionId)
          await ensureConnectionRate(tx, user.id, config.GENERATION_MAX_PER_USER_PER_MINUTE)

        const history = planHolds ? plan.history : await historyPath(tx, parentId)
        const turn = userTurn(request)
        const turns = [...history, turn]
        const targetSeconds = versionTarget(conversation.brief, turns, engine.reads)
        // The request and its streaming version in one statement: one round trip fewer before the
        // provider is asked (the hold commits first, issue 41).
        const [assistant] = await selectRows<{ id: string }>(
          tx,
          sql`with request as (
            insert into ${scriptMessages} (conversation_id, user_id, parent_id, role, content, action)
            values (${conversationId}, ${user.id}, ${parentId}, 'user', ${turn.content}, ${turn.action})
            returning id
          )
          insert into ${scriptMessages}
            (conversation_id, user_id, parent_id, role, status, engine, version, target_seconds, credits_held, node_id)
          select ${conversationId}::uuid, ${user.id}::uuid, request.id, 'assistant', 'streaming', ${engine.label}::text,
            ${version}::int, ${targetSeconds}::int, ${cost}::int, ${nodeId}::text
          from request
          returning id`,
        )
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
     * Generate → parse → check the answer as written → (model only) one repair turn naming what
     * it wrote → fixes that cannot change meaning → check → charge → save (docs/script-format.md,
     * "Repair, states and charging"). The answer streams through `onDelta`; `onRepairing` fires
     * before the repair turn. An answer that ends unfinished (the output limit, a closed or
     * malformed stream, silence, a provider error, the creator's stop, a disabled account) is kept
     * as an incomplete version with that reason; an answer that is not a script is refused
     * (NOT_A_SCRIPT), never saved as a version and never charged.
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
        throw await this.keepIncomplete(prepared, content, error, incompleteReason(error, signal, true))
      }

      try {
        return await this.finish(prepared, content, signal, onRepairing)
      } catch (error) {
        if (error instanceof GenerationFailed) throw error
        throw await this.keepIncomplete(prepared, content, error, incompleteReason(error, signal, false))
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

    /**
     * Everything after a finished stream: the check of the raw answer, the repair turn when the
     * mechanical fixes cannot mend it, those fixes, the charge decision (charge-rule.ts) and the save.
     */
    async finish(
      prepared: PreparedGeneration,
      content: string,
      signal: AbortSignal,
      onRepairing: (event: StreamRepairingEvent) => Promise<void>,
    ) {
      const first = review(prepared, content)
      if (first.kind === 'not_a_script') throw await this.refuse(prepared, content, first.warnings)
      let best = repairMechanically(first, reviewBrief(prepared))
      // What the mechanical fixes leave needs new words (hook, pacing, length, coverage, claims,
      // language, a missing section): only the model may write them, told what it actually wrote.
      if (best.check.findings.length > 0 && prepared.engine.repair) {
        await onRepairing({ failed: first.failed })
        try {
          const second = await this.repairTurn(prepared, content, first.check, signal)
          const fixed = second && repairMechanically(second, reviewBrief(prepared))
          if (fixed && better(fixed, best)) {
            best = {
              ...fixed,
              warnings: [
                ...fixed.warnings,
                `repaired: rewritten by the model after the check (${first.failed} → ${fixed.failed} rules failing)`,
              ],
            }
          }
        } catch (error) {
          if (signal.aborted) throw await this.keepIncomplete(prepared, content, error, incompleteReason(error, signal))
          // The first answer stands: a failed repair turn costs the creator nothing extra.
          logger.warn({ err: error, messageId: prepared.assistantId }, 'repair turn failed; keeping the first answer')
        }
      }
      // Nothing new for the creator (the same Markdown as the version it revises) is not charged.
      const previous = lastAssistant(prepared.history)
      const refusals =
        prepared.cost === 0
          ? []
          : previous && previous.content.trim() === content.trim()
            ? [`${NOT_CHARGED} the same script as the version it revises`]
            : chargeRefusals(best.check)
      const charge = refusals.length === 0 ? prepared.cost : 0
      return this.save(prepared, { ...best, warnings: [...best.warnings, ...refusals] }, charge)
    },

    /**
     * The model's second answer, given its first and the check's findings on it as written; null when
     * it is not a script. One that ends unfinished throws (the first answer then stands).
     */
    async repairTurn(prepared: PreparedGeneration, answer: string, check: ScriptCheck, signal: AbortSignal) {
      let text = ''
      for await (const chunk of prepared.engine.repair!(
        prepared.brief,
        prepared.history,
        answer,
        repairFindings(check),
        signal,
      ))
        text += chunk
      signal.throwIfAborted()
      const second = review(prepared, text)
      return second.kind === 'script' ? second : null
    },

    /**
     * The charge and the saved version commit together or not at all. An account disabled while the
     * version streamed is not charged: the version is kept incomplete (reason 'disabled') instead.
     */
    async save(prepared: PreparedGeneration, answer: ReviewedScript, charge: number): Promise<StreamDoneEvent> {
      const outcome = await db.transaction(async (tx) => {
        const { disabled } = await lockAccount(tx, prepared.userId)
        if (disabled) {
          const [kept] = await tx
            .update(scriptMessages)
            .set({
              status: 'incomplete',
              content: answer.content,
              script: answer.script,
              warnings: answer.warnings.filter((w) => !w.startsWith(NOT_CHARGED)),
              check: answer.check,
              incompleteReason: 'disabled',
              creditsHeld: 0,
              creditsCharged: 0,
              updatedAt: sql`now()`,
            })
            .where(eq(scriptMessages.id, prepared.assistantId))
            .returning({ id: scriptMessages.id })
          return { disabled: true as const, id: kept?.id ?? null }
        }
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
            incompleteReason: null,
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
        return { disabled: false as const, done, saved }
      })
      if (outcome.disabled) throw new GenerationFailed(disabledWhileWriting(), outcome.id, false)
      const { done, saved } = outcome
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

    /**
     * What streamed before the answer ended unfinished, kept as an incomplete version (failed when
     * nothing came) with `reason` (null: a fault of our own). Nothing unfinished is charged, except
     * a stop after most of a script had streamed (charge-rule.ts, issue 41 finding 5); never for an
     * account disabled meanwhile, whose version is kept with reason 'disabled'.
     */
    async keepIncomplete(
      prepared: PreparedGeneration,
      content: string,
      error: unknown,
      reason: IncompleteReason | null,
    ): Promise<GenerationFailed> {
      const parsed = content ? parseScriptMarkdown(content) : null
      const script = parsed && parsed.script.beats.length > 0 ? parsed.script : null
      const check = script ? checkVersion(prepared.brief, script, prepared.targetSeconds, prepared.language) : null
      const { id, why } = await db.transaction(async (tx) => {
        const { disabled } = await lockAccount(tx, prepared.userId)
        const ended = reason === 'stopped' || reason === 'disabled'
        const why: IncompleteReason | null = ended && disabled ? 'disabled' : reason
        const refusals = why === 'stopped' && prepared.cost > 0 ? stoppedChargeRefusals(check) : []
        const charge = why === 'stopped' && prepared.cost > 0 && refusals.length === 0 ? prepared.cost : 0
        const [saved] = await tx
          .update(scriptMessages)
          .set({
            status: content ? 'incomplete' : 'failed',
            content,
            script: parsed?.script ?? null,
            warnings: [...(parsed?.warnings ?? []), ...refusals],
            check,
            incompleteReason: why,
            creditsHeld: 0,
            creditsCharged: charge,
            updatedAt: sql`now()`,
          })
          .where(eq(scriptMessages.id, prepared.assistantId))
          .returning({ id: scriptMessages.id })
        if (saved && charge > 0)
          await chargeCredits(tx, {
            userId: prepared.userId,
            cost: charge,
            conversationId: prepared.conversationId,
            messageId: prepared.assistantId,
            model: prepared.engine.label,
          })
        return { id: saved?.id ?? null, why }
      })
      const appError =
        why === 'disabled'
          ? disabledWhileWriting()
          : why === 'interrupted'
            ? shutDownWhileWriting()
            : why === 'stopped'
              ? // Never sent: the client that stopped it has gone.
                new AppError(ErrorCode.CONFLICT, 'Generation stopped')
              : error instanceof AppError
                ? error
                : new AppError(ErrorCode.INTERNAL, 'The script engine failed', { cause: error })
      return new GenerationFailed(appError, id, why === 'stopped' || why === 'disabled')
    },
  }
}

/**
 * Why an answer ended unfinished: the creator's stop or a disabled account (the signal's reason),
 * else what the engine said (IncompleteAnswerError), else a provider's refusal (any other AppError
 * the engine threw while `streaming`); null for a fault of our own.
 */
function incompleteReason(error: unknown, signal: AbortSignal, streaming = true): IncompleteReason | null {
  if (signal.reason instanceof ServerShutdownAbort) return 'interrupted'
  if (signal.aborted) return signal.reason instanceof AccountDisabledAbort ? 'disabled' : 'stopped'
  if (error instanceof IncompleteAnswerError) return error.reason
  return streaming && error instanceof AppError ? 'provider_error' : null
}

const disabledWhileWriting = () =>
  new AppError(
    ErrorCode.ACCOUNT_DISABLED,
    'The account was disabled while the script was being written; what arrived is kept as an incomplete version, not charged.',
  )

export type GenerationService = ReturnType<typeof createGenerationService>
