import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import {
  calendarFeedRoute,
  calendarFeedStatusRoute,
  cancelDraftRoute,
  createCalendarFeedRoute,
  recordResultsRoute,
  revokeCalendarFeedRoute,
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
import { createCalendarFeedService } from './calendar-feed.service'

/** /tasks, mounted at /api/tasks. */
export function createTasksRouter(deps: ModuleDeps) {
  const tasks = createTasksService(deps.database.db)
  const drafts = createBatchDraftsService(deps.database)
  const feeds = createCalendarFeedService(deps.database.db)
  const router = createRouter(deps.requireAuth)
  // Where the app is reached: the configured address, else the one this request came to.
  const appUrlOf = (requestUrl: string) => deps.config.APP_URL ?? new URL(requestUrl).origin

  // Before /{id}: "calendar-feed" is not a task id.
  router.openapi(calendarFeedStatusRoute, async (c) => c.json(ok(await feeds.status(c.get('user'))), 200))
  router.openapi(createCalendarFeedRoute, async (c) =>
    c.json(ok(await feeds.create(c.get('user'), appUrlOf(c.req.url)), 'Calendar link created'), 200),
  )
  router.openapi(revokeCalendarFeedRoute, async (c) => {
    await feeds.revoke(c.get('user'))
    return c.json(ok(null, 'Calendar link revoked'), 200)
  })
  router.openapi(calendarFeedRoute, async (c) => {
    const text = await feeds.render(c.req.valid('param').token, appUrlOf(c.req.url))
    return c.body(text, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="hookline-plan.ics"',
      // The link is a secret: no shared cache keeps a copy, and no page it is opened from learns it.
      'cache-control': 'private, max-age=300',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    })
  })

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
  router.openapi(recordResultsRoute, async (c) =>
    c.json(
      ok(await tasks.recordResults(c.get('user'), c.req.valid('param').id, c.req.valid('json')), 'Results saved'),
      200,
    ),
  )
  router.openapi(deleteTaskRoute, async (c) => {
    await tasks.remove(c.get('user'), c.req.valid('param').id)
    return c.json(ok(null, 'Removed from the plan'), 200)
  })
  return router
}
