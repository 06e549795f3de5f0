import { createMiddleware } from 'hono/factory'
import { ErrorCode } from '@hookline/contract'
import type { AppEnv } from '../../context'
import { AppError } from '../../lib/errors'
import { isAdmin } from './admin-roles'

/** After requireAuth: only accounts whose stored role is admin pass (admin-roles.ts); anyone else gets 403. */
export const createRequireAdmin = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!isAdmin(c.get('user'))) throw new AppError(ErrorCode.FORBIDDEN, 'Only administrators can do this')
    await next()
  })
