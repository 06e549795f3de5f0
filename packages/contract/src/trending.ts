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

/*
 * Momentum: what Hookline knows of an item from the rank history it keeps (every refresh appends
 * what each list showed). The latest snapshot above stays the fast path; momentum is joined onto it.
 */

/** An item moved this many places or more within the last hour to count as rising or falling. */
export const TREND_MOVE_MIN_PLACES = 3
/** The sparkline covers the last 24 h in buckets of this many minutes (48 points). */
export const TREND_SPARK_BUCKET_MINUTES = 30
export const TREND_SPARK_POINTS = (24 * 60) / TREND_SPARK_BUCKET_MINUTES

/**
 * 'new': first seen within the last hour; 'rising'/'falling': moved at least TREND_MOVE_MIN_PLACES
 * places in the last hour; 'steady' otherwise. One value so a row shows one direction badge.
 */
export const trendDirectionSchema = z.enum(['new', 'rising', 'falling', 'steady'])
export type TrendDirection = z.infer<typeof trendDirectionSchema>

export const trendMomentumSchema = z.object({
  /** The item's stable key on its platform across refreshes (e.g. a video id, a normalised word). */
  key: z.string().min(1),
  /** ISO time of the first refresh that listed it (within the kept history). */
  first_seen_at: z.string(),
  /** Minutes between the first and the latest refresh that listed it, gaps included. */
  minutes_on_list: z.number().int().min(0),
  /** Best (lowest) rank it has had. */
  peak_rank: z.number().int().min(1),
  /**
   * Places gained over the last hour: positive = climbed (rank 9 → 3 is +6), negative = dropped;
   * null when it was not on the list an hour ago (then it is 'new' or re-entered).
   */
  rank_change_1h: z.number().int().nullable(),
  direction: trendDirectionSchema,
  /**
   * Its rank per TREND_SPARK_BUCKET_MINUTES bucket over the last 24 h, oldest first, exactly
   * TREND_SPARK_POINTS entries; null where it was not on the list (or nothing was fetched).
   */
  spark: z.array(z.number().int().min(1).nullable()),
  /** The other platforms where the same story is on the list now (the item's own excluded). */
  also_on: z.array(trendPlatformSchema),
})
export type TrendMomentum = z.infer<typeof trendMomentumSchema>

/** A row as GET /api/trending serves it: the item plus its momentum (absent for sample lists). */
export const trendItemWithMomentumSchema = trendItemSchema.extend({
  momentum: trendMomentumSchema.optional(),
})
export type TrendItemWithMomentum = z.infer<typeof trendItemWithMomentumSchema>

/** One platform's cached ranking as GET /api/trending serves it. */
export const platformTrendsSchema = z.object({
  platform: trendPlatformSchema,
  /** Ranked rows of the last good snapshot, rank ascending; empty only before the first success. */
  items: z.array(trendItemWithMomentumSchema),
  /** ISO time the items were fetched; null when no good snapshot exists yet. */
  updatedAt: z.string().nullable(),
  /** True when the last refresh failed (the items are the older good snapshot) or the snapshot is old. */
  stale: z.boolean(),
  /** The last refresh's failure, present while it has not been followed by a success. */
  error: trendFailureSchema.optional(),
  /** Recorded sample payloads (TRENDING_FIXTURES_DIR or GET /api/trending/samples), not live data: the UI says so. */
  sample: z.boolean(),
  /** Sample lists only: the ISO date the recording was made, shown beside the 'sample' label. */
  recordedAt: z.string().optional(),
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

/** Sort orders of Hot Discoveries' lists (`?sort=`); 'rank' is the platform's own order. */
export const TREND_SORTS = ['rank', 'rising', 'newest'] as const
export const trendSortSchema = z.enum(TREND_SORTS)
export type TrendSort = z.infer<typeof trendSortSchema>

/** One point of an item's whole life on a list (GET /api/trending/items/{platform}/{key}). */
export const trendHistoryPointSchema = z.object({
  at: z.string(),
  rank: z.number().int().min(1),
  hot_value: z.number().int().min(0),
})
export type TrendHistoryPoint = z.infer<typeof trendHistoryPointSchema>

/** The same story on one platform, as the detail view lists it. */
export const trendAppearanceSchema = z.object({
  platform: trendPlatformSchema,
  key: z.string(),
  title: z.string(),
  url: z.string(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  peak_rank: z.number().int().min(1),
  /** Listed in that platform's latest snapshot. */
  on_list_now: z.boolean(),
})
export type TrendAppearance = z.infer<typeof trendAppearanceSchema>

/** `data` of GET /api/trending/items/{platform}/{key}: an item's whole kept life. 404 when unknown. */
export const trendItemDetailSchema = z.object({
  /** The item as its latest appearance showed it (it may have left the list since). */
  item: trendItemWithMomentumSchema,
  /** Every refresh that listed it, oldest first (within the retention). */
  history: z.array(trendHistoryPointSchema),
  /** Every platform the story reached, this one first. */
  appearances: z.array(trendAppearanceSchema),
})
export type TrendItemDetail = z.infer<typeof trendItemDetailSchema>

/**
 * `data` of GET /api/trending/samples: the recorded sample lists shipped with Hookline, offered when
 * no live list has ever been fetched (no network) so Hot Discoveries is never a dead end. Every
 * entry has `sample: true` and `recordedAt`; items carry no momentum.
 */
export const trendingSamplesResponseSchema = z.object({
  platforms: z.array(platformTrendsSchema.extend({ sample: z.literal(true), recordedAt: z.string() })),
})
export type TrendingSamplesResponse = z.infer<typeof trendingSamplesResponseSchema>
