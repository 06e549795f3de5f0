import { z } from 'zod'

/** The platforms Hot Discoveries lists, in the order the UI shows them. */
export const TREND_PLATFORMS = ['bilibili', 'weibo', 'douyin'] as const
export const trendPlatformSchema = z.enum(TREND_PLATFORMS)
export type TrendPlatform = z.infer<typeof trendPlatformSchema>

/** `?platform=` of GET /api/trending: 'all' is the 'All Platforms' filter. */
export const trendPlatformFilterSchema = z.enum(['all', ...TREND_PLATFORMS])
export type TrendPlatformFilter = z.infer<typeof trendPlatformFilterSchema>

/** Upstream titles are short; the bound keeps a broken upstream from filling the cache. */
export const TREND_TITLE_MAX_LENGTH = 200

/** One row of a platform's ranking. */
export const trendItemSchema = z.object({
  platform: trendPlatformSchema,
  /** 1-based position in the platform's own ranking. */
  rank: z.number().int().min(1),
  title: z.string().min(1).max(TREND_TITLE_MAX_LENGTH),
  /** The topic on the source site; the UI opens it in a new tab. */
  url: z.url({ protocol: /^https?$/ }),
  /** The platform's own heat figure: plays (Bilibili), search heat (Weibo, Douyin). */
  hot_value: z.number().int().min(0),
  cover_url: z.url({ protocol: /^https?$/ }).optional(),
  /** Upstream badge text as the platform shows it, e.g. 新 / 热 / 沸 / 百万播放. */
  label: z.string().optional(),
})
export type TrendItem = z.infer<typeof trendItemSchema>

/**
 * Why a platform's last refresh failed. The UI shows one generic toast; the kind is
 * for logs, support and a tooltip.
 */
export const trendFailureKindSchema = z.enum([
  /** No answer, or the whole answer not received, within the per-request time limit. */
  'timeout',
  /** Connection refused, reset, DNS… */
  'network',
  /** A non-2xx HTTP status (403 risk control, 5xx…). */
  'http_status',
  /** A 2xx answer that is not JSON, e.g. an HTML visitor wall or error page. */
  'not_json',
  /** More bytes than any real ranking needs. */
  'too_large',
  /** The upstream's own envelope says no (Bilibili code ≠ 0, Weibo ok ≠ 1, Douyin status_code ≠ 0). */
  'upstream_error',
  /** JSON whose shape is not what the adapter knows (a field missing or changed). */
  'invalid_payload',
  /** A valid answer with no ranked rows; never allowed to replace a good list. */
  'empty',
  /** TRENDING_FIXTURES_DIR mode: the recorded file is missing or unreadable. */
  'fixture_unreadable',
])
export type TrendFailureKind = z.infer<typeof trendFailureKindSchema>

export const trendFailureSchema = z.object({
  kind: trendFailureKindSchema,
  message: z.string(),
  /** ISO time of the failed attempt. */
  at: z.string(),
})
export type TrendFailure = z.infer<typeof trendFailureSchema>

/** One platform's cached ranking as GET /api/trending serves it. */
export const platformTrendsSchema = z.object({
  platform: trendPlatformSchema,
  /** Ranked rows of the last good snapshot, rank ascending; empty only before the first success. */
  items: z.array(trendItemSchema),
  /** ISO time the items were fetched; null when no good snapshot exists yet. */
  updatedAt: z.string().nullable(),
  /** True when the last refresh failed (the items are the older good snapshot) or the snapshot is old. */
  stale: z.boolean(),
  /** The last refresh's failure, present while it has not been followed by a success. */
  error: trendFailureSchema.optional(),
  /** Recorded sample payloads (TRENDING_FIXTURES_DIR), not live data: the UI says so. */
  sample: z.boolean(),
})
export type PlatformTrends = z.infer<typeof platformTrendsSchema>

export const trendingQuerySchema = z.object({
  platform: trendPlatformFilterSchema.default('all'),
})
export type TrendingQuery = z.input<typeof trendingQuerySchema>

/** `data` of GET /api/trending: one entry per requested platform, in TREND_PLATFORMS order. */
export const trendingResponseSchema = z.object({
  platforms: z.array(platformTrendsSchema),
})
export type TrendingResponse = z.infer<typeof trendingResponseSchema>

/** `data` of POST /api/trending/refresh. */
export const trendingRefreshResponseSchema = trendingResponseSchema.extend({
  /** False when a refresh running elsewhere did not finish in time; `platforms` is then the cache as it is. */
  refreshed: z.boolean(),
  /** Platforms whose latest attempt failed (their last good list is kept, flagged stale): the UI shows the toast. */
  failed: z.array(trendPlatformSchema),
})
export type TrendingRefreshResponse = z.infer<typeof trendingRefreshResponseSchema>
