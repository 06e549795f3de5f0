import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { notFound } from '../../lib/errors'
import { ok } from '../../lib/respond'
import { listTrendingRoute, refreshTrendingRoute, trendingSamplesRoute, trendItemDetailRoute } from './trending.routes'
import { createTrendingService, platformsOf } from './trending.service'

/** Hot Discoveries API, mounted at /api/trending. */
export function createTrendingRouter(deps: ModuleDeps) {
  const trending = createTrendingService(deps)
  const refreshRule = {
    scope: 'trending-refresh',
    limit: deps.config.TRENDING_REFRESH_MAX_PER_USER,
    windowSeconds: deps.config.TRENDING_REFRESH_WINDOW_SECONDS,
  }
  const router = createRouter(deps.requireAuth)

  router.openapi(listTrendingRoute, async (c) => c.json(ok(await trending.list(c.req.valid('query').platform)), 200))

  router.openapi(refreshTrendingRoute, async (c) => {
    const { platform } = c.req.valid('query')
    await deps.rateLimiter.consume(refreshRule, c.get('user').id)
    const { refreshed } = await trending.refreshOnDemand(platformsOf(platform))
    const view = await trending.list(platform)
    const failed = view.platforms.filter((entry) => entry.error).map((entry) => entry.platform)
    return c.json(ok({ ...view, refreshed, failed }), 200)
  })

  router.openapi(trendingSamplesRoute, (c) => c.json(ok(trending.samples()), 200))

  router.openapi(trendItemDetailRoute, async (c) => {
    const { platform, key } = c.req.valid('param')
    const detail = await trending.detail(platform, key)
    if (!detail) throw notFound('Trending item')
    return c.json(ok(detail), 200)
  })

  return router
}
