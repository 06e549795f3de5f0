import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createParser } from 'eventsource-parser'
import type { Brief } from '@hookline/contract'
import type { EngineTurn, ScriptEngine } from '../../engines/engine'
import { createOfflineEngine } from '../../engines/offline/offline-engine'
import { createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript, requestStream } from './scripts-test-helpers'

const HEARTBEAT_MS = 20
const PAUSE_MS = 300

/**
 * An engine that thinks for a while mid-answer, like a model before a long section: it writes
 * the offline draft's first line, falls silent for PAUSE_MS, then writes the rest.
 */
function pausingEngine(): ScriptEngine {
  const offline = createOfflineEngine({ lineDelayMs: 0 })
  return {
    name: 'offline',
    label: 'offline (pausing test engine)',
    reads: offline.reads,
    async *generate(brief: Brief, history: EngineTurn[], signal: AbortSignal) {
      let first = true
      for await (const line of offline.generate(brief, history, signal)) {
        yield line
        if (first) await sleep(PAUSE_MS, undefined, { signal })
        first = false
      }
    },
  }
}

/** The stream as it arrived: events and comments in order. */
async function readStreamItems(response: Response) {
  const items: Array<{ type: 'event'; event: string } | { type: 'comment'; text: string }> = []
  const parser = createParser({
    onEvent: (e) => items.push({ type: 'event', event: e.event ?? 'message' }),
    onComment: (text) => items.push({ type: 'comment', text: text.trim() }),
  })
  const decoder = new TextDecoder()
  const reader = response.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return items
    parser.feed(decoder.decode(value, { stream: true }))
  }
}

describe.each(databaseKinds)('generation stream heartbeat on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, {}, { scriptEngine: pausingEngine(), sseHeartbeatMs: HEARTBEAT_MS })
  })
  afterAll(() => ctx.close())

  it('keeps a quiet stream alive with heartbeat comments and stops them once done', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token, { language: 'en', topic: 'Budget phones' })
    const response = await requestStream(ctx.app, token, id)
    expect(response.status).toBe(200)
    const items = await readStreamItems(response)

    const firstDelta = items.findIndex((item) => item.type === 'event' && item.event === 'delta')
    const secondDelta = items.findIndex((item, i) => i > firstDelta && item.type === 'event' && item.event === 'delta')
    const during = items.slice(firstDelta + 1, secondDelta)
    // 300 ms of silence at one comment per 20 ms: timers are coarse, so ask for well under 15.
    expect(during.length).toBeGreaterThanOrEqual(5)
    expect(during.every((item) => item.type === 'comment' && item.text === 'heartbeat')).toBe(true)
    expect(items.at(-1)).toEqual({ type: 'event', event: 'done' })
  })
})
