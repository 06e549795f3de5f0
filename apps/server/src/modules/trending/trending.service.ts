import {
  TREND_PLATFORMS,
  type PlatformTrends,
  type TrendingResponse,
  type TrendPlatform,
  type TrendPlatformFilter,
} from '@hookline/contract'
import type { Database } from '../../db/client'
import type { TrendingSnapshotRow } from '../../db/schema'
import type { Config } from '../../env'
import type { Logger } from '../../lib/logger'
import { fetchAllTrends } from '../../trending/fetch-platform-trends'
import type { TrendingSourceConfig } from '../../trending/trending-source-config'
import { withRefreshLockWaiting } from './refresh-lock'
import { createTrendingStore } from './trending-store'
import { trendingSourceFromConfig } from './trending-source-from-config'

export interface TrendingServiceDeps {
  config: Config
  database: Database
  logger: Logger
  /** Tests replace the adapters' settings; normally derived from `config`. */
  source?: TrendingSourceConfig
}

export interface RefreshOptions {
  platforms?: readonly TrendPlatform[]
  /** Platforms attempted less than this ago (by any node) are left as they are. */
  minAgeMs: number
  /** How long to wait for a refresh already running elsewhere (0: give up at once). */
  waitMs?: number
  signal?: AbortSignal
}

/** Long enough to absorb bursts of GETs, short against the minutes between refreshes. */
const SNAPSHOT_CACHE_MS = 2_000

export const platformsOf = (filter: TrendPlatformFilter): readonly TrendPlatform[] =>
  filter === 'all' ? TREND_PLATFORMS : [filter]

/** Hot Discoveries: reads the shared snapshots, refreshes them under one lock. */
export function createTrendingService(deps: TrendingServiceDeps) {
  const store = createTrendingStore(deps.database.db)
  const source = deps.source ?? trendingSourceFromConfig(deps.config)
  const logger = deps.logger.child({ module: 'trending' })
  const staleAfterMs = deps.config.TRENDING_STALE_MINUTES * 60_000

  /**
   * Read-through copy of the snapshot rows for a moment. GET /api/trending is the hot path and
   * the rows change every few minutes; PostgreSQL stays the source of truth, so
   * another node's refresh shows here at most SNAPSHOT_CACHE_MS late, this node's at once.
   * Concurrent readers share one query.
   */
  let cached: { at: number; rows: Promise<Map<TrendPlatform, TrendingSnapshotRow>> } | undefined
  function readCached() {
    if (!cached || Date.now() - cached.at > SNAPSHOT_CACHE_MS) {
      const rows = store.read(TREND_PLATFORMS)
      const entry = { at: Date.now(), rows }
      cached = entry
      rows.catch(() => {
        if (cached === entry) cached = undefined
      })
    }
    return cached.rows
  }

  async function list(filter: TrendPlatformFilter): Promise<TrendingResponse> {
    const platforms = platformsOf(filter)
    const rows = await readCached()
    const now = Date.now()
    return { platforms: platforms.map((platform) => toPlatformTrends(platform, rows.get(platform), now, staleAfterMs)) }
  }

  /**
   * Fetches the due platforms and stores each outcome. `refreshed: false` means another refresh
   * (here or on another node) held the lock throughout `waitMs`; nothing was fetched. A refresh
   * that waited finds the platforms just attempted by the other one and, given a minAge, does
   * not fetch them again.
   */
  async function refresh(options: RefreshOptions): Promise<{ refreshed: boolean }> {
    const outcome = await withRefreshLockWaiting(
      deps.database,
      async () => {
        const platforms = options.platforms ?? TREND_PLATFORMS
        const rows = await store.read(platforms)
        const now = Date.now()
        const due = platforms.filter((p) => {
          const lastAttempt = rows.get(p)?.lastAttemptAt
          return !lastAttempt || now - lastAttempt.getTime() >= options.minAgeMs
        })
        if (due.length === 0) return
        const results = await fetchAllTrends({ config: source, logger, signal: options.signal }, due)
        // Shutting down mid-refresh: the aborts are ours, not the upstream's fault.
        if (options.signal?.aborted) return
        for (const result of results) {
          if (result.ok) await store.saveSuccess(result.platform, result.items, result.sample, result.fetchedAt)
          else await store.saveFailure(result.platform, result.failure, new Date(result.failure.at))
        }
      },
      options.waitMs ?? 0,
    )
    cached = undefined
    return { refreshed: outcome.acquired }
  }

  /**
   * The Refresh button: skips platforms attempted in the last TRENDING_MIN_REFRESH_SECONDS (any
   * node, any user) and waits out a refresh already running, about one platform budget.
   */
  const refreshOnDemand = (platforms: readonly TrendPlatform[]) =>
    refresh({
      platforms,
      minAgeMs: deps.config.TRENDING_MIN_REFRESH_SECONDS * 1000,
      waitMs: source.platformBudgetMs + 2_000,
    })

  return { list, refresh, refreshOnDemand }
}

export type TrendingService = ReturnType<typeof createTrendingService>

function toPlatformTrends(
  platform: TrendPlatform,
  row: TrendingSnapshotRow | undefined,
  now: number,
  staleAfterMs: number,
): PlatformTrends {
  const fetchedAt = row?.fetchedAt ?? null
  const tooOld = fetchedAt !== null && now - fetchedAt.getTime() > staleAfterMs
  return {
    platform,
    items: row?.items ?? [],
    updatedAt: fetchedAt?.toISOString() ?? null,
    stale: Boolean(row?.lastError) || tooOld,
    ...(row?.lastError ? { error: row.lastError } : {}),
    sample: row?.sample ?? false,
  }
}
