import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { createTaskRoute, deleteTaskRoute, getTaskRoute, listTasksRoute, updateTaskRoute } from './tasks.routes'
import { createTasksService } from './tasks.service'

/** /tasks, mounted at /api/tasks. */
export function createTasksRouter(deps: ModuleDeps) {
  const tasks = createTasksService(deps.database.db)
  const router = createRouter(deps.requireAuth)

  router.openapi(listTasksRoute, async (c) => c.json(ok(await tasks.list(c.get('user'), c.req.valid('query'))), 200))
  router.openapi(createTaskRoute, async (c) =>
    c.json(ok(await tasks.create(c.get('user'), c.req.valid('json')), 'Added to the plan'), 200),
  )
  router.openapi(getTaskRoute, async (c) => c.json(ok(await tasks.get(c.get('user'), c.req.valid('param').id)), 200))
  router.openapi(updateTaskRoute, async (c) =>
    c.json(ok(await tasks.update(c.get('user'), c.req.valid('param').id, c.req.valid('json')), 'Task updated'), 200),
  )
  router.openapi(deleteTaskRoute, async (c) => {
    await tasks.remove(c.get('user'), c.req.valid('param').id)
    return c.json(ok(null, 'Removed from the plan'), 200)
  })
  return router
}
