import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { creditSummaryRoute, ledgerRoute } from './credits.routes'
import { ledgerPage } from './credits.service'

/** The signed-in user's credits, mounted at /api/credits. */
export function createCreditsRouter(deps: ModuleDeps) {
  const router = createRouter(deps.requireAuth)

  router.openapi(creditSummaryRoute, (c) =>
    c.json(
      ok({
        balance: c.get('user').credits,
        cost_per_generation: deps.config.CREDITS_PER_GENERATION,
        admin_contact: deps.config.ADMIN_CONTACT ?? null,
      }),
      200,
    ),
  )

  router.openapi(ledgerRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query')
    return c.json(ok(await ledgerPage(deps.database.db, c.get('user').id, page, pageSize, { showActor: false })), 200)
  })
  return router
}
