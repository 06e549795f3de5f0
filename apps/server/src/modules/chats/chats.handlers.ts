import type { ModuleDeps } from '../../context'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { createChatModels } from './chats-model'
import { streamChatAnswer } from './chats-stream'
import {
  briefFromChatRoute,
  createChatRoute,
  deleteChatRoute,
  getChatRoute,
  listChatsRoute,
  sendChatRoute,
  updateChatRoute,
} from './chats.routes'
import { createChatsService } from './chats.service'

/** /chats API, mounted at /api/chats. Every route reads and changes only the signed-in user's threads. */
export function createChatsRouter(deps: ModuleDeps) {
  const chats = createChatsService(deps, createChatModels(deps))
  const router = createRouter(deps.requireAuth)
  return router
    .openapi(listChatsRoute, async (c) => c.json(ok(await chats.list(c.get('user'), c.req.valid('query').q)), 200))
    .openapi(createChatRoute, async (c) => c.json(ok(await chats.create(c.get('user'), c.req.valid('json'))), 200))
    .openapi(getChatRoute, async (c) => c.json(ok(await chats.get(c.get('user'), c.req.valid('param').id)), 200))
    .openapi(updateChatRoute, async (c) =>
      c.json(ok(await chats.update(c.get('user'), c.req.valid('param').id, c.req.valid('json'))), 200),
    )
    .openapi(deleteChatRoute, async (c) => c.json(ok(await chats.remove(c.get('user'), c.req.valid('param').id)), 200))
    .openapi(briefFromChatRoute, async (c) => {
      const { id, messageId } = c.req.valid('param')
      const { idea } = c.req.valid('json') ?? {}
      return c.json(ok(await chats.brief(c.get('user'), id, messageId, idea)), 200)
    })
    .openapi(sendChatRoute, async (c) => {
      const prepared = await chats.prepare(c.get('user'), c.req.valid('param').id, c.req.valid('json'))
      return streamChatAnswer(chats, prepared, c.req.raw.signal, {
        totalTimeoutMs: deps.config.AI_TOTAL_TIMEOUT_MS,
        maxOutputTokens: deps.config.AI_MAX_OUTPUT_TOKENS,
        logger: deps.logger,
        drain: deps.drain,
      })
    })
}
