import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import {
  deleteNotificationRoute,
  listNotificationsRoute,
  markAllReadRoute,
  markReadRoute,
  unreadCountRoute,
} from './notifications.routes'
import { createNotificationsService } from './notifications.service'

/** In-app notifications (the bell), mounted at /api/notifications. */
export function createNotificationsRouter(deps: ModuleDeps) {
  const service = createNotificationsService(deps.database.db)
  const router = createRouter(deps.requireAuth)

  router.openapi(listNotificationsRoute, async (c) =>
    c.json(ok(await service.list(c.get('user'), c.req.valid('query'))), 200),
  )
  router.openapi(unreadCountRoute, async (c) => c.json(ok({ unread: await service.unreadCount(c.get('user')) }), 200))
  router.openapi(markAllReadRoute, async (c) => c.json(ok(await service.markAllRead(c.get('user'))), 200))
  router.openapi(markReadRoute, async (c) =>
    c.json(ok(await service.markRead(c.get('user'), c.req.valid('param').id)), 200),
  )
  router.openapi(deleteNotificationRoute, async (c) => {
    await service.remove(c.get('user'), c.req.valid('param').id)
    return c.json(ok(null), 200)
  })

  return router
}
