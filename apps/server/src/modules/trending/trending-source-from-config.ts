import path from 'node:path'
import type { Config } from '../../env'
import { DEFAULT_TRENDING_SOURCE_CONFIG, type TrendingSourceConfig } from '../../trending/trending-source-config'

/** The adapters' settings from the validated environment (env.ts stays the only reader). */
export function trendingSourceFromConfig(config: Config): TrendingSourceConfig {
  return {
    ...DEFAULT_TRENDING_SOURCE_CONFIG,
    baseUrls: {
      bilibili: config.TRENDING_BILIBILI_BASE_URL,
      weibo: config.TRENDING_WEIBO_BASE_URL,
      douyin: config.TRENDING_DOUYIN_BASE_URL,
    },
    timeoutMs: config.TRENDING_TIMEOUT_MS,
    retries: config.TRENDING_RETRIES,
    // Every attempt and backoff of one platform together; keeps a manual refresh answerable.
    platformBudgetMs: Math.max(config.TRENDING_TIMEOUT_MS * 2.5, 1_000),
    fixturesDir: config.TRENDING_FIXTURES_DIR ? path.resolve(config.TRENDING_FIXTURES_DIR) : undefined,
  }
}
