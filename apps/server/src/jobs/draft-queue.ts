import type PgBoss from 'pg-boss'
import { retryingRaces } from './job-queue'

/** The queue of batch drafts (modules/tasks/batch-drafts.service.ts sends, draft-worker.ts works). */
export const DRAFT_QUEUE = 'batch-draft'

/**
 * A provider's transient failure (rate limit, 5xx, timeout) or a full generation slot is retried
 * three times, 2 s, 4 s, 8 s later (pg-boss's exponential backoff). A job not finished in
 * `expireInSeconds` (its node died) is given to another fetch: a draft is written within a
 * provider's timeout plus a repair turn, well inside 5 minutes.
 */
export const DRAFT_QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 }

const created = new WeakSet<PgBoss>()

export async function ensureDraftQueue(boss: PgBoss, options: Partial<typeof DRAFT_QUEUE_OPTIONS> = {}) {
  if (created.has(boss)) return
  const settings = { ...DRAFT_QUEUE_OPTIONS, ...options }
  // Two nodes starting on a fresh database can both find no queue and race inside create_queue
  // (a deadlock or "already exists"): the loser tries again and then finds the queue.
  await retryingRaces(async () => {
    if (await boss.getQueue(DRAFT_QUEUE)) await boss.updateQueue(DRAFT_QUEUE, { name: DRAFT_QUEUE, ...settings })
    else await boss.createQueue(DRAFT_QUEUE, { name: DRAFT_QUEUE, ...settings })
  })
  created.add(boss)
}
