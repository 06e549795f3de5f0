import { sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import type { Tx } from '../../db/client'
import { scriptMessages } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { liveStreamsOf } from './credits'

export const tooManyGenerations = (limit: number) =>
  new AppError(
    ErrorCode.TOO_MANY_GENERATIONS,
    `${limit} scripts are already being written for you; wait for one to finish`,
    {
      data: { limit },
      headers: { 'Retry-After': '5' },
    },
  )

/**
 * A user may have at most `limit` generations streaming at once: credits
 * bound what they pay for, this bounds what one account holds open upstream and here. Counted
 * in the transaction that creates the streaming version, under the balance's lock (lockBalance),
 * so concurrent requests take turns (the same reasoning as ensureCreditsAvailable), on every node.
 */
export async function ensureGenerationSlot(tx: Tx, userId: string, limit: number): Promise<void> {
  const [{ streaming }] = await tx
    .select({ streaming: sql<number>`count(*)::int` })
    .from(scriptMessages)
    .where(liveStreamsOf(userId))
  if (Number(streaming) >= limit) throw tooManyGenerations(limit)
}
