import { sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import type { Tx } from '../../db/client'
import { selectRows } from '../../db/raw-rows'
import { chatMessages, scriptMessages } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { RateLimiter } from '../../lib/rate-limit'
import { liveChatAnswersOf, liveStreamsOf } from './credits'

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
 * A user may have at most `limit` generations streaming at once (script versions and chat answers together): credits
 * bound what they pay for, this bounds what one account holds open upstream and here. Counted
 * in the transaction that creates the streaming version, under the balance's lock (lockBalance),
 * so concurrent requests take turns (the same reasoning as ensureCreditsAvailable), on every node.
 * The script's last version number is read in the same statement (it is locked too): one round
 * trip fewer before the provider is asked. Returns the new version's number.
 */
export async function takeGenerationSlot(
  tx: Tx,
  userId: string,
  conversationId: string,
  limit: number,
): Promise<number> {
  const [{ streaming, last }] = await selectRows<{ streaming: number; last: number }>(
    tx,
    sql`select
      (select count(*)::int from ${scriptMessages} where ${liveStreamsOf(userId)})
        + (select count(*)::int from ${chatMessages} where ${liveChatAnswersOf(userId)}) as streaming,
      (select coalesce(max(${scriptMessages.version}), 0)::int from ${scriptMessages}
        where ${scriptMessages.conversationId} = ${conversationId}) as last`,
  )
  if (Number(streaming) >= limit) throw tooManyGenerations(limit)
  return Number(last) + 1
}

/**
 * Generations through a creator's own connection, counted per user and per minute when they are
 * prepared, whether they then succeed or fail: a failed one costs no credits, so without this one
 * account could aim requests at an address of its choosing as fast as it liked. Counted
 * in the same transaction as the hold: a refused generation (404, 429, 402) is not counted.
 */
export async function ensureConnectionRate(tx: Tx, userId: string, limit: number): Promise<void> {
  const counter = await new RateLimiter(tx).hit({ scope: 'connection-generation', limit, windowSeconds: 60 }, userId)
  if (counter.count <= limit) return
  const retryAfter = Math.max(1, Math.ceil((new Date(counter.resetAt).getTime() - Date.now()) / 1000))
  throw new AppError(
    ErrorCode.RATE_LIMITED,
    `At most ${limit} scripts a minute are written with your own model connections; try again in ${retryAfter} s`,
    { data: { limit, retryAfterSeconds: retryAfter }, headers: { 'Retry-After': String(retryAfter) } },
  )
}
