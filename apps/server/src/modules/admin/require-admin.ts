import { createMiddleware } from 'hono/factory'
import { ErrorCode } from '@hookline/contract'
import type { AppEnv } from '../../context'
import type { Config } from '../../env'
import { AppError } from '../../lib/errors'
import { isAdmin } from '../auth/auth.service'

/** After requireAuth: only the accounts named in ADMIN_EMAILS pass; anyone else gets 403. */
export const createRequireAdmin = (config: Config) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!isAdmin(config, c.get('user').email))
      throw new AppError(ErrorCode.FORBIDDEN, 'Only administrators can do this')
    await next()
  })
