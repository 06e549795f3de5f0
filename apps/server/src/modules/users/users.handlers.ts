import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { toUserDto } from '../auth/auth.service'
import { changePasswordRoute, updateMeRoute } from './users.routes'
import { createUsersService } from './users.service'

/** Account settings, mounted at /api. */
export function createUsersRouter(deps: ModuleDeps) {
  const service = createUsersService(deps)
  const router = createRouter()
  router.use('/users/me', deps.requireAuth)
  router.use('/auth/password', deps.requireAuth)

  router.openapi(updateMeRoute, async (c) => {
    const user = await service.updateProfile(c.get('user'), c.req.valid('json'))
    return c.json(ok(toUserDto(user, deps.config.CREDITS_ENABLED), 'Profile updated'), 200)
  })

  router.openapi(changePasswordRoute, async (c) => {
    const { current_password, new_password } = c.req.valid('json')
    await service.changePassword(c.get('user'), c.get('sessionId'), current_password, new_password)
    return c.json(ok(null, 'Password changed'), 200)
  })
  return router
}
