import { and, count, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CreditEntry, CreditLedgerPage } from '@hookline/contract'
import type { Db } from '../../db/client'
import { creditLedger, scriptConversations, users } from '../../db/schema'
import { notFound } from '../../lib/errors'

const actors = alias(users, 'actor')

/**
 * One page of an account's ledger, newest first, with the script each generation paid for (while
 * it exists, and only the account's own) and, for an admin's view, who made an adjustment.
 */
export async function ledgerPage(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
  options: { showActor: boolean },
): Promise<CreditLedgerPage> {
  const [owner] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId))
  if (!owner) throw notFound('User')
  const rows = await db
    .select({
      entry: creditLedger,
      actorEmail: actors.email,
      scriptTitle: scriptConversations.title,
      scriptId: scriptConversations.id,
    })
    .from(creditLedger)
    .leftJoin(actors, eq(actors.id, creditLedger.actorId))
    .leftJoin(
      scriptConversations,
      and(eq(scriptConversations.id, creditLedger.conversationId), eq(scriptConversations.userId, creditLedger.userId)),
    )
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(sql`${creditLedger.id}`))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [{ total }] = await db.select({ total: count() }).from(creditLedger).where(eq(creditLedger.userId, userId))
  const items: CreditEntry[] = rows.map(({ entry, actorEmail, scriptTitle, scriptId }) => ({
    id: entry.id,
    delta: entry.delta,
    balance_after: entry.balanceAfter,
    kind: entry.kind,
    reason: entry.reason,
    actor: options.showActor && entry.actorId && actorEmail ? { id: entry.actorId, email: actorEmail } : null,
    script: scriptId && scriptTitle !== null ? { id: scriptId, title: scriptTitle } : null,
    model: entry.model,
    created_at: entry.createdAt.toISOString(),
  }))
  return { items, total: Number(total), page, pageSize, balance: owner.credits }
}
