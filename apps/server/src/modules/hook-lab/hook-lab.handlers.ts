import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { createChatModels } from '../chats/chats-model'
import { createModelRounds } from '../chats/model-round'
import { tryHooksRoute } from './hook-lab.routes'
import { createHookLabService } from './hook-lab.service'

/** The Hook Lab, mounted at /api/scripts beside the scripts router. */
export function createHookLabRouter(deps: ModuleDeps) {
  const hookLab = createHookLabService(deps, createChatModels(deps), createModelRounds(deps))
  return createRouter(deps.requireAuth).openapi(tryHooksRoute, async (c) =>
    c.json(
      ok(
        await hookLab.tryHooks(
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json').message_id,
          c.req.raw.signal,
        ),
      ),
      200,
    ),
  )
}
