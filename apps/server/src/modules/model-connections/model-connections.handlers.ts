import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import {
  createConnectionRoute,
  discoverOllamaRoute,
  deleteConnectionRoute,
  listConnectionsRoute,
  listModelsRoute,
  retestConnectionRoute,
  testConnectionRoute,
  updateConnectionRoute,
} from './model-connections.routes'
import { createModelConnectionsService } from './model-connections.service'
import { discoverOllama } from './ollama-discovery'

/** /apps, mounted at /api/model-connections. */
export function createModelConnectionsRouter(deps: ModuleDeps) {
  const connections = createModelConnectionsService(deps)
  const router = createRouter(deps.requireAuth)

  router.openapi(listConnectionsRoute, async (c) => c.json(ok(await connections.list(c.get('user'))), 200))
  router.openapi(discoverOllamaRoute, async (c) => c.json(ok(await discoverOllama(deps.config)), 200))
  router.openapi(createConnectionRoute, async (c) =>
    c.json(ok(await connections.create(c.get('user'), c.req.valid('json')), 'Model connected'), 200),
  )
  router.openapi(updateConnectionRoute, async (c) =>
    c.json(
      ok(await connections.update(c.get('user'), c.req.valid('param').id, c.req.valid('json')), 'Connection updated'),
      200,
    ),
  )
  router.openapi(deleteConnectionRoute, async (c) => {
    await connections.remove(c.get('user'), c.req.valid('param').id)
    return c.json(ok(null, 'Model disconnected'), 200)
  })
  router.openapi(retestConnectionRoute, async (c) =>
    c.json(ok(await connections.retest(c.get('user'), c.req.valid('param').id)), 200),
  )
  router.openapi(testConnectionRoute, async (c) =>
    c.json(ok(await connections.test(c.get('user'), c.req.valid('json'))), 200),
  )
  router.openapi(listModelsRoute, async (c) =>
    c.json(ok(await connections.models(c.get('user'), c.req.valid('json'))), 200),
  )
  return router
}
