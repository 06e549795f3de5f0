import { eq, sql } from 'drizzle-orm'
import { streamText, type ModelMessage } from 'ai'
import { ErrorCode } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { modelRounds, type ModelRoundKind } from '../../db/schema'
import { mapProviderError } from '../../engines'
import { AppError } from '../../lib/errors'
import { applyCreditChange, insufficientCredits, lockBalance } from '../credits/credit-ledger'
import { liveHolds } from '../scripts/credits'
import { ensureConnectionRate, tooManyGenerations } from '../scripts/generation-slots'
import type { ChatModelChoice } from './chats-model'

/** What a creator is told when the server stopped before the model answered: nothing was charged. */
const shutDown = () =>
  new AppError(
    ErrorCode.SERVICE_UNAVAILABLE,
    'The server restarted before the model answered; nothing was charged. Try again in a moment.',
    { headers: { 'Retry-After': '5' } },
  )

/** A round's answer that was not what was asked for; `reason` is stored, nothing is charged. */
export class UnusableAnswer extends Error {
  constructor(
    readonly reason: string,
    readonly error: AppError,
  ) {
    super(error.message)
  }
}

/**
 * One whole answer of the creator's model outside a script or a thread (a Hook Lab round, a voice
 * distillation), priced as a chat answer (CHAT_CREDITS_PER_MESSAGE). Its hold is a `model_rounds`
 * row committed before the provider is asked, under the balance's lock, with the stream cap and
 * the connection's rate, so two rounds at once can never both spend the same credit (liveHolds
 * counts the row). The round is charged only when `read` accepts the answer; a failed, refused or
 * stopped one is kept uncharged with its hold released. While the server drains (SIGTERM) the
 * round is followed and, past the grace, stopped and released.
 */
export function createModelRounds({ database, config, drain }: Pick<AppDeps, 'database' | 'config' | 'drain'>) {
  const { db } = database
  const price = () => (config.CREDITS_ENABLED ? config.CHAT_CREDITS_PER_MESSAGE : 0)

  async function settle(
    id: string,
    userId: string,
    result: { charge: number; model: string; conversationId?: string } | { reason: string },
  ) {
    return db.transaction(async (tx) => {
      let left: number | null = null
      if ('charge' in result && result.charge > 0)
        left = await applyCreditChange(tx, {
          userId,
          delta: -result.charge,
          kind: 'generation',
          model: result.model,
          conversationId: result.conversationId,
        }).catch(() => null)
      await tx
        .update(modelRounds)
        .set({
          status: 'charge' in result ? 'complete' : 'failed',
          errorReason: 'reason' in result ? result.reason.slice(0, 40) : null,
          creditsHeld: 0,
          creditsCharged: left !== null && 'charge' in result ? result.charge : 0,
          updatedAt: sql`now()`,
        })
        .where(eq(modelRounds.id, id))
      return left
    })
  }

  return {
    /**
     * Holds the round's price, then `ask` talks to the model through `generate` (one request each
     * call: a repair turn is a second one within the same round) and makes the round's value, or
     * throws UnusableAnswer to refuse what came back. The round is charged once `ask` returns.
     * Returns its value and the balance after the charge (null when nothing was charged).
     */
    async run<T>(
      userId: string,
      kind: ModelRoundKind,
      choice: ChatModelChoice,
      request: {
        system: string
        maxOutputTokens: number
        signal: AbortSignal
        /** The script a Hook Lab round was for, named on its ledger entry. */
        conversationId?: string
      },
      ask: (generate: (messages: ModelMessage[]) => Promise<string>) => Promise<T>,
    ): Promise<{ value: T; left: number | null }> {
      const cost = price()
      const round = await db.transaction(async (tx) => {
        const balance = (await lockBalance(tx, userId)) ?? 0
        const live = await liveHolds(tx, userId)
        if (live.count >= config.GENERATION_MAX_CONCURRENT_PER_USER)
          throw tooManyGenerations(config.GENERATION_MAX_CONCURRENT_PER_USER)
        if (cost > 0 && balance - live.held < cost) throw insufficientCredits(cost, balance - live.held)
        if (choice.connectionId) await ensureConnectionRate(tx, userId, config.GENERATION_MAX_PER_USER_PER_MINUTE)
        const [row] = await tx
          .insert(modelRounds)
          .values({ userId, kind, model: choice.label, creditsHeld: cost })
          .returning({ id: modelRounds.id })
        return row
      })
      const stop = new AbortController()
      const untrack = drain?.track(stop)
      const signal = AbortSignal.any([request.signal, stop.signal, AbortSignal.timeout(config.AI_TOTAL_TIMEOUT_MS)])
      let settled = false
      const end = (result: Parameters<typeof settle>[2]) => {
        settled = true
        return settle(round.id, userId, result)
      }
      // Streamed and read whole: the same request shape as every other answer of the creator's model.
      const generate = async (messages: ModelMessage[]) => {
        let failure: unknown = null
        const answer = streamText({
          model: choice.model,
          system: request.system,
          messages,
          maxRetries: 0,
          maxOutputTokens: request.maxOutputTokens,
          abortSignal: signal,
          onError: ({ error }) => {
            failure = error
          },
        })
        const text = await Promise.resolve(answer.text).then(
          (value) => value,
          (error: unknown) => {
            failure ??= error
            return ''
          },
        )
        if (stop.signal.aborted) throw new Interrupted()
        if (failure) throw failure instanceof AppError ? failure : mapProviderError(failure, choice.settings)
        return text
      }
      try {
        const value = await ask(generate)
        const left = await end({ charge: cost, model: choice.label, conversationId: request.conversationId })
        return { value, left }
      } catch (error) {
        // Whatever went wrong, nothing is charged and the hold never outlives the request.
        const reason =
          error instanceof Interrupted
            ? 'interrupted'
            : error instanceof UnusableAnswer
              ? error.reason
              : request.signal.aborted
                ? 'stopped'
                : error instanceof AppError
                  ? ((error.data as { reason?: string } | null)?.reason ?? 'provider_error')
                  : 'error'
        if (!settled) await end({ reason }).catch(() => null)
        if (error instanceof Interrupted) throw shutDown()
        throw error instanceof UnusableAnswer ? error.error : error
      } finally {
        untrack?.()
      }
    },
  }
}

/** The drain stopped the round (the server is shutting down). */
class Interrupted extends Error {}

export type ModelRounds = ReturnType<typeof createModelRounds>
