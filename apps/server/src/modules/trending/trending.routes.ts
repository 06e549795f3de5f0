import { createRoute } from '@hono/zod-openapi'
import {
  envelopeSchema,
  trendingQuerySchema,
  trendingRefreshResponseSchema,
  trendingResponseSchema,
} from '@hookline/contract'
import { errorResponse as error, jsonBody as json } from '../../lib/openapi-bodies'

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
