import { createRoute } from '@hono/zod-openapi'
import { sql } from 'drizzle-orm'
import { envelopeSchema, errorEnvelopeSchema, healthSchema } from '@hookline/contract'
import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
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

export function createHealthRouter(deps: ModuleDeps & { engineName: () => string; version: string }) {
  const router = createRouter()
  router.openapi(healthRoute, async (c) => {
    await deps.database.db.execute(sql`SELECT 1`)
    return c.json(
      ok({ status: 'ok' as const, database: deps.database.kind, engine: deps.engineName(), version: deps.version }),
      200,
    )
  })
  return router
}
