import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import { validationError } from './validation'

/** A route that declares bearer security (as the API reference shows it) requires sign-in. */
const requiresSignIn = (route: RouteConfig) =>
  route.security?.some((requirement) => 'bearerAuth' in requirement) ?? false

/**
 * Every module's router. Failed request validation is thrown to the one onError. With `signIn`,
 * a route that declares `security: [{ bearerAuth: [] }]` gets it before its validators: sign-in is
 * required where the route is declared, never by a second list of paths that could drift from it.
 */
export function createRouter(signIn?: MiddlewareHandler<AppEnv>) {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error)
    },
  })
  if (!signIn) return router
  const openapi = router.openapi
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) => {
    const declared = route.middleware ? [route.middleware].flat() : []
    const guarded = requiresSignIn(route) ? { ...route, middleware: [signIn, ...declared] } : route
    return (openapi as (...args: unknown[]) => unknown)(guarded, ...rest)
  }) as typeof openapi
  return router
}
