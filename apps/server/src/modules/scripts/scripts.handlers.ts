import type { ModuleDeps } from '../../context'
import type { ScriptEngine } from '../../engines'
import { createRouter } from '../../lib/create-router'
import { ok } from '../../lib/respond'
import { createGenerationService } from './generation.service'
import { createSupervisor, generationController, runWhole, streamGeneration } from './generation-stream'
import { createConnectionEngines } from '../model-connections/connection-engines'
import {
  createScriptRoute,
  deleteScriptRoute,
  editVersionRoute,
  exportScriptRoute,
  generateRoute,
  getScriptRoute,
  listScriptsRoute,
  renameScriptRoute,
  restoreVersionRoute,
} from './scripts.routes'
import { createScriptsEditService } from './scripts-edit.service'
import { createScriptsService } from './scripts.service'
import { createPlanCache } from './plan-cache'
import { createRunningGenerations } from './running-generations'
import { drainable } from './generation-drain'

const wantsEventStream = (accept: string | undefined) => /\btext\/event-stream\b/i.test(accept ?? '')

/** Smart Creation API, mounted at /api/scripts. */
export function createScriptsRouter(deps: ModuleDeps & { scriptEngine: ScriptEngine }) {
  // What each script's next version builds on, shared by everything here that moves a script's current version.
  const plans = createPlanCache()
  // The generations running here, so a disabled account's or a deleted script's end at once.
  const running = drainable(createRunningGenerations(deps.database), deps.drain)
  const supervise = createSupervisor(deps.database.db, running)
  const scripts = createScriptsService(deps, { serverEngine: deps.scriptEngine, plans, running })
  const generation = createGenerationService(deps, createConnectionEngines(deps, deps.scriptEngine), plans)
  const edits = createScriptsEditService(deps, plans)
  const router = createRouter(deps.requireAuth)

  router.openapi(listScriptsRoute, async (c) =>
    c.json(ok(await scripts.list(c.get('user'), c.req.valid('query'))), 200),
  )

  router.openapi(createScriptRoute, async (c) => {
    const { brief, title, connection_id } = c.req.valid('json')
    return c.json(ok(await scripts.create(c.get('user'), brief, title, connection_id), 'Script created'), 200)
  })

  router.openapi(getScriptRoute, async (c) =>
    c.json(ok(await scripts.get(c.get('user'), c.req.valid('param').id)), 200),
  )

  router.openapi(renameScriptRoute, async (c) => {
    const detail = await scripts.rename(c.get('user'), c.req.valid('param').id, c.req.valid('json').title)
    return c.json(ok(detail, 'Title updated'), 200)
  })

  router.openapi(deleteScriptRoute, async (c) => {
    await scripts.remove(c.get('user'), c.req.valid('param').id)
    return c.json(ok(null, 'Script deleted'), 200)
  })

  router.openapi(generateRoute, async (c) => {
    const controller = generationController(c.req.raw.signal)
    const prepared = supervise(
      await generation.start(c.get('user'), c.req.valid('param').id, c.req.valid('json') ?? {}, controller.signal),
      controller,
    )
    if (wantsEventStream(c.req.header('accept')))
      return streamGeneration(c, generation, prepared, controller, deps.logger, deps.sseHeartbeatMs)
    return c.json(ok(await runWhole(generation, prepared, controller), 'Script generated'), 200)
  })

  router.openapi(restoreVersionRoute, async (c) => {
    const { id, messageId } = c.req.valid('param')
    return c.json(ok(await scripts.restore(c.get('user'), id, messageId), 'Version restored'), 200)
  })

  router.openapi(editVersionRoute, async (c) => {
    const { base_message_id, script } = c.req.valid('json')
    return c.json(
      ok(await edits.saveEdit(c.get('user'), c.req.valid('param').id, base_message_id, script), 'Version saved'),
      200,
    )
  })

  router.openapi(exportScriptRoute, async (c) => {
    const { format, message_id, notes } = c.req.valid('query')
    return c.json(
      ok(await scripts.export(c.get('user'), c.req.valid('param').id, format, message_id, { notes: notes === 'true' })),
      200,
    )
  })

  return router
}
