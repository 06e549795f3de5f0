import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { selectRows } from '../../db/raw-rows'
import { chatMessages, modelRounds, scriptMessages, users } from '../../db/schema'
import { applyCreditChange, insufficientCredits } from '../credits/credit-ledger'
import { STALE_STREAM_MINUTES } from './scripts.dto'

/** The user's versions still streaming, not counting what a dead process left past the stale limit. */
export const liveStreamsOf = (userId: string) =>
  and(
    eq(scriptMessages.userId, userId),
    eq(scriptMessages.status, 'streaming'),
    gt(scriptMessages.createdAt, sql`now() - make_interval(mins => ${STALE_STREAM_MINUTES})`),
  )

/**
 * The user's chat answers still streaming (modules/chats): chats and scripts share one balance and
 * GENERATION_MAX_CONCURRENT_PER_USER, so each side counts the other's holds and streams.
 */
export const liveChatAnswersOf = (userId: string) =>
  and(
    eq(chatMessages.userId, userId),
    eq(chatMessages.status, 'streaming'),
    gt(chatMessages.createdAt, sql`now() - make_interval(mins => ${STALE_STREAM_MINUTES})`),
  )

/** The user's Hook Lab rounds and voice distillations still waiting for the model (modules/chats/model-round.ts). */
const liveRoundsOf = (userId: string) =>
  and(
    eq(modelRounds.userId, userId),
    eq(modelRounds.status, 'streaming'),
    gt(modelRounds.createdAt, sql`now() - make_interval(mins => ${STALE_STREAM_MINUTES})`),
  )

/**
 * What the user has streaming now, script versions, chat answers and model rounds together, and
 * the credits those streams hold: one statement, for every check that must see them all (scripts,
 * chats, the Hook Lab, a voice distillation, a new script's first-version check).
 */
export async function liveHolds(tx: Db | Tx, userId: string): Promise<{ count: number; held: number }> {
  const [live] = await selectRows<{ count: number; held: number }>(
    tx,
    sql`select
      (select count(*) from ${scriptMessages} where ${liveStreamsOf(userId)})
      + (select count(*) from ${chatMessages} where ${liveChatAnswersOf(userId)})
      + (select count(*) from ${modelRounds} where ${liveRoundsOf(userId)}) as count,
      (select coalesce(sum(${scriptMessages.creditsHeld}), 0) from ${scriptMessages} where ${liveStreamsOf(userId)})
      + (select coalesce(sum(${chatMessages.creditsHeld}), 0) from ${chatMessages} where ${liveChatAnswersOf(userId)})
      + (select coalesce(sum(${modelRounds.creditsHeld}), 0) from ${modelRounds} where ${liveRoundsOf(userId)})
      as held`,
  )
  return { count: Number(live.count), held: Number(live.held) }
}

/**
 * Checks, inside the transaction that creates the streaming message, that the balance covers
 * this generation on top of every other one still streaming (their holds, chat answers' too). The caller holds the
 * balance's lock (lockBalance), so concurrent requests of one user take turns here; the holds are
 * read by a later statement, which under READ COMMITTED sees every hold committed before the lock
 * was granted. 20 concurrent requests on a balance of 5 therefore start exactly 5 generations.
 */
export async function ensureCreditsAvailable(tx: Tx, userId: string, cost: number, balance: number): Promise<void> {
  if (cost <= 0) return
  const { held } = await liveHolds(tx, userId)
  const available = balance - held
  if (available < cost) throw insufficientCredits(cost, available)
}

/**
 * The charge itself, as a ledger entry for the version it paid for (modules/credits): the
 * balance can never go below zero whatever else ran meanwhile. Returns the new balance.
 */
export function chargeCredits(
  tx: Tx,
  charge: { userId: string; cost: number; conversationId: string; messageId: string; model: string },
) {
  return applyCreditChange(tx, {
    userId: charge.userId,
    delta: -charge.cost,
    kind: 'generation',
    conversationId: charge.conversationId,
    messageId: charge.messageId,
    model: charge.model,
  })
}

/**
 * Locks the account's balance for the rest of the transaction, as lockBalance does (the same lock,
 * taken first), and says whether the account has been disabled: a version streamed by an account
 * disabled meanwhile is never charged.
 */
export async function lockAccount(tx: Tx, userId: string): Promise<{ disabled: boolean }> {
  const [row] = await tx
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update')
  return { disabled: !row || row.disabledAt !== null }
}
