import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createParser } from 'eventsource-parser'
import { ErrorCode } from '@hookline/contract'
import { users } from '../../db/schema'
import { outputTokensFor, MODEL_LIMIT_DEFAULTS } from '../../engines/openai-compatible/model-limits'
import { startFakeOpenAIServer, type FakeMode, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { cutAt, FLAWED_BRIEF, SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript, eventually, readEvents, readThenHangUp, requestStream } from './scripts-test-helpers'

const answer = (markdown: string, extra: Partial<Extract<FakeMode, { kind: 'replay' }>> = {}): FakeMode => ({
  kind: 'replay',
  tokens: tokensOf(markdown),
  ...extra,
})
const cutByLength = (markdown: string) => answer(markdown, { finish: 'length' })

/**
 * An answer that ends unfinished is kept with the reason it ended
 * (script_messages.incomplete_reason), told in words that name what happened, and not charged;
 * Continue finishes a version the output limit cut; a stop after most of a script has streamed is
 * charged; an account disabled meanwhile never is.
 */
describe.each(databaseKinds)('unfinished model answers on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeOpenAIServer({ kind: 'status', status: 500 })
    ctx = await createTestContext(kind, {
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'gpt-4o',
      AI_API_KEY: 'sk-test',
      AI_TIMEOUT_MS: '1000',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  const creditsOf = async (token: string) =>
    (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.credits.left_credits as number
  const detailOf = async (token: string, id: string) =>
    (await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data
  const versionsOf = async (token: string, id: string) =>
    (await detailOf(token, id)).messages.filter((m: { role: string }) => m.role === 'assistant')

  // A disabled account can no longer read its own script or balance through the API.
  const assistantRows = async (id: string) =>
    (
      await ctx.database.db.query.scriptMessages.findMany({ where: (m, { eq: is }) => is(m.conversationId, id) })
    ).filter((m) => m.role === 'assistant')
  const balanceOf = async (email: string) =>
    (await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.email, email)))[0].credits

  async function startScript() {
    const { token, email } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token, FLAWED_BRIEF)
    return { token, email, id, before: await creditsOf(token) }
  }

  /** One generation answered by `modes` in turn (HTTP 500 after them); its events and the requests the fake saw. */
  async function generate(token: string, id: string, body: object, ...modes: FakeMode[]) {
    fake.setMode({ kind: 'status', status: 500 })
    fake.answerNext(...modes)
    const requestsBefore = fake.requests.length
    const events = await readEvents(await requestStream(ctx.app, token, id, body))
    return { events, last: events.at(-1)!, requests: fake.requests.slice(requestsBefore) }
  }

  const cuts: Array<[string, string]> = [
    ['inside the hook, before any beat', cutAt('- 口播：衣柜满了', 10)],
    ['after the second beat', cutAt('### 镜头 3')],
    ["just after the call to action's first line", cutAt('- 口播：点赞收藏')],
    ['inside the cover text, every heading arrived', cutAt('## 封面文字', '## 封面文字\n通勤'.length)],
  ]
  it.each(cuts)(
    'keeps an answer the token limit cut %s as incomplete (reason length), uncharged, with no repair turn',
    async (_name, cut) => {
      const { token, id, before } = await startScript()
      const { events, last, requests } = await generate(token, id, {}, cutByLength(cut))
      expect(requests).toHaveLength(1)
      expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(tokensOf(cut))
      expect(events.some((e) => e.event === 'repairing')).toBe(false)
      expect(last).toEqual({
        event: 'error',
        data: {
          code: ErrorCode.UPSTREAM_FAILED,
          message:
            'The AI provider (custom) stopped at its output limit before the script was finished; what it wrote is kept as an incomplete version, not charged. Continue asks the model to finish it.',
          message_id: expect.any(String),
        },
      })
      const detail = await detailOf(token, id)
      expect(detail.current_message_id).toBeNull()
      expect(detail.messages[1]).toMatchObject({
        id: last.data.message_id,
        status: 'incomplete',
        incomplete_reason: 'length',
        content: cut,
        credits_charged: 0,
      })
      expect(await creditsOf(token)).toBe(before)
    },
  )

  it('answers a length cut on the JSON path as 502 with the kept version and why it is incomplete', async () => {
    const { token, id, before } = await startScript()
    fake.setMode({ kind: 'status', status: 500 })
    fake.answerNext(cutByLength(cutAt('### 镜头 2')))
    const res = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    expect(res.status).toBe(502)
    expect(res.body).toMatchObject({
      code: ErrorCode.UPSTREAM_FAILED,
      data: { reason: 'provider_error', incomplete_reason: 'length', message_id: expect.any(String) },
    })
    expect(await creditsOf(token)).toBe(before)
  })

  it('Continue sends the model its cut answer with the output ceiling, and charges the finished version once', async () => {
    const { token, id, before } = await startScript()
    const cut = cutAt('- 口播：点赞收藏')
    const first = await generate(token, id, {}, cutByLength(cut))
    expect(first.requests[0].body.max_tokens).toBe(outputTokensFor(30))
    const { last, requests } = await generate(token, id, { action: 'continue' }, answer(SOUND))
    expect(requests).toHaveLength(1)
    const messages = requests[0].body.messages as Array<{ role: string; content: string }>
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: cut })
    expect(messages.at(-1)!.content).toMatch(/cut off by the output limit. Write the whole script again/)
    expect(requests[0].body.max_tokens).toBe(MODEL_LIMIT_DEFAULTS.maxOutputTokens)
    expect(last.event).toBe('done')
    expect(last.data.message).toMatchObject({
      status: 'complete',
      version: 2,
      content: SOUND,
      credits_charged: 1,
      incomplete_reason: null,
    })
    expect(last.data.credits).toEqual({ left_credits: before - 1 })
    const detail = await detailOf(token, id)
    expect(detail.current_message_id).toBe(last.data.message.id)
    // The request follows the cut version: request, cut version, Continue, finished version.
    expect(detail.messages.map((m: { role: string; action: string | null }) => [m.role, m.action])).toEqual([
      ['user', null],
      ['assistant', null],
      ['user', 'continue'],
      ['assistant', null],
    ])
    // The next request builds on the finished version, not on the cut one.
    await generate(token, id, { text: '再短一点' }, answer(SOUND))
    const next = fake.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>
    expect(next.at(-2)).toEqual({ role: 'assistant', content: SOUND })
  })

  it('keeps a Continue that is cut again as incomplete and uncharged, and lets the next Continue finish it', async () => {
    const { token, id, before } = await startScript()
    await generate(token, id, {}, cutByLength(cutAt('### 镜头 2')))
    const again = await generate(token, id, { action: 'continue' }, cutByLength(cutAt('## 话题标签')))
    expect(again.last.event).toBe('error')
    const done = await generate(token, id, { action: 'continue' }, answer(SOUND))
    expect(done.last.data.message).toMatchObject({ status: 'complete', version: 3, credits_charged: 1 })
    const sent = done.requests[0].body.messages as Array<{ role: string; content: string }>
    expect(sent.at(-2)).toEqual({ role: 'assistant', content: cutAt('## 话题标签') })
    const versions = await versionsOf(token, id)
    expect(
      versions.map((v: { incomplete_reason: string | null; credits_charged: number }) => [
        v.incomplete_reason,
        v.credits_charged,
      ]),
    ).toEqual([
      ['length', 0],
      ['length', 0],
      [null, 1],
    ])
    expect(await creditsOf(token)).toBe(before - 1)
  })

  it('refuses Continue (409) unless the newest version is one the output limit cut, before asking the model', async () => {
    const { token, id, before } = await startScript()
    const sent = fake.requests.length
    const refuse = async () => {
      const res = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: { action: 'continue' } })
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'nothing_to_continue' } })
      expect(res.body.message).toMatch(/Continue finishes a version the model's output limit cut off/)
    }
    await refuse() // no version yet
    expect(fake.requests.length).toBe(sent)
    await generate(token, id, {}, answer(SOUND, { cut: { after: 20, kind: 'drop' } }))
    await refuse() // the newest is incomplete, but the provider closed it
    await generate(token, id, {}, answer(SOUND))
    await refuse() // the newest is complete
    expect((await versionsOf(token, id)).length).toBe(2)
    expect(await creditsOf(token)).toBe(before - 1)
  })

  it('names a dropped stream as the provider closing it, keeps what arrived (provider_closed), charges nothing', async () => {
    const { token, id, before } = await startScript()
    const { last } = await generate(token, id, {}, answer(SOUND, { cut: { after: 40, kind: 'drop' } }))
    expect(last.data).toEqual({
      code: ErrorCode.UPSTREAM_FAILED,
      message:
        'The AI provider (custom) closed the stream before the answer finished; what arrived is kept as an incomplete version.',
      message_id: expect.any(String),
    })
    const [version] = await versionsOf(token, id)
    expect(version).toMatchObject({ status: 'incomplete', incomplete_reason: 'provider_closed', credits_charged: 0 })
    expect(version.content).toBe(tokensOf(SOUND).slice(0, 39).join(''))
    expect(await creditsOf(token)).toBe(before)
  })

  it('names a malformed stream without showing the payload (malformed), charges nothing', async () => {
    const { token, id, before } = await startScript()
    const event = 'data: {"choices":[{"delta":{"content":"sk-leak SECRET"}}],"oops":'
    const { last } = await generate(token, id, {}, answer(SOUND, { cut: { after: 30, kind: 'malformed', event } }))
    expect(last.data.message).toMatch(/sent a stream that is not in the chat-completions format/)
    expect(last.data.message).not.toMatch(/SECRET|sk-leak|\{/)
    const [version] = await versionsOf(token, id)
    expect(version).toMatchObject({ status: 'incomplete', incomplete_reason: 'malformed', credits_charged: 0 })
    expect(await creditsOf(token)).toBe(before)
  })

  it("keeps an HTTP error as a failed version (provider_error) with only the provider's own message", async () => {
    const { token, id, before } = await startScript()
    const { last } = await generate(
      token,
      id,
      {},
      {
        kind: 'status',
        status: 500,
        body: { error: { message: 'The server had an error processing your request.' }, trace: 'SECRET stack' },
      },
    )
    expect(last.data.message).toBe(
      'The AI provider (custom) answered HTTP 500: "The server had an error processing your request."',
    )
    const [version] = await versionsOf(token, id)
    expect(version).toMatchObject({ status: 'failed', incomplete_reason: 'provider_error', credits_charged: 0 })
    expect(await creditsOf(token)).toBe(before)
  })

  it('keeps an answer that went silent mid-way as incomplete with reason timeout', async () => {
    const { token, id } = await startScript()
    const { last } = await generate(token, id, {}, answer(SOUND, { stallAfter: 30 }))
    expect(last.data.code).toBe(ErrorCode.UPSTREAM_TIMEOUT)
    const [version] = await versionsOf(token, id)
    expect(version).toMatchObject({ status: 'incomplete', incomplete_reason: 'timeout', credits_charged: 0 })
  })

  /** Reads `count` deltas of a slowly streamed SOUND, then hangs up; the version once the server has settled it. */
  async function stopAfter(token: string, id: string, count: number, meanwhile = async () => {}) {
    fake.setMode(answer(SOUND, { eventDelayMs: 15 }))
    const response = await requestStream(ctx.app, token, id)
    await readThenHangUp(response, count)
    await meanwhile()
    const versions = await eventually(
      () => versionsOf(token, id),
      (list) => list[0]?.status !== 'streaming',
    )
    return versions[0]
  }

  it('charges a stop after most of the script has streamed, not a stop early on', async () => {
    const total = tokensOf(SOUND).length
    const late = await startScript()
    // The probe's case: reading nearly all of it and disconnecting before the last characters.
    const kept = await stopAfter(late.token, late.id, total - 3)
    expect(kept).toMatchObject({ status: 'incomplete', incomplete_reason: 'stopped', credits_charged: 1 })
    expect(kept.content.length).toBeLessThan(SOUND.length)
    expect(await creditsOf(late.token)).toBe(late.before - 1)

    const early = await startScript()
    const little = await stopAfter(early.token, early.id, 12)
    expect(little).toMatchObject({ status: 'incomplete', incomplete_reason: 'stopped', credits_charged: 0 })
    expect(little.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^not charged: /)]))
    expect(await creditsOf(early.token)).toBe(early.before)
  })

  it('never charges an account disabled while its version streamed: kept incomplete with reason disabled', async () => {
    const { token, email, id, before } = await startScript()
    fake.setMode(answer(SOUND, { eventDelayMs: 10 }))
    const response = await requestStream(ctx.app, token, id)
    const events: Array<{ event: string; data: any }> = []
    const parser = createParser({
      onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }),
    })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let disabled = false
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.feed(decoder.decode(value, { stream: true }))
      if (!disabled && events.length >= 5) {
        disabled = true
        await ctx.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email))
      }
    }
    // Ended at once (running-generations.ts) or, had it finished first, refused by the save: never charged.
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        code: ErrorCode.ACCOUNT_DISABLED,
        message: expect.stringMatching(/disabled/),
        message_id: expect.any(String),
      },
    })
    const streamed = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('')
    const [version] = await assistantRows(id)
    expect(version).toMatchObject({
      status: 'incomplete',
      incompleteReason: 'disabled',
      creditsCharged: 0,
      content: streamed,
    })
    expect(SOUND.startsWith(streamed) && streamed.length > 0).toBe(true)
    expect(await balanceOf(email)).toBe(before)
  })

  it('never charges a stop near the end by an account disabled meanwhile', async () => {
    const { token, email, id, before } = await startScript()
    const total = tokensOf(SOUND).length
    fake.setMode(answer(SOUND, { eventDelayMs: 15 }))
    const response = await requestStream(ctx.app, token, id)
    // Disabled while the stream is still open, then stopped: had the disable come after the stop
    // was saved, charging that stop would be right, so the order is fixed rather than raced.
    await readThenHangUp(response, total - 3, () =>
      ctx.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email)),
    )
    const [version] = await eventually(
      () => assistantRows(id),
      (rows) => rows[0]?.status !== 'streaming',
    )
    expect(version).toMatchObject({ status: 'incomplete', incompleteReason: 'disabled', creditsCharged: 0 })
    expect(await balanceOf(email)).toBe(before)
  })
})
