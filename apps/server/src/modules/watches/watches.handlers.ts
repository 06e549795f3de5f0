import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import {
  createWatchRoute,
  deleteWatchRoute,
  getWatchRoute,
  listWatchesRoute,
  testWatchRoute,
  updateWatchRoute,
} from './watches.routes'
import { createWatchesService } from './watches.service'

/** Watches API, mounted at /api/watches. */
export function createWatchesRouter(deps: ModuleDeps) {
  const service = createWatchesService(deps)
  const router = createRouter(deps.requireAuth)

  router.openapi(listWatchesRoute, async (c) => c.json(ok(await service.list(c.get('user'))), 200))
  router.openapi(createWatchRoute, async (c) =>
    c.json(ok(await service.create(c.get('user'), c.req.valid('json'))), 200),
  )
  router.openapi(getWatchRoute, async (c) => c.json(ok(await service.get(c.get('user'), c.req.valid('param').id)), 200))
  router.openapi(updateWatchRoute, async (c) =>
    c.json(ok(await service.update(c.get('user'), c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  router.openapi(deleteWatchRoute, async (c) => {
    await service.remove(c.get('user'), c.req.valid('param').id)
    return c.json(ok(null), 200)
  })
  router.openapi(testWatchRoute, async (c) =>
    c.json(ok(await service.test(c.get('user'), c.req.valid('param').id)), 200),
  )

  return router
}
