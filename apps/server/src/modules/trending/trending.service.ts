import {
  TREND_PLATFORMS,
  type PlatformTrends,
  type TrendingResponse,
  type TrendingSamplesResponse,
  type TrendItem,
  type TrendItemDetail,
  type TrendMomentum,
  type TrendPlatform,
  type TrendPlatformFilter,
} from '@hookline/contract'
import type { Database } from '../../db/client'
import type { TrendingSnapshotRow } from '../../db/schema'
import type { Config } from '../../env'
import type { Logger } from '../../lib/logger'
import { fetchAllTrends } from '../../trending/fetch-platform-trends'
import type { TrendingSourceConfig } from '../../trending/trending-source-config'
import { sampleTrends } from '../../trending/samples'
import { alsoOnOf, computeMomentum, readListHistory, rowId, sparkBucketOf } from './momentum'
import { withRefreshLockWaiting } from './refresh-lock'
import { readItemDetail } from './trend-detail'
import { createTrendingStore } from './trending-store'
import { trendingSourceFromConfig } from './trending-source-from-config'

export interface TrendingServiceDeps {
  config: Config
  database: Database
  logger: Logger
  /** Tests replace the adapters' settings; normally derived from `config`. */
  source?: TrendingSourceConfig
  /** The clock stamping refreshes and reading momentum; tests script it. */
  now?: () => number
  /**
   * Called once per platform after a live list was saved and appended to the rank history (not
   * for sample lists), after the refresh lock is released. A failure is logged; the refresh stands.
   */
  onRefreshed?: (refresh: { platform: TrendPlatform; fetchedAt: Date }) => Promise<void> | void
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
  const clock = deps.now ?? Date.now

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

  /**
   * Momentum of every live list, computed once per set of snapshots and spark bucket (not per
   * request): the key changes when any platform's list is replaced or the clock enters the next
   * half hour. Lists from another node's refresh change the key too, as soon as their rows are read.
   */
  let momentumCache: { key: string; value: Promise<Map<string, TrendMomentum>> } | undefined
  function momentumOf(rows: Map<TrendPlatform, TrendingSnapshotRow>, now: number) {
    const live = TREND_PLATFORMS.flatMap((platform) => {
      const row = rows.get(platform)
      return row?.fetchedAt && !row.sample ? [{ platform, items: row.items, fetchedAt: row.fetchedAt.getTime() }] : []
    })
    const key = `${live.map((list) => `${list.platform}@${list.fetchedAt}`).join(',')}|${sparkBucketOf(now)}`
    if (momentumCache?.key !== key) {
      const value = computeAllMomentum(live, now)
      const entry = { key, value }
      momentumCache = entry
      value.catch(() => {
        if (momentumCache === entry) momentumCache = undefined
      })
    }
    return momentumCache.value
  }

  async function computeAllMomentum(
    lists: { platform: TrendPlatform; items: TrendItem[]; fetchedAt: number }[],
    now: number,
  ): Promise<Map<string, TrendMomentum>> {
    const db = deps.database.db
    const alsoOn = alsoOnOf(new Map(lists.map((list) => [list.platform, list.items])))
    const result = new Map<string, TrendMomentum>()
    for (const list of lists) {
      const history = await readListHistory(db, list.platform, list.items, list.fetchedAt, now)
      const momentum = computeMomentum(list.items, list.fetchedAt, now, history)
      list.items.forEach((item, index) => {
        result.set(rowId(item), { ...momentum[index], also_on: alsoOn.get(rowId(item)) ?? [] })
      })
    }
    return result
  }

  async function list(filter: TrendPlatformFilter): Promise<TrendingResponse> {
    const platforms = platformsOf(filter)
    const rows = await readCached()
    const now = clock()
    const momentum = await momentumOf(rows, now)
    return {
      platforms: platforms.map((platform) => {
        const view = toPlatformTrends(platform, rows.get(platform), now, staleAfterMs)
        return { ...view, items: view.items.map((item) => withMomentum(item, momentum.get(rowId(item)))) }
      }),
    }
  }

  /** An item's whole kept life and the platforms its story reached; null when it was never listed. */
  async function detail(platform: TrendPlatform, key: string): Promise<TrendItemDetail | null> {
    const rows = await readCached()
    const now = clock()
    const momentum = await momentumOf(rows, now)
    const current = new Map(
      TREND_PLATFORMS.map((p) => {
        const row = rows.get(p)
        const items = row?.fetchedAt && !row.sample ? row.items : []
        return [p, { items, fetchedAt: row?.fetchedAt?.getTime() ?? 0 }] as const
      }),
    )
    return readItemDetail(deps.database.db, { platform, key, now, current, momentum })
  }

  /** The recorded sample lists shipped with the server (GET /api/trending/samples). */
  const samples = (): TrendingSamplesResponse => ({ platforms: sampleTrends() })

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
        const now = clock()
        const due = platforms.filter((p) => {
          const lastAttempt = rows.get(p)?.lastAttemptAt
          return !lastAttempt || now - lastAttempt.getTime() >= options.minAgeMs
        })
        if (due.length === 0) return []
        const results = await fetchAllTrends(
          { config: source, logger, signal: options.signal, now: () => new Date(clock()) },
          due,
        )
        // Shutting down mid-refresh: the aborts are ours, not the upstream's fault.
        if (options.signal?.aborted) return []
        const saved: { platform: TrendPlatform; fetchedAt: Date }[] = []
        for (const result of results) {
          if (result.ok) {
            await store.saveSuccess(result.platform, result.items, result.sample, result.fetchedAt)
            if (!result.sample) saved.push({ platform: result.platform, fetchedAt: result.fetchedAt })
          } else await store.saveFailure(result.platform, result.failure, new Date(result.failure.at))
        }
        return saved
      },
      options.waitMs ?? 0,
    )
    cached = undefined
    if (outcome.acquired) for (const refreshed of outcome.value) await announce(refreshed)
    return { refreshed: outcome.acquired }
  }

  async function announce(refresh: { platform: TrendPlatform; fetchedAt: Date }) {
    if (!deps.onRefreshed) return
    try {
      await deps.onRefreshed(refresh)
    } catch (error) {
      logger.error({ err: error, platform: refresh.platform }, 'after-refresh hook failed')
    }
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

  return { list, refresh, refreshOnDemand, detail, samples }
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

/** Sample lists carry no momentum (contract); a live item always has one. */
const withMomentum = (item: TrendItem, momentum: TrendMomentum | undefined) => (momentum ? { ...item, momentum } : item)
