import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, chatThreads, users } from '../../db/schema'
import { SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript, requestStream } from './scripts-test-helpers'

/** Streamed model requests the provider received (a connection test is a whole answer, not counted). */
const streamed = (fake: FakeOpenAIServer) => fake.requests.filter((request) => request.body.stream === true).length

/**
 * The credit hold and the per-user stream cap are taken before a provider
 * request leaves, whoever writes (the operator's model or a creator's connection), on both databases.
 * The provider answers slowly, so every stream that started is still open while the rest arrive.
 */
describe.each(databaseKinds)('limits are taken before a provider is asked, on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND), eventDelayMs: 40 })
    ctx = await createTestContext(kind, {
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'fake-model',
      CREDITS_PER_GENERATION: '1',
      MODEL_PRIVATE_NETWORK: 'all',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  const creator = async (credits: number) => {
    const { token, email } = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ credits }).where(eq(users.email, email))
    return token
  }

  /**
   * `count` generations of one script at once; their statuses. Each stream that started is read to
   * its first delta (its request has reached the provider), then closed.
   */
  const burst = async (token: string, id: string, count: number) => {
    const responses = await Promise.all(Array.from({ length: count }, () => requestStream(ctx.app, token, id)))
    const readers = await Promise.all(
      responses.map(async (response) => {
        const reader = response.body!.getReader()
        if (response.status === 200) await reader.read()
        return reader
      }),
    )
    // A request withdrawn just after it left would arrive a moment later.
    await sleep(100)
    await Promise.all(readers.map((reader) => reader.cancel().catch(() => {})))
    return responses.map((response) => response.status)
  }

  it("sends one request to the operator's model for 100 parallel generations on 1 credit", async () => {
    const token = await creator(1)
    const { id } = await createScript(ctx.app, token)
    const before = streamed(fake)
    const statuses = await burst(token, id, 100)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 200).every((status) => status === 402 || status === 429)).toBe(true)
    // One credit can hold one version: only that one's request may leave.
    expect(streamed(fake) - before).toBe(1)
  })

  it("sends at most GENERATION_MAX_CONCURRENT_PER_USER requests through a creator's connection", async () => {
    const token = await creator(50)
    const connected = await call(ctx.app, 'POST', '/api/model-connections', {
      token,
      body: { provider: 'custom', base_url: fake.baseURL, api_key: 'sk-limits-test-0000', model: 'fake-model' },
    })
    expect(connected.body.data).toMatchObject({ status: 'connected', is_default: true })
    const { id } = await createScript(ctx.app, token)
    const before = streamed(fake)
    const statuses = await burst(token, id, 30)
    const limit = ctx.config.GENERATION_MAX_CONCURRENT_PER_USER
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(limit)
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true)
    expect(streamed(fake) - before).toBeLessThanOrEqual(limit)
  })

  it('sends nothing for a creator whose balance is already held, on 1 credit, with a connection', async () => {
    const token = await creator(1)
    await call(ctx.app, 'POST', '/api/model-connections', {
      token,
      body: { provider: 'custom', base_url: fake.baseURL, api_key: 'sk-limits-test-0001', model: 'fake-model' },
    })
    const { id } = await createScript(ctx.app, token)
    const before = streamed(fake)
    const statuses = await burst(token, id, 60)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(streamed(fake) - before).toBe(1)
  })

  it("counts a chat answer's hold and stream: scripts and chats share one balance and one stream cap", async () => {
    const { token, user } = await registerUser(ctx.app)
    const userId = user.id as string
    await ctx.database.db.update(users).set({ credits: 1 }).where(eq(users.id, userId))
    const { id } = await createScript(ctx.app, token)
    const [thread] = await ctx.database.db
      .insert(chatThreads)
      .values({ userId, title: 'brainstorm', platform: 'douyin' })
      .returning({ id: chatThreads.id })
    // A chat answer streaming right now holds the only credit.
    const [answer] = await ctx.database.db
      .insert(chatMessages)
      .values({ threadId: thread.id, userId, role: 'assistant', status: 'streaming', creditsHeld: 1 })
      .returning({ id: chatMessages.id })
    const before = streamed(fake)
    expect(await burst(token, id, 1)).toEqual([402])
    expect(streamed(fake) - before).toBe(0)

    // With the credit free again but GENERATION_MAX_CONCURRENT_PER_USER chat answers streaming, no slot is left.
    await ctx.database.db.update(chatMessages).set({ creditsHeld: 0 }).where(eq(chatMessages.id, answer.id))
    await ctx.database.db.update(users).set({ credits: 10 }).where(eq(users.id, userId))
    await ctx.database.db.insert(chatMessages).values(
      Array.from({ length: ctx.config.GENERATION_MAX_CONCURRENT_PER_USER - 1 }, () => ({
        threadId: thread.id,
        userId,
        role: 'assistant' as const,
        status: 'streaming' as const,
      })),
    )
    expect(await burst(token, id, 1)).toEqual([429])
    expect(streamed(fake) - before).toBe(0)
  })
})
