import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import { users } from '../../db/schema'
import { parseScriptMarkdown } from '../../engines/script-markdown/parse'
import { FLAWED_BRIEF, SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { recordedTokens, startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript, eventually, readEvents, readThenHangUp, requestStream } from './scripts-test-helpers'
import { announceAccountChange } from '../../db/account-changes'

/** Set by hand, so announced by hand: the session lookup keeps the balance (db/account-changes.ts). */
const setCredits = async (ctx: TestContext, email: string, credits: number) => {
  const rows = await ctx.database.db.update(users).set({ credits }).where(eq(users.email, email)).returning()
  await announceAccountChange(
    ctx.database.db,
    rows.map((row) => row.id),
  )
}
const creditsOf = async (ctx: TestContext, token: string) =>
  (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.credits.left_credits as number

describe.each(databaseKinds)('generation with the offline engine on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0', CREDITS_PER_GENERATION: '1' })
  })
  afterAll(() => ctx.close())

  it('lets a creator at 0 credits start and write with the offline engine, which costs nothing', async () => {
    const { token, email } = await registerUser(ctx.app)
    await setCredits(ctx, email, 0)
    const { id } = await createScript(ctx.app, token)
    expect((await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })).status).toBe(200)
  })

  it('streams several delta events, then done with the saved, parsed and checked version, free of charge', async () => {
    const { token } = await registerUser(ctx.app)
    const before = await creditsOf(ctx, token)
    const { id } = await createScript(ctx.app, token, { platform: 'bilibili', language: 'en', topic: 'Budget phones' })
    const response = await requestStream(ctx.app, token, id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const events = await readEvents(response)
    const deltas = events.filter((e) => e.event === 'delta')
    expect(deltas.length).toBeGreaterThan(10)
    expect(events.at(-1)!.event).toBe('done')
    expect(events.findIndex((e) => e.event === 'done')).toBe(events.length - 1)

    const { message, credits } = events.at(-1)!.data
    // Credits pay for model usage; an offline draft costs nothing.
    expect(message).toMatchObject({
      role: 'assistant',
      status: 'complete',
      engine: 'offline',
      version: 1,
      credits_charged: 0,
    })
    expect(message.script.beats.length).toBeGreaterThan(3)
    expect(message.check).toMatchObject({ total: 9, target_seconds: 300, language: 'en' })
    // Mechanical repair leaves a draft that passes as it streamed.
    if (message.check.passed === 9 && !message.warnings.some((w: string) => w.startsWith('repaired'))) {
      expect(message.content).toBe(deltas.map((e) => e.data.text).join(''))
    }
    expect(credits).toBeUndefined()
    expect(await creditsOf(ctx, token)).toBe(before)
  })

  it('answers JSON without the event-stream header, and revises the current version on a follow-up', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token, { duration_seconds: 60, format: 'talking_head' })
    const first = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    expect(first.status).toBe(200)
    const shorter = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, {
      token,
      body: { action: 'shorter', text: '节奏再快一点' },
    })
    const total = (s: any) =>
      s.hook.seconds + s.beats.reduce((a: number, b: any) => a + b.seconds, 0) + s.call_to_action.seconds
    expect(total(first.body.data.message.script)).toBe(60)
    expect(total(shorter.body.data.message.script)).toBe(42)
    // Each version records the length it aims at, so the page can measure it against that.
    expect(first.body.data.message.target_seconds).toBe(60)
    expect(shorter.body.data.message.target_seconds).toBe(42)
    expect(shorter.body.data.message.script.notes.join()).toContain('节奏再快一点')
    // The saved versions carry the offline engine's label, so it re-composes its own draft at the
    // shorter length: the recap counts the points that are left, not the ones that were cut.
    const beats: Array<{ label: string; on_screen_text: string }> = shorter.body.data.message.script.beats
    // The topic is a why-question, so its points are reasons (原因).
    const points = beats.filter((beat) => /^原因 \d+$/.test(beat.label)).length
    expect(points).toBeLessThan(
      first.body.data.message.script.beats.filter((beat: { label: string }) => /^原因 \d+$/.test(beat.label)).length,
    )
    expect(beats.at(-1)!.on_screen_text).toBe(points > 1 ? `${points}个原因回顾` : '划重点')
    expect(
      (await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: { action: 'longer' } })).status,
    ).toBe(400)
  })

  it('writes offline drafts on an empty balance: nothing is held or charged', async () => {
    const { token, email } = await registerUser(ctx.app)
    await setCredits(ctx, email, 0)
    const { id } = await createScript(ctx.app, token)
    const responses = await Promise.all(Array.from({ length: 3 }, () => requestStream(ctx.app, token, id)))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200])
    const streams = await Promise.all(responses.map(readEvents))
    expect(streams.map((events) => events.at(-1)!.data.message.credits_charged)).toEqual([0, 0, 0])
    expect(await creditsOf(ctx, token)).toBe(0)
  })

  it('a stopped stream keeps what arrived as an incomplete version and charges nothing', async () => {
    const slow = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '20' })
    try {
      const { token } = await registerUser(slow.app)
      const before = await creditsOf(slow, token)
      const { id } = await createScript(slow.app, token)
      const events = await readThenHangUp(await requestStream(slow.app, token, id), 3)
      expect(events.filter((e) => e.event === 'delta')).toHaveLength(3)
      const detail = await eventually(
        async () => (await call(slow.app, 'GET', `/api/scripts/${id}`, { token })).body.data,
        (d) => d.messages[1]?.status === 'incomplete',
      )
      const version = detail.messages[1]
      expect(version).toMatchObject({ status: 'incomplete', credits_charged: 0 })
      expect(version.content.length).toBeGreaterThan(0)
      expect(detail.current_message_id).toBeNull()
      expect(await creditsOf(slow, token)).toBe(before)
    } finally {
      await slow.close()
    }
  })

  it('does not expose credits when credit accounting is off', async () => {
    const free = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0', CREDITS_ENABLED: 'false' })
    try {
      const { token } = await registerUser(free.app)
      const { id } = await createScript(free.app, token)
      const res = await call(free.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
      expect(res.body.data.credits).toBeUndefined()
      expect(res.body.data.message.credits_charged).toBe(0)
    } finally {
      await free.close()
    }
  })
})

describe.each(databaseKinds)('generation with the openai-compatible engine on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeOpenAIServer()
    ctx = await createTestContext(kind, {
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'gpt-4o',
      AI_API_KEY: 'sk-test',
      AI_TIMEOUT_MS: '3000',
      GENERATION_MAX_CONCURRENT_PER_USER: '20',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  it('relays every recorded token, then refuses a greeting: a failed row without a script, uncharged', async () => {
    fake.setMode({ kind: 'replay' })
    const { token } = await registerUser(ctx.app)
    const before = await creditsOf(ctx, token)
    const { id } = await createScript(ctx.app, token)
    const events = await readEvents(await requestStream(ctx.app, token, id))
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(recordedTokens())
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        code: ErrorCode.NOT_A_SCRIPT,
        message: expect.stringMatching(/did not answer with a script/),
        message_id: expect.any(String),
      },
    })
    const detail = (await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data
    expect(detail.messages[1]).toMatchObject({
      status: 'failed',
      script: null,
      credits_charged: 0,
      engine: 'openai-compatible:custom:gpt-4o',
    })
    expect(detail.current_message_id).toBeNull()
    // History counts versions there are to open: the failed try is none (no "1 version" beside "no version yet").
    const listed = (await call(ctx.app, 'GET', '/api/scripts', { token })).body.data.items
    expect(listed.find((item: { id: string }) => item.id === id)).toMatchObject({ version_count: 0, excerpt: '' })
    expect(await creditsOf(ctx, token)).toBe(before)
    expect((await call(ctx.app, 'GET', '/api/health')).body.data.engine).toBe('openai-compatible:custom:gpt-4o')
  })

  it("charges a model's script once, and not a revision that repeats it word for word", async () => {
    fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND) })
    const { token } = await registerUser(ctx.app)
    const before = await creditsOf(ctx, token)
    const { id } = await createScript(ctx.app, token, FLAWED_BRIEF)
    const events = await readEvents(await requestStream(ctx.app, token, id))
    const { message, credits } = events.at(-1)!.data
    expect(message).toMatchObject({ status: 'complete', content: SOUND, credits_charged: 1, warnings: [] })
    expect(message.check).toMatchObject({ passed: 9, total: 9 })
    expect(credits).toEqual({ left_credits: before - 1 })
    const again = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: { text: '再改改' } })
    expect(again.body.data.message).toMatchObject({ status: 'complete', version: 2, credits_charged: 0 })
    expect(await creditsOf(ctx, token)).toBe(before - 1)
  })

  it('answers 402 before streaming when the balance is short, and charges nothing', async () => {
    fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND) })
    const { token, email } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    await setCredits(ctx, email, 0)
    const response = await requestStream(ctx.app, token, id)
    expect(response.status).toBe(402)
    expect((await response.json()).code).toBe(ErrorCode.INSUFFICIENT_CREDITS)
    expect(await creditsOf(ctx, token)).toBe(0)
  })

  it('refuses to start a script the balance cannot pay, leaving no empty conversation', async () => {
    const { token, email } = await registerUser(ctx.app)
    await setCredits(ctx, email, 0)
    const created = await call(ctx.app, 'POST', '/api/scripts', {
      token,
      body: { brief: { topic: '通勤穿搭', platform: 'douyin' } },
    })
    expect(created.status).toBe(402)
    expect(created.body).toMatchObject({ code: ErrorCode.INSUFFICIENT_CREDITS, data: { needed: 1, available: 0 } })
    expect((await call(ctx.app, 'GET', '/api/scripts', { token })).body.data.total).toBe(0)
  })

  it('charges exactly 5 of 20 concurrent generations on a balance of 5 and refuses the rest with 402', async () => {
    fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND) })
    const { token, email } = await registerUser(ctx.app)
    await setCredits(ctx, email, 5)
    const { id } = await createScript(ctx.app, token, FLAWED_BRIEF)
    const responses = await Promise.all(Array.from({ length: 20 }, () => requestStream(ctx.app, token, id)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 402)).toHaveLength(15)
    const streams = await Promise.all(responses.filter((r) => r.status === 200).map(readEvents))
    expect(streams.every((events) => events.at(-1)!.event === 'done')).toBe(true)
    expect(await creditsOf(ctx, token)).toBe(0)
    const detail = await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })
    const versions = detail.body.data.messages.filter((m: any) => m.role === 'assistant')
    expect(versions.map((m: any) => m.credits_charged)).toEqual([1, 1, 1, 1, 1])
    expect(new Set(versions.map((m: any) => m.version)).size).toBe(5)
  })

  it('turns a rejected key into an SSE error event (stream) or a 502 envelope (JSON), uncharged', async () => {
    fake.setMode({ kind: 'status', status: 401, body: { error: { message: 'Incorrect API key provided' } } })
    const { token } = await registerUser(ctx.app)
    const before = await creditsOf(ctx, token)
    const { id } = await createScript(ctx.app, token)
    const events = await readEvents(await requestStream(ctx.app, token, id))
    expect(events).toEqual([
      {
        event: 'error',
        data: {
          code: ErrorCode.UPSTREAM_FAILED,
          message: expect.stringMatching(/API key/),
          message_id: expect.any(String),
        },
      },
    ])
    const json = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    expect(json.status).toBe(502)
    expect(json.body.data).toMatchObject({ reason: 'bad_api_key', message_id: expect.any(String) })
    fake.setMode({ kind: 'status', status: 429, headers: { 'retry-after': '3' } })
    const limited = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3')
    fake.setMode({ kind: 'hang' })
    expect((await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })).status).toBe(504)
    expect(await creditsOf(ctx, token)).toBe(before)
  })

  it('aborting mid-stream closes the upstream request and charges nothing', async () => {
    fake.setMode({ kind: 'replay', tokens: parseableTokens(), eventDelayMs: 20 })
    const closedBefore = fake.closedEarly
    const { token } = await registerUser(ctx.app)
    const before = await creditsOf(ctx, token)
    const { id } = await createScript(ctx.app, token)
    await readThenHangUp(await requestStream(ctx.app, token, id), 4)
    await eventually(
      async () => fake.closedEarly,
      (n) => n > closedBefore,
    )
    expect(fake.closedEarly).toBe(closedBefore + 1)
    const detail = await eventually(
      async () => (await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data,
      (d) => d.messages[1]?.status === 'incomplete',
    )
    expect(detail.messages[1]).toMatchObject({ status: 'incomplete', credits_charged: 0 })
    expect(await creditsOf(ctx, token)).toBe(before)
  })
})

/** A short script in the layout, one line per token, so a partial answer is a partial script. */
function parseableTokens(): string[] {
  const markdown = [
    '## Hook (first 3 s)',
    '- Voice-over: Stop.',
    '- Duration: 3 s',
    '',
    '## Beats',
    '### Beat 1 · One',
    '- Voice-over: One.',
    '- Duration: 5 s',
    '',
    '## Call to action',
    '- Voice-over: Follow.',
    '- Duration: 2 s',
  ]
  expect(parseScriptMarkdown(markdown.join('\n')).complete).toBe(true)
  return markdown.map((line) => `${line}\n`)
}
