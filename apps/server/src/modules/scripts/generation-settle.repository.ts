import { eq, sql } from 'drizzle-orm'
import type { StreamDoneEvent } from '@hookline/contract'
import type { Db, Tx } from '../../db/client'
import { scriptConversations, scriptMessages } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { chargeCredits, lockAccount } from './credits'
import { GenerationFailed } from './generation-failed'
import type { PreparedGeneration } from './generation-hold.repository'
import type { PipelineOutcome } from './generation-pipeline'
import type { PlanCache } from './plan-cache'
import { toMessageDto } from './scripts.dto'
import { settleFinished, settleUnfinished, type SettledVersion, type UnfinishedAnswer } from './version-settlement'

/** A version's row as settled; its credit hold is released in the same statement. */
const settledRow = (version: SettledVersion) => ({ ...version, creditsHeld: 0, updatedAt: sql`now()` })

/**
 * Where a generation ends in the database: the version's row settled as version-settlement.ts
 * decides, its hold released and its charge taken in the same transaction, under the account's
 * lock (a version is never charged to an account disabled while it streamed).
 */
export function createGenerationSettle(db: Db, plans: PlanCache) {
  /** The version's own write, with the charge when there is one (the ledger keeps the balance at zero or more). */
  const charge = (tx: Tx, prepared: PreparedGeneration, cost: number) =>
    chargeCredits(tx, {
      userId: prepared.userId,
      cost,
      conversationId: prepared.conversationId,
      messageId: prepared.assistantId,
      model: prepared.engine.label,
    })

  return {
    /**
     * A finished script becomes the script's current version, charged as the pipeline decided; the
     * charge and the save commit together or not at all. An account disabled meanwhile is not
     * charged: the version is kept incomplete instead, and its id returned.
     */
    async saveFinished(
      prepared: PreparedGeneration,
      { version, charge: cost }: Extract<PipelineOutcome, { kind: 'finished' }>,
    ): Promise<{ disabled: false; done: StreamDoneEvent } | { disabled: true; id: string | null }> {
      const outcome = await db.transaction(async (tx) => {
        const { disabled } = await lockAccount(tx, prepared.userId)
        const settled = settleFinished(version, cost, disabled)
        if (disabled) {
          const [kept] = await tx
            .update(scriptMessages)
            .set(settledRow(settled))
            .where(eq(scriptMessages.id, prepared.assistantId))
            .returning({ id: scriptMessages.id })
          return { disabled: true as const, id: kept?.id ?? null }
        }
        const balance = settled.creditsCharged > 0 ? await charge(tx, prepared, settled.creditsCharged) : null
        const [saved] = await tx
          .update(scriptMessages)
          .set(settledRow(settled))
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
      if (outcome.disabled) return outcome
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
      return { disabled: false, done }
    },

    /** An answer that is not a script: kept as a `failed` row with no script, its hold released. */
    async saveRefused(prepared: PreparedGeneration, content: string, warnings: string[]): Promise<string | null> {
      const [saved] = await db
        .update(scriptMessages)
        .set({ status: 'failed', content, script: null, warnings, check: null, creditsHeld: 0, updatedAt: sql`now()` })
        .where(eq(scriptMessages.id, prepared.assistantId))
        .returning({ id: scriptMessages.id })
      return saved?.id ?? null
    },

    /**
     * What streamed before the answer ended unfinished, settled under the account's lock (a stop
     * by an account disabled meanwhile is kept as 'disabled'); the charge, when a stop earns one,
     * only once the row is there. Returns the row's id and the reason it was kept with.
     */
    async saveUnfinished(
      prepared: PreparedGeneration,
      answer: UnfinishedAnswer,
      reason: SettledVersion['incompleteReason'],
    ) {
      return db.transaction(async (tx) => {
        const { disabled } = await lockAccount(tx, prepared.userId)
        const settled = settleUnfinished(answer, reason, prepared.cost, disabled)
        const [saved] = await tx
          .update(scriptMessages)
          .set(settledRow(settled))
          .where(eq(scriptMessages.id, prepared.assistantId))
          .returning({ id: scriptMessages.id })
        if (saved && settled.creditsCharged > 0) await charge(tx, prepared, settled.creditsCharged)
        return { id: saved?.id ?? null, why: settled.incompleteReason }
      })
    },
  }
}
