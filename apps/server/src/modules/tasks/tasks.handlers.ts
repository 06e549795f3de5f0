import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import {
  cancelDraftRoute,
  createTaskRoute,
  deleteTaskRoute,
  getTaskRoute,
  listDraftsRoute,
  listTasksRoute,
  queueDraftsRoute,
  updateTaskRoute,
} from './tasks.routes'
import { createBatchDraftsService } from './batch-drafts.service'
import { createTasksService } from './tasks.service'

/** /tasks, mounted at /api/tasks. */
export function createTasksRouter(deps: ModuleDeps) {
  const tasks = createTasksService(deps.database.db)
  const drafts = createBatchDraftsService(deps.database)
  const router = createRouter(deps.requireAuth)

  // Before /{id}: "drafts" is not a task id.
  router.openapi(queueDraftsRoute, async (c) =>
    c.json(ok(await drafts.queue(c.get('user'), c.req.valid('json')), 'Drafts queued'), 200),
  )
  router.openapi(listDraftsRoute, async (c) => c.json(ok(await drafts.list(c.get('user'))), 200))
  router.openapi(cancelDraftRoute, async (c) => {
    const { batch } = c.req.valid('json') ?? { batch: false }
    return c.json(ok(await drafts.cancel(c.get('user'), c.req.valid('param').id, batch), 'Cancelled'), 200)
  })

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
