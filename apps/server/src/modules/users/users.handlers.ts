import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { toUserDto } from '../auth/auth.service'
import { changePasswordRoute, deleteMeRoute, updateMeRoute } from './users.routes'
import { createUsersService } from './users.service'
import { createAccountSessionsService } from './sessions.service'
import {
  getNotificationsRoute,
  listSessionsRoute,
  revokeOtherSessionsRoute,
  revokeSessionRoute,
  updateNotificationsRoute,
} from './sessions.routes'

/** Account settings, mounted at /api. */
export function createUsersRouter(deps: ModuleDeps) {
  const service = createUsersService(deps)
  const account = createAccountSessionsService(deps)
  const router = createRouter(deps.requireAuth)

  router.openapi(updateMeRoute, async (c) => {
    const user = await service.updateProfile(c.get('user'), c.req.valid('json'))
    return c.json(ok(toUserDto(user, deps.config), 'Profile updated'), 200)
  })

  router.openapi(changePasswordRoute, async (c) => {
    const { current_password, new_password } = c.req.valid('json')
    await service.changePassword(c.get('user'), c.get('sessionId'), current_password, new_password)
    return c.json(ok(null, 'Password changed'), 200)
  })

  router.openapi(deleteMeRoute, async (c) => {
    await service.deleteAccount(c.get('user'), c.req.valid('json').password)
    return c.json(ok(null, 'Account deleted'), 200)
  })

  router.openapi(listSessionsRoute, async (c) =>
    c.json(ok(await account.list(c.get('user').id, c.get('sessionId'))), 200),
  )

  router.openapi(revokeSessionRoute, async (c) => {
    await account.revoke(c.get('user').id, c.req.valid('param').id)
    return c.json(ok(null, 'Session signed out'), 200)
  })

  router.openapi(revokeOtherSessionsRoute, async (c) => {
    const revoked = await account.revokeOthers(c.get('user').id, c.get('sessionId'))
    return c.json(ok({ revoked }, 'Other sessions signed out'), 200)
  })

  router.openapi(getNotificationsRoute, (c) => c.json(ok(account.notifications(c.get('user'))), 200))

  router.openapi(updateNotificationsRoute, async (c) => {
    const settings = await account.updateNotifications(c.get('user'), c.req.valid('json'))
    return c.json(ok(settings, 'Notification settings saved'), 200)
  })
  return router
}
