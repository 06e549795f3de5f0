import { and, eq, gt, gte, sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import type { Db } from '../../db/client'
import { scriptMessages, users } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { STALE_STREAM_MINUTES } from './scripts.dto'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const insufficientCredits = (needed: number, available: number) =>
  new AppError(ErrorCode.INSUFFICIENT_CREDITS, `Not enough credits: this generation needs ${needed}, ${Math.max(available, 0)} available`, {
    data: { needed, available: Math.max(available, 0) } as never,
  })

/** The user's versions still streaming, not counting what a dead process left past the stale limit. */
export const liveStreamsOf = (userId: string) =>
  and(
    eq(scriptMessages.userId, userId),
    eq(scriptMessages.status, 'streaming'),
    gt(scriptMessages.createdAt, sql`now() - make_interval(mins => ${STALE_STREAM_MINUTES})`),
  )

/**
 * Checks, inside the transaction that creates the streaming message, that the balance covers
 * this generation on top of every other one still streaming (their holds). The user row is
 * locked first, so concurrent requests of one user take turns here; the holds are read by a
 * later statement, which under READ COMMITTED sees every hold committed before the lock was
 * granted. 20 concurrent requests on a balance of 5 therefore start exactly 5 generations.
 */
export async function ensureCreditsAvailable(tx: Tx, userId: string, cost: number): Promise<void> {
  if (cost <= 0) return
  const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).for('update')
  const [{ held }] = await tx
    .select({ held: sql<number>`coalesce(sum(${scriptMessages.creditsHeld}), 0)::int` })
    .from(scriptMessages)
    .where(liveStreamsOf(userId))
  const available = (user?.credits ?? 0) - Number(held)
  if (available < cost) throw insufficientCredits(cost, available)
}

/**
 * The charge itself: a conditional UPDATE, so the balance can never go below zero whatever
 * else ran meanwhile (the users_credits_non_negative check is the last line of defence).
 * Returns the new balance.
 */
export async function chargeCredits(tx: Tx, userId: string, cost: number): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${cost}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), gte(users.credits, cost)))
    .returning({ credits: users.credits })
  if (!row) {
    const [current] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId))
    throw insufficientCredits(cost, current?.credits ?? 0)
  }
  return row.credits
}
