import type { ModuleDeps } from '../../context'
import { clientIp } from '../../lib/client-ip'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { toUserDto, type AuthService } from './auth.service'
import { getUserInfoRoute, loginRoute, logoutRoute, registerRoute } from './auth.routes'

/** SPEC §7 auth calls, mounted at /api/auth. */
export function createAuthRouter(deps: ModuleDeps, auth: AuthService) {
  const trustProxy = deps.config.TRUST_PROXY
  const router = createRouter()

  router.openapi(registerRoute, async (c) => {
    const result = await auth.register(c.req.valid('json'), clientIp(c, trustProxy))
    return c.json(ok(result, 'Registration successful'), 200)
  })

  router.openapi(loginRoute, async (c) => {
    const result = await auth.login(c.req.valid('json'), clientIp(c, trustProxy))
    return c.json(ok(result, 'Login successful'), 200)
  })

  router.use('/getUserInfo', deps.requireAuth)
  router.openapi(getUserInfoRoute, (c) => c.json(ok(toUserDto(c.get('user'), deps.config.CREDITS_ENABLED)), 200))

  router.use('/logout', deps.requireAuth)
  router.openapi(logoutRoute, async (c) => {
    await auth.logout(c.get('sessionId'))
    return c.json(ok(null, 'Logged out successfully'), 200)
  })

  return router
}
