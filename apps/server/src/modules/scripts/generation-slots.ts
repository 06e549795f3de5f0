import { eq, sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import type { Db } from '../../db/client'
import { scriptMessages, users } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { liveStreamsOf } from './credits'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const tooManyGenerations = (limit: number) =>
  new AppError(ErrorCode.TOO_MANY_GENERATIONS, `${limit} scripts are already being written for you; wait for one to finish`, {
    data: { limit } as never,
    headers: { 'Retry-After': '5' },
  })

/**
 * A user may have at most `limit` generations streaming at once (issue 12 item 11): credits
 * bound what they pay for, this bounds what one account holds open upstream and here. Counted
 * in the transaction that creates the streaming version, after locking the user row, so
 * concurrent requests take turns (the same reasoning as ensureCreditsAvailable), on every node.
 */
export async function ensureGenerationSlot(tx: Tx, userId: string, limit: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
  const [{ streaming }] = await tx
    .select({ streaming: sql<number>`count(*)::int` })
    .from(scriptMessages)
    .where(liveStreamsOf(userId))
  if (Number(streaming) >= limit) throw tooManyGenerations(limit)
}
