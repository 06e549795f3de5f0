import type { Database } from '../../db/client'
import type { Config } from '../../env'
import type { Logger } from '../../lib/logger'
import { createTrendingService, type TrendingService } from './trending.service'

export interface TrendingScheduler {
  start(): void
  /** Stops the timer, aborts a refresh in flight and waits for it to wind down. */
  stop(): Promise<void>
}

/**
 * Refreshes every TRENDING_REFRESH_MINUTES while the server runs (0 = off), first right after
 * start-up. Each node runs one; a node whose turn comes shortly after another node's refresh
 * finds the platforms recently attempted and fetches nothing, so N nodes still make one refresh
 * per interval.
 */
export function createTrendingScheduler(
  deps: { config: Config; database: Database; logger: Logger },
  service: TrendingService = createTrendingService(deps),
): TrendingScheduler {
  const intervalMs = deps.config.TRENDING_REFRESH_MINUTES * 60_000
  // 90 %: timers on different nodes drift; an exact interval would skip every other turn.
  const minAgeMs = intervalMs * 0.9
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  const tick = () => {
    if (running || controller.signal.aborted) return
    running = service
      .refresh({ minAgeMs, signal: controller.signal })
      .then(({ refreshed }) => {
        if (!refreshed) deps.logger.debug({ module: 'trending' }, 'scheduled refresh skipped: another one is running')
      })
      .catch((error) => deps.logger.error({ module: 'trending', err: error }, 'scheduled trending refresh failed'))
      .finally(() => {
        running = undefined
      })
  }

  return {
    start() {
      if (intervalMs <= 0 || timer) return
      timer = setInterval(tick, intervalMs)
      timer.unref()
      tick()
    },
    async stop() {
      clearInterval(timer)
      controller.abort()
      await running
    },
  }
}
