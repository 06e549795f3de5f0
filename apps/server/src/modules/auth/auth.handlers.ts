import type { ModuleDeps } from '../../context'
import { clientIp } from '../../lib/client-ip'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import type { Context } from 'hono'
import { toUserDto, type AuthService, type ClientInfo } from './auth.service'
import { createAccountRecoveryService } from './account-recovery.service'
import { createSignInCodeService } from './sign-in-codes.service'
import { configuredProviders, createOAuthService, OAuthError } from './oauth.service'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { AppError } from '../../lib/errors'
import { ErrorCode } from '@hookline/contract'
import { createAdminClaim } from '../admin/admin-roles'
import {
  claimAdminRoute,
  forgotPasswordRoute,
  getUserInfoRoute,
  loginRoute,
  logoutRoute,
  oauthCallbackRoute,
  oauthProvidersRoute,
  oauthStartRoute,
  registerRoute,
  requestSignInCodeRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  verifySignInCodeRoute,
} from './auth.routes'

/** Auth calls, mounted at /api/auth. */
export function createAuthRouter(deps: ModuleDeps, auth: AuthService) {
  const trustProxy = deps.config.TRUST_PROXY
  const clientInfo = (c: Context): ClientInfo => ({
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header('user-agent'),
  })
  const recovery = createAccountRecoveryService(deps, auth, auth.mail)
  const claimAdmin = createAdminClaim(deps)
  const signInCodes = createSignInCodeService(deps, auth)
  const oauth = createOAuthService(deps, auth)
  const providers = configuredProviders(deps.config)
  const notSetUp = () => new AppError(ErrorCode.NOT_FOUND, 'This sign-in provider is not set up on this server')
  // The state and PKCE verifier live only between the start and the callback, only on that path.
  const OAUTH_COOKIE = 'hookline_oauth'
  const cookieOptions = {
    path: '/api/auth/oauth',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: auth.mail.appUrl.startsWith('https://'),
    maxAge: 600,
  }
  const router = createRouter(deps.requireAuth)

  router.openapi(registerRoute, async (c) => {
    const outcome = await auth.register(c.req.valid('json'), clientInfo(c))
    recovery.afterRegister(outcome)
    const pending = 'verification_pending' in outcome.result
    return c.json(ok(outcome.result, pending ? 'Check your inbox to continue' : 'Registration successful'), 200)
  })

  router.openapi(loginRoute, async (c) => {
    const result = await auth.login(c.req.valid('json'), clientInfo(c))
    return c.json(ok(result, 'Login successful'), 200)
  })

  router.openapi(getUserInfoRoute, (c) => c.json(ok(toUserDto(c.get('user'), deps.config)), 200))

  router.openapi(logoutRoute, async (c) => {
    await auth.logout(c.get('sessionId'))
    return c.json(ok(null, 'Logged out successfully'), 200)
  })

  router.openapi(forgotPasswordRoute, async (c) => {
    await recovery.requestPasswordReset(c.req.valid('json').email, clientIp(c, trustProxy))
    return c.json(ok(null, 'If an account exists for this email, a reset link is on its way'), 200)
  })

  router.openapi(requestSignInCodeRoute, async (c) => {
    await signInCodes.request(c.req.valid('json').email, clientIp(c, trustProxy))
    return c.json(ok(null, 'If an account exists for this email, a code is on its way'), 200)
  })

  router.openapi(verifySignInCodeRoute, async (c) => {
    const result = await signInCodes.verify(c.req.valid('json'), clientInfo(c))
    return c.json(ok(result, 'Login successful'), 200)
  })

  router.openapi(oauthProvidersRoute, (c) => c.json(ok(providers), 200))

  router.openapi(oauthStartRoute, (c) => {
    const { provider } = c.req.valid('param')
    if (!providers[provider]) throw notSetUp()
    const { url, cookie } = oauth.start(provider)
    setCookie(c, OAUTH_COOKIE, cookie, cookieOptions)
    return c.redirect(url, 302)
  })

  router.openapi(oauthCallbackRoute, async (c) => {
    const { provider } = c.req.valid('param')
    if (!providers[provider]) throw notSetUp()
    const cookie = getCookie(c, OAUTH_COOKIE)
    // One use: a replayed callback finds no cookie.
    deleteCookie(c, OAUTH_COOKIE, cookieOptions)
    const back = (fragment: string) => c.redirect(`${auth.mail.appUrl}/sign-in#${fragment}`, 302)
    const query = c.req.valid('query')
    if (query.error) return back('social_error=denied')
    try {
      const result = await oauth.finish(provider, query, cookie, clientInfo(c))
      return back(`social=${encodeURIComponent(result.token)}`)
    } catch (failure) {
      if (failure instanceof OAuthError) return back(`social_error=${failure.reason}`)
      throw failure
    }
  })

  router.openapi(resetPasswordRoute, async (c) => {
    const result = await recovery.resetPassword(c.req.valid('json'), clientInfo(c))
    return c.json(ok(result, 'Password reset; you are signed in'), 200)
  })

  router.openapi(verifyEmailRoute, async (c) => {
    const user = await recovery.verifyEmail(c.req.valid('json').token)
    return c.json(ok(toUserDto(user, deps.config), 'Email verified'), 200)
  })

  router.openapi(claimAdminRoute, async (c) => {
    const user = await claimAdmin(c.get('user'), c.req.valid('json').token)
    return c.json(ok(toUserDto(user, deps.config), 'You are now an administrator'), 200)
  })

  router.openapi(resendVerificationRoute, async (c) => {
    await recovery.resendVerification(c.get('user'))
    return c.json(ok(null, 'A new verification link is on its way'), 200)
  })

  return router
}
