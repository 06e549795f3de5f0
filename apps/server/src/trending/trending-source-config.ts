import type { TrendPlatform } from '@hookline/contract'

/** How the adapters reach the upstreams; built from TRENDING_* env vars by the server. */
export interface TrendingSourceConfig {
  /** Scheme + host (+ optional path prefix) per platform; tests point these at a local replay server. */
  baseUrls: Record<TrendPlatform, string>
  /** Limit for one request, headers and whole body included, so a slow-loris answer fails. */
  timeoutMs: number
  /** Extra attempts after the first for transient failures (timeouts, 5xx, 429). */
  retries: number
  /** First backoff delay; doubles per attempt, with jitter. */
  retryBaseDelayMs: number
  /** Cap on one answer's (decompressed) body. */
  maxBytes: number
  /** Cap on all attempts for one platform together, so a refresh has a known worst case. */
  platformBudgetMs: number
  /** When set, read recorded payloads from this folder instead of the network (sample data). */
  fixturesDir?: string
}

/** The real upstreams (see shared/reference/README.md for where each one comes from). */
export const DEFAULT_TRENDING_BASE_URLS: Record<TrendPlatform, string> = {
  bilibili: 'https://api.bilibili.com',
  weibo: 'https://weibo.com',
  // The Douyin app endpoint needs only a UA; the web one needs a csrf cookie round-trip first.
  douyin: 'https://aweme.snssdk.com',
}

export const DEFAULT_TRENDING_SOURCE_CONFIG: TrendingSourceConfig = {
  baseUrls: DEFAULT_TRENDING_BASE_URLS,
  timeoutMs: 8_000,
  retries: 2,
  retryBaseDelayMs: 500,
  // A full 100-row Bilibili ranking is about 200 KB; 2 MiB leaves room without inviting abuse.
  maxBytes: 2 * 1024 * 1024,
  platformBudgetMs: 20_000,
}
