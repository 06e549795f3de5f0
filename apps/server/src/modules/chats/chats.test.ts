import { eq } from 'drizzle-orm'
import { createParser } from 'eventsource-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, creditLedger, users } from '../../db/schema'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { eventually } from '../scripts/scripts-test-helpers'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

/** A brainstorm answer as a model writes one: numbered ideas, bold topic, angle on the next line. */
export const IDEAS_ZH = [
  '给你 3 个方向：\n\n',
  '1. **年轻人为什么开始反向消费**\n',
  '   从“买贵的”到“买对的”：拆一张月度账单，看钱省在哪、花在哪。\n',
  '2. **30 天不点外卖实验**\n',
  '   记录每天的花费和做饭时间，最后算一笔账。\n',
  '3. **平替到底香不香**\n',
  '   同价位三件平替和大牌盲测，让评论区来猜。',
]

/** The UI message stream's parts (AI SDK): each `data:` line's JSON, [DONE] left out. */
async function readParts(response: Response) {
  const parts: Array<{ type: string; [key: string]: any }> = []
  const parser = createParser({
    onEvent: (event) => {
      if (event.data !== '[DONE]') parts.push(JSON.parse(event.data))
    },
  })
  const decoder = new TextDecoder()
  const reader = response.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parser.feed(decoder.decode(value, { stream: true }))
  }
  return parts
}

const textOf = (parts: Array<{ type: string; delta?: string }>) =>
  parts
    .filter((p) => p.type === 'text-delta')
    .map((p) => p.delta)
    .join('')

describe.each(databaseKinds)('/api/chats with a model, on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeOpenAIServer({ kind: 'replay', tokens: IDEAS_ZH })
    ctx = await createTestContext(kind, {
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'fake-model',
      CHAT_CREDITS_PER_MESSAGE: '2',
      CREDITS_PER_GENERATION: '1',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  const send = (token: string, id: string, body: object) =>
    ctx.app.request(`/api/chats/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const balanceOf = async (email: string) =>
    (await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.email, email)))[0].credits
  const newThread = async (token: string, body: object = { platform: 'douyin' }) =>
    (await call(ctx.app, 'POST', '/api/chats', { token, body })).body.data as { id: string; title: string }
  /** Sends `text` and reads the whole answer; the id of the answer it saved. */
  const answerTo = async (token: string, threadId: string, text: string): Promise<string> => {
    const parts = await readParts(await send(token, threadId, { trigger: 'submit', text }))
    return parts.find((p) => p.type === 'data-saved')!.data.message.id
  }

  it('streams an answer as the UI message stream, stores both turns and charges the setting once', async () => {
    fake.setMode({ kind: 'replay', tokens: IDEAS_ZH })
    const { token, email } = await registerUser(ctx.app)
    const before = await balanceOf(email)
    const thread = await newThread(token)
    const response = await send(token, thread.id, { trigger: 'submit', text: '反向消费', quick_start: 'angles' })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1')
    const parts = await readParts(response)
    expect(textOf(parts)).toBe(IDEAS_ZH.join(''))
    const saved = parts.find((p) => p.type === 'data-saved')!.data
    expect(saved.message).toMatchObject({ status: 'complete', credits_charged: 2, content: IDEAS_ZH.join('') })
    expect(saved.left_credits).toBe(before - 2)
    expect(await balanceOf(email)).toBe(before - 2)

    // The quick start was asked as written out, with the ideation system prompt naming the platform.
    const asked = fake.requests.at(-1)!.body.messages!
    expect(asked[0]).toMatchObject({ role: 'system' })
    expect(String(asked[0].content)).toContain('抖音')
    expect(JSON.stringify(asked.at(-1))).toContain('围绕「反向消费」给我 5 个不同的短视频切入角度')

    const detail = await call(ctx.app, 'GET', `/api/chats/${thread.id}`, { token })
    expect(detail.body.data.messages.map((m: { role: string; status: string }) => `${m.role}:${m.status}`)).toEqual([
      'user:complete',
      'assistant:complete',
    ])
    expect(detail.body.data.title).toBe('反向消费')
  })

  it('sends the history back to the model on the next turn and replaces the answer on retry, charging each answer', async () => {
    fake.setMode({ kind: 'replay', tokens: IDEAS_ZH })
    const { token, email } = await registerUser(ctx.app)
    const thread = await newThread(token)
    await readParts(await send(token, thread.id, { trigger: 'submit', text: '给我几个省钱选题' }))
    fake.setMode({ kind: 'replay', tokens: ['1. **第二轮**\n', '   另一个角度'] })
    await readParts(await send(token, thread.id, { trigger: 'submit', text: '再换一批' }))
    const second = fake.requests.at(-1)!.body.messages!
    expect(second.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
    const before = await balanceOf(email)
    fake.setMode({ kind: 'replay', tokens: ['1. **重试后的答案**'] })
    await readParts(await send(token, thread.id, { trigger: 'regenerate' }))
    const retried = fake.requests.at(-1)!.body.messages!
    expect(retried.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
    const detail = await call(ctx.app, 'GET', `/api/chats/${thread.id}`, { token })
    expect(detail.body.data.messages.map((m: { content: string }) => m.content).at(-1)).toBe('1. **重试后的答案**')
    expect(detail.body.data.messages).toHaveLength(4)
    expect(await balanceOf(email)).toBe(before - 2)
  })

  it('charges nothing for a provider error or an answer cut mid-stream, and keeps the answer as failed', async () => {
    const { token, email } = await registerUser(ctx.app)
    const before = await balanceOf(email)
    const thread = await newThread(token)
    fake.setMode({ kind: 'status', status: 500, body: { error: { message: 'upstream exploded' } } })
    const failed = await readParts(await send(token, thread.id, { trigger: 'submit', text: '选题' }))
    const error = failed.find((p) => p.type === 'error')!
    expect(JSON.parse(error.errorText)).toMatchObject({
      code: expect.any(Number),
      data: { reason: expect.any(String) },
    })
    fake.setMode({ kind: 'replay', tokens: IDEAS_ZH, cut: { after: 3, kind: 'drop' } })
    await readParts(await send(token, thread.id, { trigger: 'submit', text: '再来' }))
    const rows = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, thread.id))
    const answers = rows.filter((r) => r.role === 'assistant')
    expect(answers.map((a) => [a.status, a.creditsCharged, a.creditsHeld])).toEqual([
      ['failed', 0, 0],
      ['failed', 0, 0],
    ])
    expect(await balanceOf(email)).toBe(before)
    const ledger = await ctx.database.db
      .select()
      .from(creditLedger)
      .innerJoin(users, eq(users.id, creditLedger.userId))
      .where(eq(users.email, email))
    expect(ledger.filter((row) => row.credit_ledger.kind === 'generation')).toHaveLength(0)
  })

  it('keeps a stopped answer with what streamed, uncharged, and closes the provider request', async () => {
    fake.setMode({ kind: 'replay', tokens: IDEAS_ZH, eventDelayMs: 150 })
    const { token, email } = await registerUser(ctx.app)
    const before = await balanceOf(email)
    const thread = await newThread(token)
    const closedBefore = fake.closedEarly
    const response = await send(token, thread.id, { trigger: 'submit', text: '选题' })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let seen = ''
    while (!seen.includes('text-delta')) seen += decoder.decode((await reader.read()).value, { stream: true })
    await reader.cancel()
    const answer = await eventually(
      async () =>
        (await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, thread.id))).find(
          (m) => m.role === 'assistant',
        )!,
      (row) => row.status !== 'streaming',
    )
    expect(answer).toMatchObject({ status: 'stopped', creditsCharged: 0, creditsHeld: 0, errorReason: 'stopped' })
    expect(answer.content.length).toBeGreaterThan(0)
    expect(answer.content.length).toBeLessThan(IDEAS_ZH.join('').length)
    expect(await balanceOf(email)).toBe(before)
    await eventually(
      async () => fake.closedEarly,
      (closed) => closed > closedBefore,
    )
    expect(fake.closedEarly).toBe(closedBefore + 1)
  })

  it('refuses before the provider is asked when the balance cannot pay the hold', async () => {
    const { token, email } = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ credits: 1 }).where(eq(users.email, email))
    const thread = await newThread(token)
    const asked = fake.requests.length
    const refused = await send(token, thread.id, { trigger: 'submit', text: '选题' })
    expect(refused.status).toBe(402)
    expect(fake.requests.length).toBe(asked)
    const detail = await call(ctx.app, 'GET', `/api/chats/${thread.id}`, { token })
    expect(detail.body.data.messages).toHaveLength(0)
  })

  it('turns an answer into a brief: the first idea as topic, its angle as notes, the thread platform', async () => {
    fake.setMode({ kind: 'replay', tokens: IDEAS_ZH })
    const { token } = await registerUser(ctx.app)
    const thread = await newThread(token, { platform: 'xiaohongshu' })
    const answerId = await answerTo(token, thread.id, '反向消费')
    const brief = await call(ctx.app, 'POST', `/api/chats/${thread.id}/messages/${answerId}/brief`, { token })
    expect(brief.status).toBe(200)
    expect(brief.body.data).toEqual({
      topic: '年轻人为什么开始反向消费',
      notes: '从“买贵的”到“买对的”：拆一张月度账单，看钱省在哪、花在哪。',
      platform: 'xiaohongshu',
      language: 'zh',
    })
    // The brief is one the script engine accepts as it is.
    const created = await call(ctx.app, 'POST', '/api/scripts', { token, body: { brief: brief.body.data } })
    expect(created.status).toBe(200)
  })

  it('turns the idea the creator picked into the brief; an idea the answer does not have is a 400', async () => {
    fake.setMode({ kind: 'replay', tokens: IDEAS_ZH })
    const { token } = await registerUser(ctx.app)
    const thread = await newThread(token, { platform: 'douyin' })
    const answerId = await answerTo(token, thread.id, '反向消费')
    const path = `/api/chats/${thread.id}/messages/${answerId}/brief`
    const third = await call(ctx.app, 'POST', path, { token, body: { idea: 3 } })
    expect(third.status).toBe(200)
    expect(third.body.data).toEqual({
      topic: '平替到底香不香',
      notes: '同价位三件平替和大牌盲测，让评论区来猜。',
      platform: 'douyin',
      language: 'zh',
    })
    const outOfRange = await call(ctx.app, 'POST', path, { token, body: { idea: 4 } })
    expect(outOfRange.status).toBe(400)
    expect(outOfRange.body.message).toBe('This answer has 3 ideas: there is no idea 4')
    for (const idea of [0, 1.5, '2']) {
      const refused = await call(ctx.app, 'POST', path, { token, body: { idea } })
      expect(refused.status, String(idea)).toBe(400)
    }
  })

  it('lists, searches by title, renames and deletes threads', async () => {
    const { token } = await registerUser(ctx.app)
    const a = await newThread(token, { title: '春节选题', platform: 'douyin' })
    await newThread(token, { title: 'Weekly ideas', platform: 'bilibili' })
    const found = await call(ctx.app, 'GET', `/api/chats?q=${encodeURIComponent('春节')}`, { token })
    expect(found.body.data.items.map((t: { title: string }) => t.title)).toEqual(['春节选题'])
    expect(found.body.data.model).toEqual({
      available: true,
      label: 'openai-compatible:custom:fake-model',
      credits_per_message: 2,
    })
    const renamed = await call(ctx.app, 'PATCH', `/api/chats/${a.id}`, { token, body: { title: '春节 · 返乡' } })
    expect(renamed.body.data.title).toBe('春节 · 返乡')
    expect((await call(ctx.app, 'PATCH', `/api/chats/${a.id}`, { token, body: { title: '' } })).status).toBe(400)
    expect((await call(ctx.app, 'DELETE', `/api/chats/${a.id}`, { token })).status).toBe(200)
    expect((await call(ctx.app, 'GET', `/api/chats/${a.id}`, { token })).status).toBe(404)
  })

  it("scopes every route to its user: another creator's thread is 404 and untouched", async () => {
    fake.setMode({ kind: 'replay', tokens: IDEAS_ZH })
    const owner = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    const thread = await newThread(owner.token)
    const answerId = await answerTo(owner.token, thread.id, '选题')
    const asked = fake.requests.length
    const t = other.token
    expect((await call(ctx.app, 'GET', `/api/chats/${thread.id}`, { token: t })).status).toBe(404)
    expect((await call(ctx.app, 'PATCH', `/api/chats/${thread.id}`, { token: t, body: { title: 'x' } })).status).toBe(
      404,
    )
    expect((await send(t, thread.id, { trigger: 'submit', text: 'hi' })).status).toBe(404)
    expect(
      (await call(ctx.app, 'POST', `/api/chats/${thread.id}/messages/${answerId}/brief`, { token: t })).status,
    ).toBe(404)
    expect((await call(ctx.app, 'DELETE', `/api/chats/${thread.id}`, { token: t })).status).toBe(404)
    expect((await call(ctx.app, 'GET', '/api/chats', { token: t })).body.data.items).toEqual([])
    expect(fake.requests.length).toBe(asked)
    expect(
      (await call(ctx.app, 'GET', `/api/chats/${thread.id}`, { token: owner.token })).body.data.messages,
    ).toHaveLength(2)
    expect((await call(ctx.app, 'GET', '/api/chats/not-a-uuid', { token: t })).status).toBe(400)
    expect((await call(ctx.app, 'GET', '/api/chats')).status).toBe(401)
  })
})

describe('/api/chats without a model', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { AI_PROVIDER: 'offline' })
  })
  afterAll(() => ctx.close())

  it('says a model is needed instead of answering with the offline engine', async () => {
    const { token } = await registerUser(ctx.app)
    const list = await call(ctx.app, 'GET', '/api/chats', { token })
    expect(list.body.data.model).toMatchObject({ available: false, label: null })
    const thread = (await call(ctx.app, 'POST', '/api/chats', { token, body: {} })).body.data
    const refused = await call(ctx.app, 'POST', `/api/chats/${thread.id}/messages`, {
      token,
      body: { trigger: 'submit', text: 'ideas' },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.data).toEqual({ reason: 'no_model' })
  })
})
