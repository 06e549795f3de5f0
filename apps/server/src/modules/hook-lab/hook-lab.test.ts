import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modelRounds, users } from '../../db/schema'
import { SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript, readEvents, requestStream } from '../scripts/scripts-test-helpers'

const TOPIC = '通勤穿搭'

/** Five hooks as a model writes them; the pain-point one just reads the topic aloud, the story one is far too long. */
export const HOOKS_ZH = JSON.stringify({
  hooks: [
    { type: 'question', voice_over: '衣柜满了，为什么还是没衣服穿？', on_screen_text: '衣柜满了还是没衣服穿？' },
    { type: 'counter_intuitive', voice_over: '买得越多，上班越难穿。', on_screen_text: '买越多越难穿' },
    { type: 'result_first', voice_over: '五件单品，一周不重样。', on_screen_text: '5件穿一周' },
    {
      type: 'story',
      voice_over:
        '上个月我连续三天迟到，就是因为每天早上站在衣柜前面纠结穿什么，后来我把衣服全部拿出来重新搭配了一遍。',
      on_screen_text: '我因为穿搭迟到三天',
    },
    { type: 'pain_point', voice_over: '通勤穿搭。', on_screen_text: '通勤穿搭' },
  ],
})

describe.each(databaseKinds)('Hook Lab on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND) })
    ctx = await createTestContext(kind, {
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'fake-model',
      CHAT_CREDITS_PER_MESSAGE: '1',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  /** A script with one complete version written by the model (the recorded answer). */
  async function scriptWithVersion(token: string) {
    fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND) })
    const script = await createScript(ctx.app, token, { topic: TOPIC, platform: 'douyin', duration_seconds: 30 })
    const events = await readEvents(await requestStream(ctx.app, token, script.id))
    const done = events.find((e) => e.event === 'done')
    if (!done) throw new Error(`no version: ${JSON.stringify(events.at(-1))}`)
    return { id: script.id, version: done.data.message as { id: string; script: any } }
  }

  it('returns five hooks of named types, each timed and checked, the weak ones flagged, and charges one round', async () => {
    const { token, email } = await registerUser(ctx.app)
    const { id, version } = await scriptWithVersion(token)
    const [{ credits: before }] = await ctx.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.email, email))
    fake.setMode({ kind: 'replay', tokens: [HOOKS_ZH.slice(0, 200), HOOKS_ZH.slice(200)] })
    const res = await call(ctx.app, 'POST', `/api/scripts/${id}/hooks`, { token, body: { message_id: version.id } })
    expect(res.status).toBe(200)
    const { hooks, source, credits } = res.body.data
    expect(source).toBe('model')
    expect(hooks.map((h: { type: string }) => h.type)).toEqual([
      'question',
      'counter_intuitive',
      'result_first',
      'story',
      'pain_point',
    ])
    const byType = Object.fromEntries(hooks.map((h: any) => [h.type, h]))
    expect(byType.question.seconds).toBeLessThanOrEqual(3)
    expect(byType.question.findings).toEqual([])
    expect(byType.story.seconds).toBeGreaterThan(3)
    expect(byType.story.findings.map((f: { code: string }) => f.code)).toContain('hook_too_long')
    expect(byType.pain_point.findings.map((f: { code: string }) => f.code)).toContain('hook_restates_topic')
    expect(credits.left_credits).toBe(before - 1)
    // The model was told the types, the limit and the script it opens.
    const asked = JSON.stringify(fake.requests.at(-1)!.body.messages)
    expect(asked).toContain('counter_intuitive')
    expect(asked).toContain(TOPIC)
  })

  it('picking a hook saves a version where only the hook changed', async () => {
    const { token } = await registerUser(ctx.app)
    const { id, version } = await scriptWithVersion(token)
    const picked = { voice_over: '押金为什么总是退不回来？', on_screen_text: '押金去哪了？' }
    const saved = await call(ctx.app, 'POST', `/api/scripts/${id}/versions`, {
      token,
      body: { base_message_id: version.id, script: { ...version.script, hook: { ...version.script.hook, ...picked } } },
    })
    expect(saved.status).toBe(200)
    const current = saved.body.data.messages.find((m: { id: string }) => m.id === saved.body.data.current_message_id)
    expect(current.script.hook).toEqual({ ...version.script.hook, ...picked })
    const { hook: _a, notes: _n1, ...rest } = current.script
    const { hook: _b, notes: _n2, ...before } = version.script
    expect(rest).toEqual(before)
  })

  it('holds its credits: two rounds at once on a balance for one start one, charge one, and leave no hold', async () => {
    const { token, email } = await registerUser(ctx.app)
    const { id, version } = await scriptWithVersion(token)
    await ctx.database.db.update(users).set({ credits: 1 }).where(eq(users.email, email))
    // Slow enough that the second request arrives while the first still holds its credit.
    fake.setMode({ kind: 'replay', tokens: [HOOKS_ZH.slice(0, 200), HOOKS_ZH.slice(200)], eventDelayMs: 300 })
    const asked = fake.requests.length
    const round = () => call(ctx.app, 'POST', `/api/scripts/${id}/hooks`, { token, body: { message_id: version.id } })
    const answers = await Promise.all([round(), round()])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 402])
    expect(fake.requests.length - asked).toBe(1)
    const [{ credits, userId }] = await ctx.database.db
      .select({ credits: users.credits, userId: users.id })
      .from(users)
      .where(eq(users.email, email))
    expect(credits).toBe(0)
    const rounds = await ctx.database.db.select().from(modelRounds).where(eq(modelRounds.userId, userId))
    expect(rounds).toEqual([
      expect.objectContaining({ kind: 'hook_lab', status: 'complete', creditsHeld: 0, creditsCharged: 1 }),
    ])
  })

  it('charges nothing when the model does not answer with hooks, and is scoped to the script owner', async () => {
    const { token, email } = await registerUser(ctx.app)
    const { id, version } = await scriptWithVersion(token)
    const [{ credits: before }] = await ctx.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.email, email))
    fake.setMode({ kind: 'replay', tokens: ['Sure! Here are some ideas for you.'] })
    const res = await call(ctx.app, 'POST', `/api/scripts/${id}/hooks`, { token, body: { message_id: version.id } })
    expect(res.status).toBe(502)
    fake.setMode({ kind: 'status', status: 500 })
    expect(
      (await call(ctx.app, 'POST', `/api/scripts/${id}/hooks`, { token, body: { message_id: version.id } })).status,
    ).toBeGreaterThanOrEqual(500)
    const [{ credits: after }] = await ctx.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.email, email))
    expect(after).toBe(before)

    const other = await registerUser(ctx.app)
    const asked = fake.requests.length
    const foreign = await call(ctx.app, 'POST', `/api/scripts/${id}/hooks`, {
      token: other.token,
      body: { message_id: version.id },
    })
    expect(foreign.status).toBe(404)
    expect(fake.requests.length).toBe(asked)
  })
})

describe('Hook Lab without a model', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { AI_PROVIDER: 'offline', AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  it("offers the offline engine's hook templates for the topic, labelled as templates, checked and free", async () => {
    const { token, email } = await registerUser(ctx.app)
    const script = await createScript(ctx.app, token, { topic: '新手怎么开始跑步', platform: 'douyin' })
    const done = (await readEvents(await requestStream(ctx.app, token, script.id))).find((e) => e.event === 'done')!
    const version = done.data.message as { id: string; script: { hook: { voice_over: string } } }
    const [{ credits: before }] = await ctx.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.email, email))
    const res = await call(ctx.app, 'POST', `/api/scripts/${script.id}/hooks`, {
      token,
      body: { message_id: version.id },
    })
    expect(res.status).toBe(200)
    const { source, model, hooks } = res.body.data
    expect(source).toBe('template')
    expect(model).toBeNull()
    expect(hooks.length).toBeGreaterThan(0)
    for (const hook of hooks) {
      expect(hook.type).toBeNull()
      expect(hook.format).toEqual(expect.any(String))
      expect(hook.voice_over).not.toBe(version.script.hook.voice_over)
      expect(hook.seconds).toBeGreaterThan(0)
    }
    expect(new Set(hooks.map((h: { voice_over: string }) => h.voice_over)).size).toBe(hooks.length)
    const [{ credits: after }] = await ctx.database.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.email, email))
    expect(after).toBe(before)
  })
})
