import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { parseScriptMarkdown } from '../../engines/script-markdown/parse'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import * as replies from '../../engines/testing/flawed-replies'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript, readEvents, requestStream } from './scripts-test-helpers'

const { FLAWED_BRIEF, SOUND, tokensOf } = replies
const answer = (markdown: string) => ({ kind: 'replay' as const, tokens: tokensOf(markdown) })

/**
 * Realistic flawed model answers (engines/testing/flawed-replies.ts), replayed
 * through the fake OpenAI-compatible server, are repaired or refused before anything is saved or
 * charged; the repair turn is a second chat-completions request the fake answers with a fixed script.
 */
describe.each(databaseKinds)('checking and repairing model answers on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeOpenAIServer()
    ctx = await createTestContext(kind, {
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'gpt-4o',
      AI_API_KEY: 'sk-test',
      AI_TIMEOUT_MS: '2000',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  const creditsOf = async (token: string) =>
    (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.credits.left_credits as number

  /** A new user and script; the fake answers the next requests with `answers`; the events of one generation. */
  async function generate(...answers: string[]) {
    const { token } = await registerUser(ctx.app)
    const before = await creditsOf(token)
    const { id } = await createScript(ctx.app, token, FLAWED_BRIEF)
    fake.setMode({ kind: 'status', status: 500 })
    fake.answerNext(...answers.map(answer))
    const requestsBefore = fake.requests.length
    const events = await readEvents(await requestStream(ctx.app, token, id))
    const detail = (await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data
    return { events, detail, requests: fake.requests.slice(requestsBefore), spent: before - (await creditsOf(token)) }
  }

  const mechanical: Array<[string, string, RegExp]> = [
    ['an 8 s hook and sections adding up to 50 s', replies.LONG_HOOK_50S, /^repaired: re-timed the sections to 30 s$/],
    ['40 characters of voice-over in a 2 s beat', replies.WORDY_BEAT, /^repaired: re-timed the sections to 30 s$/],
    ['史上最 and 全网第一', replies.BANNED_CLAIMS, /^repaired: softened absolute claims \(史上最, 全网第一\)$/],
    [
      'eleven hashtags with a format tag and a repeat',
      replies.ELEVEN_HASHTAGS,
      /^repaired: hashtags in the platform's form, 10 → 5 \(dropped 口播\)$/,
    ],
  ]
  it.each(mechanical)(
    'repairs %s without asking the model again, and saves it checked and charged once',
    async (_name, reply, change) => {
      const { events, detail, requests, spent } = await generate(reply)
      expect(requests).toHaveLength(1)
      expect(events.some((e) => e.event === 'repairing')).toBe(false)
      const { message } = events.at(-1)!.data
      expect(events.at(-1)!.event).toBe('done')
      expect(message).toMatchObject({ status: 'complete', credits_charged: 1 })
      expect(message.warnings).toEqual(expect.arrayContaining([expect.stringMatching(change)]))
      expect(message.check).toMatchObject({ passed: 9, total: 9, findings: [], target_seconds: 30, language: 'zh' })
      // The saved Markdown is the repaired script in the layout: text, structure and exports agree.
      expect(parseScriptMarkdown(message.content).script).toEqual(message.script)
      expect(message.content).not.toMatch(/史上最|全网第一|#口播/)
      expect(message.script.hook.seconds).toBe(3)
      expect(detail.current_message_id).toBe(message.id)
      expect(spent).toBe(1)
    },
  )

  it('asks the model once more when repair cannot fix it, tells the UI, and keeps the fixed answer', async () => {
    const { events, requests, spent } = await generate(replies.ENGLISH_IN_ZH, SOUND)
    const names = events.map((e) => e.event)
    expect(names.indexOf('repairing')).toBeGreaterThan(names.lastIndexOf('delta'))
    expect(events.find((e) => e.event === 'repairing')!.data).toEqual({ failed: 1 })
    expect(names.at(-1)).toBe('done')
    // The second request carries the first answer and the check's findings, in the same conversation.
    expect(requests).toHaveLength(2)
    const messages = requests[1].body.messages ?? []
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: replies.ENGLISH_IN_ZH })
    expect(String(messages.at(-1)!.content)).toContain(
      'Beat 3 is not in the script\'s language: "add one bright accessory to your outfit".',
    )
    expect(requests[1].body.stream).toBe(true)
    const { message } = events.at(-1)!.data
    expect(message).toMatchObject({
      status: 'complete',
      content: SOUND,
      credits_charged: 1,
      warnings: ['repaired: rewritten by the model after the check (1 → 0 rules failing)'],
    })
    expect(message.check.passed).toBe(9)
    expect(spent).toBe(1)
  })

  it('keeps the first answer, with its remaining failure in the check, when the repair turn is worse', async () => {
    const { events, requests, spent } = await generate(replies.ENGLISH_IN_ZH, replies.GREETING)
    expect(requests).toHaveLength(2)
    const { message } = events.at(-1)!.data
    expect(message).toMatchObject({ status: 'complete', content: replies.ENGLISH_IN_ZH, credits_charged: 1 })
    expect(message.check.passed).toBe(8)
    expect(message.check.findings).toEqual([
      {
        rule: 'language',
        code: 'wrong_language',
        section: 'beat',
        index: 2,
        text: 'add one bright accessory to your outfit',
      },
    ])
    expect(spent).toBe(1)
  })

  it('keeps the first answer when the repair turn itself fails upstream (HTTP 500), charging once', async () => {
    const { events, requests, spent } = await generate(replies.ENGLISH_IN_ZH)
    expect(requests).toHaveLength(2)
    expect(events.map((e) => e.event).filter((name) => name !== 'delta')).toEqual(['repairing', 'done'])
    expect(events.at(-1)!.data.message).toMatchObject({
      status: 'complete',
      content: replies.ENGLISH_IN_ZH,
      credits_charged: 1,
    })
    expect(spent).toBe(1)
  })

  it.each([
    ['a greeting', replies.GREETING],
    ['a reply cut off before its first beat', replies.TRUNCATED_NO_BEATS],
  ])('refuses %s: NOT_A_SCRIPT, no version, nothing charged', async (_name, reply) => {
    const { events, detail, spent } = await generate(reply)
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        code: ErrorCode.NOT_A_SCRIPT,
        message: expect.stringMatching(/did not answer with a script/),
        message_id: expect.any(String),
      },
    })
    expect(detail.current_message_id).toBeNull()
    expect(detail.messages[1]).toMatchObject({ status: 'failed', script: null, check: null, credits_charged: 0 })
    expect(spent).toBe(0)
  })

  it('answers NOT_A_SCRIPT as a 502 envelope on the JSON path', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token, FLAWED_BRIEF)
    fake.setMode(answer(replies.GREETING))
    const res = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    expect(res.status).toBe(502)
    expect(res.body).toMatchObject({ code: ErrorCode.NOT_A_SCRIPT, data: { message_id: expect.any(String) } })
  })

  it('keeps a reply cut off after some beats as an incomplete version, checked and uncharged', async () => {
    const { events, detail, requests, spent } = await generate(replies.TRUNCATED_WITH_BEATS)
    expect(requests).toHaveLength(1)
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { code: ErrorCode.UPSTREAM_FAILED, message_id: expect.any(String) },
    })
    const version = detail.messages[1]
    expect(version).toMatchObject({ status: 'incomplete', credits_charged: 0, content: replies.TRUNCATED_WITH_BEATS })
    expect(version.script.beats.length).toBe(2)
    expect(version.check.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'missing_section', section: 'call_to_action' })]),
    )
    expect(spent).toBe(0)
  })
})
