import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, modelRounds, users } from '../../db/schema'
import { SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createGenerationDrain, type GenerationDrain } from '../scripts/generation-drain'
import { createScript, eventually, readEvents, requestStream } from '../scripts/scripts-test-helpers'

/** An answer in a few parts (importing another test file would run its tests here too). */
const IDEAS_ZH = [
  '给你 3 个方向：\n\n',
  '1. **年轻人为什么开始反向消费**\n',
  '   拆一张月度账单，看钱省在哪。\n',
  '2. **30 天不点外卖实验**',
]
const HOOKS_ZH = JSON.stringify({ hooks: [{ type: 'question', voice_over: '衣柜满了，为什么还是没衣服穿？' }] })

/**
 * A SIGTERM's drain (index.ts) follows chat answers and model rounds as it follows script
 * generations: what finishes within the grace is kept and charged, what does not is ended,
 * kept uncharged and its hold released; new ones are refused meanwhile.
 */
describe.each(databaseKinds)('the drain with chats and Hook Lab rounds, on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  let drain: GenerationDrain
  beforeAll(async () => {
    fake = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND) })
    drain = createGenerationDrain()
    ctx = await createTestContext(
      kind,
      { AI_PROVIDER: 'custom', AI_BASE_URL: fake.baseURL, AI_MODEL: 'fake-model', CHAT_CREDITS_PER_MESSAGE: '1' },
      { drain },
    )
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  const requestsReach = (n: number) =>
    eventually(
      async () => fake.requests.length,
      (count) => count >= n,
    )

  it('lets a chat answer finish within the grace, ends a stalled answer and a stalled round uncharged, and refuses new ones', async () => {
    const { token, email, user } = await registerUser(ctx.app)
    const script = await createScript(ctx.app, token, { topic: '通勤穿搭', platform: 'douyin', duration_seconds: 30 })
    const done = (await readEvents(await requestStream(ctx.app, token, script.id))).find((e) => e.event === 'done')!
    const versionId = (done.data.message as { id: string }).id
    const thread = (await call(ctx.app, 'POST', '/api/chats', { token, body: { platform: 'douyin' } })).body.data
    const other = (await call(ctx.app, 'POST', '/api/chats', { token, body: { platform: 'douyin' } })).body.data
    const balance = async () =>
      (await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.email, email)))[0].credits
    const before = await balance()

    const send = (id: string) =>
      ctx.app.request(`/api/chats/${id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ trigger: 'submit', text: '反向消费' }),
      })
    // The first answer streams steadily and ends within the grace; the second and the round stall.
    fake.answerNext(
      { kind: 'replay', tokens: IDEAS_ZH, eventDelayMs: 80 },
      { kind: 'replay', tokens: IDEAS_ZH, stallAfter: 2 },
      { kind: 'replay', tokens: [HOOKS_ZH], stallAfter: 0 },
    )
    // An answer's request goes out as its stream is read.
    const asked = fake.requests.length
    const first = await send(thread.id)
    expect(first.status).toBe(200)
    const finishing = first.text()
    await requestsReach(asked + 1)
    const stalled = (await send(other.id)).text()
    await requestsReach(asked + 2)
    const round = call(ctx.app, 'POST', `/api/scripts/${script.id}/hooks`, { token, body: { message_id: versionId } })
    await requestsReach(asked + 3)
    const reading = [finishing, stalled]

    const drained = await drain.drain(1500)
    expect(drained).toEqual({ finished: 1, interrupted: 2 })
    await Promise.all(reading)
    expect((await round).status).toBe(503)
    const refused = await send(thread.id)
    expect(refused.status).toBe(503)

    const answers = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.userId, user.id))
    const assistant = answers.filter((m) => m.role === 'assistant')
    expect(assistant.map((m) => [m.status, m.errorReason, m.creditsHeld, m.creditsCharged]).sort()).toEqual([
      ['complete', null, 0, 1],
      ['failed', 'interrupted', 0, 0],
    ])
    const rounds = await ctx.database.db.select().from(modelRounds).where(eq(modelRounds.userId, user.id))
    expect(rounds.map((r) => [r.status, r.errorReason, r.creditsHeld, r.creditsCharged])).toEqual([
      ['failed', 'interrupted', 0, 0],
    ])
    // Exactly the finished answer was paid for.
    expect(await balance()).toBe(before - 1)
  })
})
