import type { TrendPlatform } from '@hookline/contract'
import type { Database } from '../../db/client'
import { registerJob } from '../../jobs/job-system'
import { fanOutRefresh, pushWatch, type RefreshEvent } from './watch-fanout'

/**
 * A watch's webhook message. Retried on a 5xx, a 429, a timeout or a network failure (RetryLater):
 * 15 s, 30 s, 60 s, 120 s later; a 4xx or a refused address is not retried. A message still held
 * (quiet hours, the digest's time) is queued again for when it may go out.
 */
export const watchPushJob = registerJob<{ watchId: string }>({
  name: 'watch-push',
  async handler({ data, deps }) {
    const result = await pushWatch(deps, data.watchId)
    if (result.state === 'held') await queueWatchPush(deps.database, data.watchId, result.until)
  },
  retryLimit: 4,
  retryDelaySeconds: 15,
  retryBackoff: true,
  // Longer than one send's timeout; a node that died mid-send leaves it to another.
  expireInSeconds: 120,
  concurrency: 2,
})

/** Queues a watch's push for `sendAt`; a watch gets at most one such job per target time and hour. */
export async function queueWatchPush(database: Database, watchId: string, sendAt: Date) {
  const seconds = Math.max(0, Math.ceil((sendAt.getTime() - Date.now()) / 1000))
  await watchPushJob.send(
    database,
    { watchId },
    { startAfterSeconds: seconds, singletonKey: `${watchId}:${sendAt.toISOString()}`, singletonSeconds: 3600 },
  )
}

/**
 * After each refresh of a list: fires the watches on it (watch-fanout.ts), then queues the webhook
 * messages. A retried or repeated fan-out of one refresh fires nothing twice (the hits' unique key).
 */
export const watchFanoutJob = registerJob<RefreshEvent>({
  name: 'watch-fanout',
  async handler({ data, deps }) {
    const result = await fanOutRefresh(deps, data)
    for (const push of result.pushes) await queueWatchPush(deps.database, push.watchId, push.sendAt)
    if (result.fired > 0)
      deps.logger.info({ module: 'watches', platform: data.platform, fired: result.fired }, 'watches fired')
  },
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 120,
})

/**
 * The trending service's onRefreshed: one fan-out job per refresh (the key is the platform and the
 * list's time, so every node that reports the same refresh queues it once).
 */
export async function queueWatchFanout(database: Database, refresh: { platform: TrendPlatform; fetchedAt: Date }) {
  const fetchedAt = refresh.fetchedAt.toISOString()
  await watchFanoutJob.send(
    database,
    { platform: refresh.platform, fetchedAt },
    { singletonKey: `${refresh.platform}:${fetchedAt}`, singletonSeconds: 3600 },
  )
}
