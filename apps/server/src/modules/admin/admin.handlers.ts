import type { ModuleDeps } from '../../context'
import { every } from 'hono/combine'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { ledgerPage } from '../credits/credits.service'
import { adjustCreditsRoute, auditLogRoute, listUsersRoute, setUserStatusRoute, userLedgerRoute } from './admin.routes'
import { auditPage } from './admin-audit'
import { createAdminService } from './admin.service'
import { createRequireAdmin } from './require-admin'

/** Account administration for accounts whose role is admin (admin-roles.ts), mounted at /api/admin. */
export function createAdminRouter(deps: ModuleDeps) {
  const service = createAdminService(deps)
  const router = createRouter(every(deps.requireAuth, createRequireAdmin()))

  router.openapi(listUsersRoute, async (c) => c.json(ok(await service.list(c.req.valid('query'))), 200))

  router.openapi(userLedgerRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query')
    return c.json(
      ok(await ledgerPage(deps.database.db, c.req.valid('param').id, page, pageSize, { showActor: true })),
      200,
    )
  })

  router.openapi(adjustCreditsRoute, async (c) => {
    const user = await service.adjustCredits(c.get('user'), c.req.valid('param').id, c.req.valid('json'))
    return c.json(ok(user, 'Credits adjusted'), 200)
  })

  router.openapi(setUserStatusRoute, async (c) => {
    const change = c.req.valid('json')
    const user = await service.setDisabled(c.get('user'), c.req.valid('param').id, change)
    return c.json(ok(user, change.disabled ? 'Account disabled' : 'Account enabled'), 200)
  })

  router.openapi(auditLogRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query')
    return c.json(ok(await auditPage(deps.database.db, page, pageSize)), 200)
  })
  return router
}
