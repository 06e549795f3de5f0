import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { createChatModels } from '../chats/chats-model'
import { createModelRounds } from '../chats/model-round'
import { deleteVoiceRoute, distilVoiceRoute, getVoiceRoute, saveVoiceRoute } from './voice.routes'
import { createVoiceService } from './voice.service'

/** The creator's voice, mounted at /api/voice; one profile per account, read and changed by its owner only. */
export function createVoiceRouter(deps: ModuleDeps) {
  const voice = createVoiceService(deps, createChatModels(deps), createModelRounds(deps))
  return createRouter(deps.requireAuth)
    .openapi(getVoiceRoute, async (c) => c.json(ok(await voice.state(c.get('user'))), 200))
    .openapi(saveVoiceRoute, async (c) => c.json(ok(await voice.save(c.get('user'), c.req.valid('json').profile)), 200))
    .openapi(deleteVoiceRoute, async (c) => c.json(ok(await voice.remove(c.get('user'))), 200))
    .openapi(distilVoiceRoute, async (c) =>
      c.json(ok(await voice.distil(c.get('user'), c.req.valid('json'), c.req.raw.signal)), 200),
    )
}
