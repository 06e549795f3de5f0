import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  envelopeSchema,
  trendingQuerySchema,
  trendingRefreshResponseSchema,
  trendingResponseSchema,
  trendingSamplesResponseSchema,
  trendItemDetailSchema,
  trendPlatformSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'
import { isWellFormedItemKey, TREND_ITEM_KEY_MAX_LENGTH } from '../../trending/item-key'

export const listTrendingRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['trending'],
  summary: 'Hot topics per platform, from the shared cache',
  description:
    'Never calls an upstream. Each platform carries `updatedAt` (when its items were fetched), `stale` ' +
    '(the last refresh failed or the items are old; the items are then the last good list), ' +
    '`error` (why the last refresh failed) and `sample` (recorded demo data, not live).',
  request: { query: trendingQuerySchema },
  responses: {
    200: json(envelopeSchema(trendingResponseSchema), 'One entry per requested platform, in a fixed order'),
    400: error('Unknown platform'),
  },
})

export const refreshTrendingRoute = createRoute({
  method: 'post',
  path: '/refresh',
  tags: ['trending'],
  summary: 'Fetch the platforms again now, then answer the cache',
  description:
    'One refresh at a time across all app nodes: a refresh already running is waited for (about ' +
    'TRENDING_TIMEOUT_MS × 2.5); `refreshed: false` means it did not finish in that time. Platforms ' +
    'attempted in the last TRENDING_MIN_REFRESH_SECONDS are not fetched again. `failed` lists ' +
    'the platforms whose latest attempt failed (their last good list is kept and flagged stale).',
  security: [{ bearerAuth: [] }],
  request: { query: trendingQuerySchema },
  responses: {
    200: json(envelopeSchema(trendingRefreshResponseSchema), 'The cache after the refresh'),
    400: error('Unknown platform'),
    401: error('Not signed in'),
    429: error('Too many refreshes by this user; Retry-After says when to try again'),
  },
})

const itemParams = z
  .object({
    platform: trendPlatformSchema,
    key: z.string().min(1).max(TREND_ITEM_KEY_MAX_LENGTH),
  })
  .superRefine((params, ctx) => {
    if (!isWellFormedItemKey(params.platform, params.key)) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: 'Not an item key of this platform' })
    }
  })

export const trendItemDetailRoute = createRoute({
  method: 'get',
  path: '/items/{platform}/{key}',
  tags: ['trending'],
  summary: "One item's whole kept life on its list and the platforms its story reached",
  description:
    '`key` is `momentum.key` of a row of GET /api/trending (a Bilibili bvid, or the normalised word). ' +
    '`history` is every refresh that listed it within TRENDING_HISTORY_DAYS, oldest first; `appearances` ' +
    'lists this platform first, then the same story on other platforms within a day of its life.',
  security: [{ bearerAuth: [] }],
  request: { params: itemParams },
  responses: {
    200: json(envelopeSchema(trendItemDetailSchema), 'The item as last listed, its history and appearances'),
    400: error('Unknown platform, or a key no list could have'),
    401: error('Not signed in'),
    404: error('No kept history lists this item'),
  },
})

export const trendingSamplesRoute = createRoute({
  method: 'get',
  path: '/samples',
  tags: ['trending'],
  summary: 'The recorded sample lists shipped with Hookline',
  description:
    'For when no live list was ever fetched (no network): each platform as once recorded from its ' +
    'upstream, `sample: true` with `recordedAt` (the recording day), no momentum. Never stored.',
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(envelopeSchema(trendingSamplesResponseSchema), 'One recorded list per platform'),
    401: error('Not signed in'),
  },
})
