import { and, eq, gte, sql } from 'drizzle-orm'
import { ErrorCode, type CreditEntryKind } from '@hookline/contract'
import type { Tx } from '../../db/client'
import { creditLedger, users } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { announceAccountChange } from '../../db/account-changes'

export const insufficientCredits = (needed: number, available: number) =>
  new AppError(
    ErrorCode.INSUFFICIENT_CREDITS,
    `Not enough credits: this needs ${needed}, ${Math.max(available, 0)} available`,
    {
      data: { needed, available: Math.max(available, 0) },
    },
  )

export interface CreditChange {
  userId: string
  /** Positive adds credits, negative takes them; never 0 (the ledger's check refuses it). */
  delta: number
  kind: CreditEntryKind
  /** An admin's reason for an adjustment. */
  reason?: string
  /** The admin who made it. */
  actorId?: string
  /** What a generation paid for. */
  conversationId?: string
  messageId?: string
  model?: string
}

/**
 * Locks an account's balance for the rest of the transaction and returns it (undefined: no such
 * account). Every check-then-change of a balance starts here, before any other row it will lock
 * (a script's conversation), which is the order a charge takes them in. NO KEY UPDATE: it
 * serialises balance changes but not the foreign-key checks of rows that reference the account,
 * which FOR UPDATE would turn into a deadlock with an edit saved while it holds the conversation.
 */
export async function lockBalance(tx: Tx, userId: string): Promise<number | undefined> {
  const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).for('no key update')
  return row?.credits
}

/**
 * The only way a balance changes: the conditional UPDATE of `users.credits` and its ledger row in
 * the caller's transaction, so the balance is always the ledger's sum. The UPDATE's condition
 * means a deduction can never take a balance below zero, whatever ran meanwhile (the
 * users_credits_non_negative check is the last line of defence). Returns the new balance.
 */
export async function applyCreditChange(tx: Tx, change: CreditChange): Promise<number> {
  const { userId, delta } = change
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), gte(users.credits, Math.max(-delta, 0))))
    .returning({ credits: users.credits })
  if (!row) {
    const [current] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId))
    throw insufficientCredits(-delta, current?.credits ?? 0)
  }
  // The balance is part of what the session lookup keeps.
  await announceAccountChange(tx, [userId])
  await tx.insert(creditLedger).values({
    userId,
    delta,
    balanceAfter: row.credits,
    kind: change.kind,
    reason: change.reason ?? null,
    actorId: change.actorId ?? null,
    conversationId: change.conversationId ?? null,
    messageId: change.messageId ?? null,
    model: change.model ?? null,
  })
  return row.credits
}
