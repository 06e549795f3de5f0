import { TREND_PLATFORMS, type TrendPlatform } from '@hookline/contract'
import type { Config } from '../../env'
import { registerJob, type JobRun } from '../../jobs/job-system'
import { createTrendingService, type TrendingService } from './trending.service'
import { createTrendingStore } from './trending-store'
import { trendingSourceFromConfig } from './trending-source-from-config'
import { purgeTrendHistory } from './trend-history'

/** The queue refreshing one platform's list (the admin jobs page shows one per platform). */
export const trendingRefreshQueue = (platform: TrendPlatform) => `trending-refresh-${platform}`

const everySeconds = (config: Config) => config.TRENDING_REFRESH_MINUTES * 60

/**
 * One scheduled refresh of one platform. The fetch runs under the refresh lock the Refresh button
 * also takes (refresh-lock.ts), so a scheduled refresh and a button press never fetch at once.
 * A platform whose fetch failed fails the job: pg-boss retries it, and the admin page shows why.
 */
async function refreshPlatform(platform: TrendPlatform, run: JobRun<object>) {
  const { deps, signal } = run
  const service: TrendingService = createTrendingService(deps)
  const source = trendingSourceFromConfig(deps.config)
  const { refreshed } = await service.refresh({
    platforms: [platform],
    // A platform someone just refreshed is not fetched again; a retry always fetches.
    minAgeMs: run.retryCount > 0 ? 0 : deps.config.TRENDING_MIN_REFRESH_SECONDS * 1000,
    // The other platforms' jobs may hold the lock one after the other.
    waitMs: TREND_PLATFORMS.length * source.platformBudgetMs + 2_000,
    signal,
  })
  if (signal.aborted) throw new Error('stopped: the server shut down during this refresh')
  if (!refreshed) throw new Error('busy: another refresh held the lock throughout')
  const row = (await createTrendingStore(deps.database.db).read([platform])).get(platform)
  if (row?.lastError) throw new Error(`${row.lastError.kind}: ${row.lastError.message}`)
}

/**
 * Hot Discoveries refreshed every TRENDING_REFRESH_MINUTES (0 = off), once per period among all
 * app nodes, the first time right after start-up: one pg-boss job per platform and period.
 */
export const trendingRefreshJobs = TREND_PLATFORMS.map((platform) =>
  registerJob({
    name: trendingRefreshQueue(platform),
    handler: (run) => refreshPlatform(platform, run),
    // An upstream's blip is over in seconds: two retries, 5–10 s and 10–20 s later.
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // Longer than a refresh waiting for the lock and then fetching, short enough that a node's death
    // costs little more than one period.
    expireInSeconds: 180,
    schedule: { everySeconds },
  }),
)

/** Rank history past TRENDING_HISTORY_DAYS deleted hourly (in batches: a first run after a long pause stays short). */
export const trendHistoryRetentionJob = registerJob({
  name: 'trend-history-retention',
  async handler({ deps }) {
    const { deleted } = await purgeTrendHistory(deps.database, new Date(), deps.config.TRENDING_HISTORY_DAYS)
    if (deleted) deps.logger.info({ module: 'trending', deleted }, 'rank history past its retention deleted')
  },
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  schedule: { everySeconds: 60 * 60 },
})
