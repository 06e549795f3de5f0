import type { GenerateRequest, IncompleteReason, StreamDoneEvent, StreamRepairingEvent } from '@hookline/contract'
import type { AppDeps } from '../../context'
import type { UserRow } from '../../db/schema'
import { askEngine, startEarly } from '../../engines'
import { AppError } from '../../lib/errors'
import type { EngineFor } from '../model-connections/connection-engines'
import { GenerationFailed } from './generation-failed'
import { incompleteReason, writeVersion } from './generation-pipeline'
import { createGenerationHold, type PreparedGeneration } from './generation-hold.repository'
import { createGenerationSettle } from './generation-settle.repository'
import type { PlanCache } from './plan-cache'
import { disabledWhileWriting, endedByStop, notAScript, readUnfinished, unfinishedError } from './version-settlement'

/**
 * A script's next version: the hold (generation-hold.repository.ts), the writing
 * (generation-pipeline.ts), then its settlement (generation-settle.repository.ts), each failure
 * turned into what the creator is told.
 */
export function createGenerationService(deps: AppDeps, engineFor: EngineFor, plans: PlanCache) {
  const holds = createGenerationHold(deps, engineFor, plans)
  const versions = createGenerationSettle(deps.database.db, plans)

  /** What streamed before the answer ended unfinished, kept with `reason`; the failure to report. */
  const keepUnfinished = async (
    prepared: PreparedGeneration,
    content: string,
    error: unknown,
    reason: IncompleteReason | null,
  ) => {
    const { id, why } = await versions.saveUnfinished(prepared, readUnfinished(prepared, content), reason)
    return new GenerationFailed(unfinishedError(why, error), id, endedByStop(why))
  }

  const service = {
    /**
     * The plan, the hold, then the model. Everything that can refuse a generation (404, the rate of
     * a creator's connection, the stream cap, the credit hold) is decided and committed before any
     * request leaves for a provider, so parallel requests on one credit never reach the provider
     * before all but one are refused. The request then starts at once, so it travels while the
     * response's headers go out.
     */
    async start(
      user: UserRow,
      conversationId: string,
      request: GenerateRequest,
      signal: AbortSignal,
    ): Promise<PreparedGeneration> {
      const plan = await holds.plan(user, conversationId)
      const prepared = await holds.hold(user, conversationId, request, plan)
      const answer = askEngine(prepared.engine, prepared.brief, prepared.history, signal)
      return { ...prepared, answer: { ...answer, text: startEarly(answer.text) } }
    },

    /**
     * Writes the version (generation-pipeline.ts) and settles it. The answer streams through
     * `onDelta`; `onRepairing` fires before the repair turn. An answer that ends unfinished is kept
     * as an incomplete version with its reason; an answer that is not a script is refused
     * (NOT_A_SCRIPT), never saved as a version and never charged; either throws GenerationFailed.
     */
    async run(
      prepared: PreparedGeneration,
      signal: AbortSignal,
      onDelta: (text: string) => Promise<void>,
      onRepairing: (event: StreamRepairingEvent) => Promise<void> = async () => {},
    ): Promise<StreamDoneEvent> {
      const outcome = await writeVersion(prepared, signal, {
        onDelta,
        onRepairing,
        onRepairFailed: (error) =>
          deps.logger.warn(
            { err: error, messageId: prepared.assistantId },
            'repair turn failed; keeping the first answer',
          ),
      })
      if (outcome.kind === 'unfinished')
        throw await keepUnfinished(prepared, outcome.content, outcome.error, outcome.reason)
      try {
        if (outcome.kind === 'not_a_script') {
          const id = await versions.saveRefused(prepared, outcome.content, outcome.warnings)
          throw new GenerationFailed(notAScript(), id, false)
        }
        const saved = await versions.saveFinished(prepared, outcome)
        if (saved.disabled) throw new GenerationFailed(disabledWhileWriting(), saved.id, false)
        return saved.done
      } catch (error) {
        if (error instanceof GenerationFailed) throw error
        // A fault while saving: what streamed is still kept, as an incomplete version.
        throw await keepUnfinished(prepared, outcome.content, error, incompleteReason(error, signal, false))
      }
    },

    /**
     * A whole answer at once, for a client that did not ask for an event stream. A failure is the
     * API's error, carrying the id of the incomplete version so the client can show what was kept.
     */
    async runWhole(prepared: PreparedGeneration, signal: AbortSignal): Promise<StreamDoneEvent> {
      try {
        return await service.run(prepared, signal, async () => {})
      } catch (error) {
        if (!(error instanceof GenerationFailed)) throw error
        const { code, message, data, headers } = error.error
        throw new AppError(code, message, { data: { ...data, message_id: error.messageId }, headers, cause: error })
      }
    },
  }
  return service
}

export type GenerationService = ReturnType<typeof createGenerationService>
