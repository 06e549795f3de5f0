import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { TREND_PLATFORMS, type TrendFailure, type TrendItem, type TrendPlatform } from '@hookline/contract'
import { trendAdapters, type TrendAdapter } from './adapters'
import { fetchUpstreamJson } from './guarded-fetch'
import { retryWithBackoff } from './retry-with-backoff'
import { TrendFetchError } from './trend-fetch-error'
import type { TrendingSourceConfig } from './trending-source-config'

/** The slice of pino the fetch pipeline uses, so tests can pass a spy. */
export interface TrendLogger {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export type PlatformFetchResult =
  | { platform: TrendPlatform; ok: true; items: TrendItem[]; sample: boolean; fetchedAt: Date }
  | { platform: TrendPlatform; ok: false; failure: TrendFailure }

export interface FetchTrendsDeps {
  config: TrendingSourceConfig
  logger: TrendLogger
  /** Aborts every request (server shutdown). */
  signal?: AbortSignal
  /** Stamps a fetched list (`fetchedAt`); tests script it. */
  now?: () => Date
}

/** Fetches every platform in parallel; one platform's failure never affects another's. */
export function fetchAllTrends(
  deps: FetchTrendsDeps,
  platforms: readonly TrendPlatform[] = TREND_PLATFORMS,
): Promise<PlatformFetchResult[]> {
  return Promise.all(platforms.map((platform) => fetchPlatformTrends(trendAdapters[platform], deps)))
}

/** Never throws: every problem becomes a logged `{ ok: false, failure }` for that platform. */
export async function fetchPlatformTrends(adapter: TrendAdapter, deps: FetchTrendsDeps): Promise<PlatformFetchResult> {
  const { platform } = adapter
  const startedAt = Date.now()
  try {
    const sample = Boolean(deps.config.fixturesDir)
    const items = sample ? await readFixture(adapter, deps.config.fixturesDir!) : await fetchLive(adapter, deps)
    deps.logger.info({ platform, items: items.length, sample, ms: Date.now() - startedAt }, 'trending fetched')
    return { platform, ok: true, items, sample, fetchedAt: deps.now?.() ?? new Date() }
  } catch (error) {
    const failure = toFailure(error)
    const details = { platform, kind: failure.kind, ms: Date.now() - startedAt }
    if (error instanceof TrendFetchError) {
      deps.logger.warn({ ...details, reason: failure.message, detail: error.detail }, 'trending fetch failed')
    } else deps.logger.error({ ...details, err: error }, 'trending fetch failed unexpectedly')
    return { platform, ok: false, failure }
  }
}

/** Tries the adapter's requests in order; reports the first request's failure if all fail. */
async function fetchLive(adapter: TrendAdapter, deps: FetchTrendsDeps): Promise<TrendItem[]> {
  const { config } = deps
  const budget = AbortSignal.timeout(config.platformBudgetMs)
  const signal = deps.signal ? AbortSignal.any([budget, deps.signal]) : budget
  const base = config.baseUrls[adapter.platform].replace(/\/+$/, '')
  let firstError: unknown
  for (const request of adapter.requests) {
    const url = base + request.pathAndQuery
    try {
      const body = await retryWithBackoff(
        () =>
          fetchUpstreamJson(url, {
            headers: request.headers,
            timeoutMs: config.timeoutMs,
            maxBytes: config.maxBytes,
            signal,
          }),
        { retries: config.retries, baseDelayMs: config.retryBaseDelayMs, signal },
      )
      return adapter.parse(body)
    } catch (error) {
      firstError ??= error
      if (signal.aborted) break
      if (request !== adapter.requests.at(-1)) {
        const detail = error instanceof TrendFetchError ? error.detail : undefined
        deps.logger.warn(
          { platform: adapter.platform, url, reason: (error as Error).message, detail },
          'trending falling back',
        )
      }
    }
  }
  throw firstError
}

async function readFixture(adapter: TrendAdapter, dir: string): Promise<TrendItem[]> {
  const path = join(dir, adapter.fixtureFile)
  let body: unknown
  try {
    body = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new TrendFetchError('fixture_unreadable', `Cannot read fixture ${adapter.fixtureFile}`, {
      detail: `${path}: ${(error as Error).message}`,
    })
  }
  return adapter.parse(body)
}

function toFailure(error: unknown): TrendFailure {
  const at = new Date().toISOString()
  if (error instanceof TrendFetchError) return { kind: error.kind, message: error.message, at }
  // A bug in a mapper or a shape zod let through: still that platform's failure, not a crash.
  // Its text is logged with the error, not published.
  return { kind: 'invalid_payload', message: 'Unexpected error while reading the upstream answer', at }
}
