import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { listHooksRoute, starHookRoute, unstarHookRoute } from './hook-library.routes'
import { createHookLibraryService } from './hook-library.service'

/** The hook library, mounted at /api/hook-library; every route reads and changes the signed-in user's hooks only. */
export function createHookLibraryRouter(deps: ModuleDeps) {
  const library = createHookLibraryService(deps)
  return createRouter(deps.requireAuth)
    .openapi(listHooksRoute, async (c) => c.json(ok(await library.list(c.get('user'))), 200))
    .openapi(starHookRoute, async (c) => c.json(ok(await library.star(c.get('user'), c.req.valid('json'))), 200))
    .openapi(unstarHookRoute, async (c) =>
      c.json(ok(await library.unstar(c.get('user'), c.req.valid('param').id)), 200),
    )
}
