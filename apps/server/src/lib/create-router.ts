import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../context'
import { validationError } from './validation'

/** Every module's router: failed request validation is thrown to the one onError. */
export const createRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error)
    },
  })
