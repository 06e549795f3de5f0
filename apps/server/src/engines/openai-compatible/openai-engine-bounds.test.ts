import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { briefSchema, ErrorCode } from '@hookline/contract'
import { AppError } from '../../lib/errors'
import { IncompleteAnswerError } from '../engine'
import { startFakeOpenAIServer, type FakeMode, type FakeOpenAIServer } from '../testing/fake-openai-server'
import { createOpenAICompatibleEngine } from './openai-engine'
import type { OpenAICompatibleConfig } from './presets'

let fake: FakeOpenAIServer
let config: OpenAICompatibleConfig

beforeAll(async () => {
  fake = await startFakeOpenAIServer()
  config = { provider: 'custom', baseURL: fake.baseURL, apiKey: 'sk-test', model: 'gpt-4o', timeoutMs: 200 }
})
afterAll(() => fake.close())
beforeEach(() => fake.setMode({ kind: 'replay' }))

const brief = briefSchema.parse({ topic: '反向消费', platform: 'bilibili', language: 'zh' })
const tokens = ['## Hook (first 3 s)\n', '- Voice-over: Stop scrolling.\n', '- Duration: 3 s\n', '## Beats\n']

/** Reads an answer to its end; `stopAfter` chunks in, `stop` is called (an abort or leaving the loop). */
async function read(
  engine: ReturnType<typeof createOpenAICompatibleEngine>,
  options: { signal?: AbortSignal; stopAfter?: number; stop?: () => void } = {},
) {
  const seen: string[] = []
  let error: unknown = null
  try {
    for await (const chunk of engine.generate(brief, [], options.signal ?? new AbortController().signal)) {
      seen.push(chunk)
      if (seen.length === options.stopAfter) {
        if (!options.stop) break
        options.stop()
      }
    }
  } catch (caught) {
    error = caught
  }
  return { seen, error }
}

/** A fake provider of its own, so the connections it sees closed early are this test's only. */
async function withFresh(mode: FakeMode, run: (fresh: FakeOpenAIServer) => Promise<void>) {
  const fresh = await startFakeOpenAIServer(mode)
  try {
    await run(fresh)
  } finally {
    await fresh.close()
  }
}

/** The bounds on one answer, each told by its own reason and words, and none of them retried. */
describe('openai-compatible engine: bounds on one answer', () => {
  it('names silence before the answer begins as the provider sending nothing, and hangs up', async () => {
    await withFresh({ kind: 'replay', tokens, firstByteDelayMs: 1000 }, async (fresh) => {
      const { seen, error } = await read(createOpenAICompatibleEngine({ ...config, baseURL: fresh.baseURL }))
      expect(seen).toEqual([])
      expect(error).toBeInstanceOf(IncompleteAnswerError)
      expect(error).toMatchObject({ reason: 'timeout', code: ErrorCode.UPSTREAM_TIMEOUT, status: 504 })
      expect((error as AppError).message).toMatch(/^The AI provider \(custom\) sent nothing for \d+ s$/)
      await fresh.waitForEarlyClose()
      expect(fresh.closedEarly).toBe(1)
    })
  })

  it('names silence between tokens the same way, after yielding what came', async () => {
    fake.setMode({ kind: 'replay', tokens, stallAfter: 3 })
    const { seen, error } = await read(createOpenAICompatibleEngine(config))
    expect(seen).toEqual(tokens.slice(0, 2))
    expect(error).toMatchObject({ reason: 'timeout', code: ErrorCode.UPSTREAM_TIMEOUT })
    expect((error as AppError).message).toMatch(/^The AI provider \(custom\) sent nothing for \d+ s$/)
  })

  it('lets an answer take longer than the silence bound while its tokens keep coming', async () => {
    fake.setMode({ kind: 'replay', tokens: Array.from({ length: 8 }, () => '字'), eventDelayMs: 60 })
    const { seen, error } = await read(createOpenAICompatibleEngine(config))
    expect(error).toBeNull()
    expect(seen.join('')).toBe('字'.repeat(8))
  })

  it('tells the whole-answer limit apart from silence', async () => {
    fake.setMode({ kind: 'replay', tokens: Array.from({ length: 50 }, () => '字'), eventDelayMs: 40 })
    const { seen, error } = await read(createOpenAICompatibleEngine({ ...config, totalTimeoutMs: 300 }))
    expect(seen.length).toBeGreaterThan(0)
    expect(error).toMatchObject({ reason: 'timeout', code: ErrorCode.UPSTREAM_TIMEOUT })
    expect((error as AppError).message).toMatch(
      /^The AI provider \(custom\) did not finish its answer within \d+ s; what arrived is kept as an incomplete version\.$/,
    )
  })

  it.each([
    ['a rate limit', { kind: 'status', status: 429, headers: { 'retry-after': '1' } }],
    ['a server error', { kind: 'status', status: 503 }],
    ['a dropped socket', { kind: 'replay', tokens, cut: { after: 3, kind: 'drop' } }],
  ] as const)('asks the provider once after %s: no retry re-streams or re-bills an answer', async (_name, mode) => {
    fake.setMode(mode)
    const before = fake.requests.length
    const { error } = await read(createOpenAICompatibleEngine(config))
    expect(error).toBeInstanceOf(AppError)
    expect(fake.requests.length).toBe(before + 1)
  })

  it("ends with the creator's own reason, not a provider failure, when stopped before the answer begins", async () => {
    await withFresh({ kind: 'hang' }, async (fresh) => {
      const controller = new AbortController()
      const stop = new Error('stopped by the creator')
      setTimeout(() => controller.abort(stop), 50)
      const { error } = await read(createOpenAICompatibleEngine({ ...config, baseURL: fresh.baseURL }), {
        signal: controller.signal,
      })
      expect(error).toBe(stop)
      await fresh.waitForEarlyClose()
      expect(fresh.closedEarly).toBe(1)
    })
  })

  it('closes the request when the reader leaves the loop without aborting', async () => {
    await withFresh({ kind: 'replay', tokens, eventDelayMs: 50 }, async (fresh) => {
      const { seen, error } = await read(createOpenAICompatibleEngine({ ...config, baseURL: fresh.baseURL }), {
        stopAfter: 1,
      })
      expect(error).toBeNull()
      expect(seen).toHaveLength(1)
      await fresh.waitForEarlyClose()
      expect(fresh.closedEarly).toBe(1)
    })
  })

  it('logs nothing of its own: every failure is told once, by the error it throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      fake.setMode({ kind: 'replay', tokens, cut: { after: 3, kind: 'error', message: 'Model overloaded' } })
      const { error } = await read(createOpenAICompatibleEngine(config))
      expect(error).toMatchObject({ reason: 'provider_error' })
      expect(logged).not.toHaveBeenCalled()
    } finally {
      logged.mockRestore()
    }
  })
})
