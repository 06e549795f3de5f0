import { every } from 'hono/combine'
import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { createRequireAdmin } from '../admin/require-admin'
import { listJobQueuesRoute, retryJobRoute, runJobNowRoute } from './jobs.routes'
import { createJobsAdminService } from './jobs.service'

/** The background jobs, for administrators only, mounted at /api/admin/jobs. */
export function createJobsRouter(deps: ModuleDeps) {
  const service = createJobsAdminService(deps)
  const router = createRouter(every(deps.requireAuth, createRequireAdmin()))

  router.openapi(listJobQueuesRoute, async (c) => c.json(ok(await service.list()), 200))

  router.openapi(retryJobRoute, async (c) => {
    const { queue, id } = c.req.valid('param')
    await service.retry(queue, id)
    return c.json(ok(null, 'Queued again'), 200)
  })

  router.openapi(runJobNowRoute, async (c) => {
    const id = await service.runNow(c.req.valid('param').queue)
    return c.json(ok({ id }, 'Queued'), 200)
  })
  return router
}
