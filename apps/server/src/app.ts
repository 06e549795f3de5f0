import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { HttpBindings } from '@hono/node-server'
import { OpenAPIHono } from '@hono/zod-openapi'
import { Hono, type ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { getPath } from 'hono/utils/url'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ZodError } from 'zod'
import { ErrorCode, type Envelope } from '@hookline/contract'
import type { AppDeps, AppEnv, ModuleDeps } from './context'
import { bodyLimit } from './lib/body-limit'
import { compressResponses } from './lib/compress'
import { AppError } from './lib/errors'
import { requestIdOf } from './lib/node-server'
import { validationError } from './lib/validation'
import { createAuthRouter } from './modules/auth/auth.handlers'
import { createAuthService } from './modules/auth/auth.service'
import { createRequireAuth } from './modules/auth/require-auth'
import { mountDocs } from './modules/docs/docs.handlers'
import { createHealthRouter } from './modules/health/health.handlers'
import { createUsersRouter } from './modules/users/users.handlers'
import { createTrendingRouter } from './modules/trending/trending.handlers'
import { createScriptsRouter } from './modules/scripts/scripts.handlers'
import { createModelConnectionsRouter } from './modules/model-connections/model-connections.handlers'
import { createCreditsRouter } from './modules/credits/credits.handlers'
import { createAdminRouter } from './modules/admin/admin.handlers'
import { createJobsRouter } from './modules/jobs/jobs.handlers'
import { createChatsRouter } from './modules/chats/chats.handlers'
import { createHookLabRouter } from './modules/hook-lab/hook-lab.handlers'
import { createTasksRouter } from './modules/tasks/tasks.handlers'
import { createWatchesRouter } from './modules/watches/watches.handlers'
import { createNotificationsRouter } from './modules/notifications/notifications.handlers'
import { createVoiceRouter } from './modules/voice/voice.handlers'
import { createHookLibraryRouter } from './modules/hook-library/hook-library.handlers'
import { createScriptEngine } from './engines/select-engine'
import { mountWebApp } from './web/serve-web'

/** 1 MiB: more than any brief or follow-up needs, little enough to refuse abuse. */
export const BODY_LIMIT_BYTES = 1024 * 1024
export const APP_VERSION = '0.1.0'
/** API routes whose answers can run to many KiB (lists, whole scripts, the API docs): gzipped when accepted. */
const LARGE_JSON_ROUTES = ['/api/scripts', '/api/trending', '/api/admin', '/api/credits/ledger', '/api/openapi.json']
const isLargeJson = (path: string) => LARGE_JSON_ROUTES.some((prefix) => path.startsWith(prefix))
/**
 * What of the API may answer with something worth compressing: those routes, and the docs page's
 * files. The rest of the API answers with small envelopes and event streams.
 */
const COMPRESSED_API_ROUTES = [...LARGE_JSON_ROUTES, '/api/docs']
/** The methods whose requests carry a body, which may be too large. */
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

/** The API's addresses: /api and everything under it; any other is the web app's. */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

const defaultWebDist = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist')

const envelope = (code: number, message: string, data: unknown = null): Envelope<unknown> => ({
  code,
  message,
  data,
})

/**
 * Builds the whole HTTP app from its dependencies; index.ts serves it, tests call app.request.
 * It is the API's Hono app, whose fetch hands any address outside /api to the web app's.
 */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>()
  const auth = createAuthService(deps)
  const moduleDeps: ModuleDeps = { ...deps, requireAuth: createRequireAuth(auth) }
  const scriptEngine = deps.scriptEngine ?? createScriptEngine(deps.config)

  // Each layer a request passes costs it (a promise, a look at its path): a small envelope passed
  // these two only to be let through, and that was a tenth of the server's time on it. So
  // compression wraps only what may answer large, here and (below) the web app's pages and files,
  // and the size limit only requests that carry a body.
  const compress = compressResponses({ largeJson: isLargeJson })
  for (const prefix of COMPRESSED_API_ROUTES) app.use(`${prefix}/*`, compress)
  app.on(
    BODY_METHODS,
    '/api/*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json(envelope(ErrorCode.PAYLOAD_TOO_LARGE, 'Request body is larger than 1 MiB'), 413),
    }),
  )

  const api = new OpenAPIHono<AppEnv>()
  // A node shutting down starts no generation it would have to cut short (generation-drain.ts).
  if (deps.drain)
    for (const path of ['/scripts/:id/messages', '/chats/:id/messages', '/scripts/:id/hooks', '/voice/distil'])
      api.use(path, deps.drain.refuseNew)
  api.route(
    '/health',
    createHealthRouter({ ...moduleDeps, engineName: () => scriptEngine.label, version: APP_VERSION }),
  )
  api.route('/auth', createAuthRouter(moduleDeps, auth))
  api.route('/', createUsersRouter(moduleDeps))
  api.route('/trending', createTrendingRouter(moduleDeps))
  api.route('/scripts', createScriptsRouter({ ...moduleDeps, scriptEngine }))
  api.route('/model-connections', createModelConnectionsRouter(moduleDeps))
  api.route('/credits', createCreditsRouter(moduleDeps))
  api.route('/admin', createAdminRouter(moduleDeps))
  api.route('/admin/jobs', createJobsRouter(moduleDeps))
  api.route('/chats', createChatsRouter(moduleDeps))
  api.route('/scripts', createHookLabRouter(moduleDeps))
  api.route('/tasks', createTasksRouter(moduleDeps))
  api.route('/watches', createWatchesRouter(moduleDeps))
  api.route('/notifications', createNotificationsRouter(moduleDeps))
  api.route('/voice', createVoiceRouter(moduleDeps))
  api.route('/hook-library', createHookLibraryRouter(moduleDeps))
  mountDocs(api, APP_VERSION)
  api.all('*', (c) => c.json(envelope(ErrorCode.NOT_FOUND, `No API route for ${c.req.method} ${c.req.path}`), 404))
  app.route('/api', api)

  // The web app is an app of its own, so an API request never walks its catch-all handlers: a
  // request whose route has one handler (the 404 envelope, a public read) then takes Hono's path
  // for one handler, with no chain of promises; the request log lives outside the app
  // (lib/node-server.ts) for the same reason: the cheapest answers stay cheap.
  const web = new Hono<AppEnv>()
  web.use('*', compress)
  mountWebApp(web, deps.config.WEB_DIST_DIR ?? defaultWebDist())
  const serveApi = app.fetch
  app.fetch = (request, env, executionCtx) =>
    isApiPath(getPath(request)) ? serveApi(request, env, executionCtx) : web.fetch(request, env, executionCtx)

  const onError: ErrorHandler<AppEnv> = (error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json(envelope(error.code, error.message, error.data), error.status as ContentfulStatusCode)
    }
    if (error instanceof ZodError) {
      const invalid = validationError(error)
      return c.json(envelope(invalid.code, invalid.message, invalid.data), 400)
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's JSON validator throws this for an unparsable body.
      const malformed = /malformed json/i.test(error.message)
      const code = malformed ? ErrorCode.MALFORMED_JSON : error.status * 100
      const message = malformed ? 'Request body is not valid JSON' : error.message || 'Bad request'
      return c.json(envelope(code, message), error.status)
    }
    const requestId = requestIdOf((c.env as Partial<HttpBindings> | undefined)?.outgoing)
    deps.logger.error({ err: error, requestId, path: c.req.path }, 'unhandled error')
    return c.json(envelope(ErrorCode.INTERNAL, 'Internal server error'), 500)
  }
  app.onError(onError)
  web.onError(onError)

  return app
}
