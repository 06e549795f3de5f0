import { createRoute, z } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import { ErrorCode, envelopeSchema, errorEnvelopeSchema, healthSchema } from '@hookline/contract'
import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { AppError } from '../../lib/errors'
import { ok } from '../../lib/respond'

const healthRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['health'],
  summary: 'Liveness and database reachability',
  responses: {
    200: { content: { 'application/json': { schema: envelopeSchema(healthSchema) } }, description: 'Healthy' },
    500: { content: { 'application/json': { schema: errorEnvelopeSchema } }, description: 'Database unreachable' },
  },
})

/** Operators' and proxies' own question, not the app's: no contract type (docs/deploy.md). */
const readySchema = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) })

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['health'],
  summary: 'Readiness: the database answers and this node is not shutting down',
  responses: {
    200: { content: { 'application/json': { schema: envelopeSchema(readySchema) } }, description: 'Ready for traffic' },
    503: {
      content: { 'application/json': { schema: errorEnvelopeSchema } },
      description: 'Shutting down, or the database does not answer in time: send traffic elsewhere',
    },
  },
})

/** A database slower than this is as good as gone for a load balancer deciding where to send a user. */
const READY_DATABASE_LIMIT_MS = 2000

const notReady = (message: string) => new AppError(ErrorCode.SERVICE_UNAVAILABLE, message)

async function databaseAnswers(deps: ModuleDeps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_DATABASE_LIMIT_MS)))
  const answered = deps.database.db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([answered, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * /api/health is liveness (the database reachable, the engine in use);
 * /api/health/ready is readiness: 503 while the node drains on SIGTERM (generation-drain.ts) or
 * when its database does not answer within 2 s, so a proxy or orchestrator stops sending users.
 */
export function createHealthRouter(deps: ModuleDeps & { engineName: () => string; version: string }) {
  const router = createRouter()
  router.openapi(healthRoute, async (c) => {
    await deps.database.db.execute(sql`SELECT 1`)
    return c.json(
      ok({ status: 'ok' as const, database: deps.database.kind, engine: deps.engineName(), version: deps.version }),
      200,
    )
  })
  router.openapi(readyRoute, async (c) => {
    if (deps.drain?.draining) throw notReady('This node is shutting down')
    if (!(await databaseAnswers(deps))) throw notReady('The database does not answer')
    return c.json(ok({ status: 'ready' as const, database: deps.database.kind }), 200)
  })
  return router
}
