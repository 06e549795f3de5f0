import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../context'
import { unauthorized } from '../../lib/errors'
import { requestHeader } from '../../lib/request-header'
import type { AuthService } from './auth.service'

/** Bearer-token guard: sets `user` and `sessionId` or answers 401. */
export const createRequireAuth = (auth: AuthService) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = requestHeader(c, 'authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) throw unauthorized()
    const { user, sessionId } = await auth.authenticate(match[1])
    c.set('user', user)
    c.set('sessionId', sessionId)
    await next()
  })
