import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DraftJob, Task } from '@hookline/contract'
import { draftJobs, scriptConversations, scriptMessages, users } from '../../db/schema'
import { startDraftWorker } from '../../jobs/draft-worker'
import { createLogger } from '../../lib/logger'
import { RateLimiter } from '../../lib/rate-limit'
import { SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import {
  call,
  createTestContext,
  databaseKinds,
  localOnlyLookup,
  registerUser,
  testSecretBox,
  type TestContext,
} from '../../../test/test-context'

type Worker = Awaited<ReturnType<typeof startDraftWorker>>

async function startWorker(ctx: TestContext): Promise<Worker> {
  return startDraftWorker(
    {
      config: ctx.config,
      database: ctx.database,
      logger: createLogger(ctx.config),
      rateLimiter: new RateLimiter(ctx.database.db),
      secrets: testSecretBox(),
      mailer: ctx.mailer,
      outboundLookup: localOnlyLookup,
    },
    { pollingIntervalSeconds: 0.5, concurrency: 2 },
  )
}

const drafts = async (ctx: TestContext, token: string) =>
  (await call(ctx.app, 'GET', '/api/tasks/drafts', { token })).body.data.items as DraftJob[]

/** Polls until no draft of this creator is queued or writing. */
async function settled(ctx: TestContext, token: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const items = await drafts(ctx, token)
    if (items.every((item) => item.status !== 'queued' && item.status !== 'writing')) return items
    if (Date.now() > deadline) throw new Error(`drafts did not settle: ${JSON.stringify(items.map((i) => i.status))}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const topics = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ topic: `${tag} 第${i + 1}个话题` }))

describe.each(databaseKinds)('batch drafts on %s', (kind) => {
  describe('offline drafts', () => {
    let ctx: TestContext
    let worker: Worker
    beforeAll(async () => {
      ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
      worker = await startWorker(ctx)
    })
    afterAll(async () => {
      await worker.stop()
      await ctx.close()
    })

    it('writes a batch of 10 topics into 10 scripts, each planned as a task in "scripted"', async () => {
      const { token } = await registerUser(ctx.app)
      const queued = await call(ctx.app, 'POST', '/api/tasks/drafts', {
        token,
        body: { topics: topics(10, '露营'), platform: 'douyin', format: 'talking_head', duration_seconds: 45 },
      })
      expect(queued.status).toBe(200)
      expect(queued.body.data.items).toHaveLength(10)
      const done = await settled(ctx, token)
      expect(done.map((d) => d.status)).toEqual(Array(10).fill('done'))
      const scriptIds = new Set(done.map((d) => d.script_id))
      expect(scriptIds.size).toBe(10)

      const plan = (await call(ctx.app, 'GET', '/api/tasks', { token })).body.data.items as Task[]
      expect(plan).toHaveLength(10)
      for (const task of plan) {
        expect(task.status).toBe('scripted')
        expect(task.platform).toBe('douyin')
        expect(scriptIds.has(task.script!.id)).toBe(true)
      }
      // One version each: no draft was written twice.
      for (const id of scriptIds) {
        const versions = await ctx.database.db
          .select()
          .from(scriptMessages)
          .where(eq(scriptMessages.conversationId, id!))
        expect(versions.filter((m) => m.role === 'assistant')).toHaveLength(1)
      }
    }, 90_000)

    it('refuses an empty batch, more than 20 topics and a bad platform with a 400; another creator cannot cancel', async () => {
      const owner = await registerUser(ctx.app)
      const other = await registerUser(ctx.app)
      const post = (token: string, body: object) => call(ctx.app, 'POST', '/api/tasks/drafts', { token, body })
      expect((await post(owner.token, { topics: [], platform: 'douyin' })).status).toBe(400)
      expect((await post(owner.token, { topics: topics(21, 'x'), platform: 'douyin' })).status).toBe(400)
      expect((await post(owner.token, { topics: [{ topic: ' ' }], platform: 'douyin' })).status).toBe(400)
      expect((await post(owner.token, { topics: topics(1, 'x'), platform: 'myspace' })).status).toBe(400)
      const queued = await post(owner.token, { topics: topics(1, '只有一个'), platform: 'weibo' })
      const id = queued.body.data.items[0].id as string
      const stranger = await call(ctx.app, 'POST', `/api/tasks/drafts/${id}/cancel`, { token: other.token, body: {} })
      expect(stranger.status).toBe(404)
      expect(await drafts(ctx, other.token)).toEqual([])
      await settled(ctx, owner.token)
    })
  })

  describe('model drafts and credits', () => {
    let fake: FakeOpenAIServer
    let ctx: TestContext
    let worker: Worker
    beforeAll(async () => {
      fake = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND), eventDelayMs: 5 })
      ctx = await createTestContext(kind, {
        AI_PROVIDER: 'custom',
        AI_BASE_URL: fake.baseURL,
        AI_MODEL: 'fake-model',
        CREDITS_PER_GENERATION: '1',
        MODEL_PRIVATE_NETWORK: 'all',
      })
      worker = await startWorker(ctx)
    })
    afterAll(async () => {
      await worker.stop()
      await ctx.close()
      await fake.close()
    })

    const creator = async (credits: number) => {
      const { token, email } = await registerUser(ctx.app)
      await ctx.database.db.update(users).set({ credits }).where(eq(users.email, email))
      return token
    }
    const registerUserId = async (token: string) =>
      (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.id as string
    const balance = async (token: string) =>
      (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.credits.left_credits as number

    it('charges exactly the finished drafts when 3 of 10 fail, and retries a transient failure', async () => {
      const token = await creator(20)
      // One busy provider (retried with backoff), then three refused keys (not retried).
      fake.answerNext(
        { kind: 'status', status: 503 },
        { kind: 'status', status: 401 },
        { kind: 'status', status: 401 },
        { kind: 'status', status: 401 },
      )
      await call(ctx.app, 'POST', '/api/tasks/drafts', {
        token,
        body: { topics: topics(10, '租房'), platform: 'douyin' },
      })
      const ended = await settled(ctx, token)
      const failed = ended.filter((d) => d.status === 'failed')
      expect(failed).toHaveLength(3)
      for (const draft of failed) expect(draft.reason).toBe('bad_api_key')
      expect(ended.filter((d) => d.status === 'done')).toHaveLength(7)
      expect(ended.some((d) => d.attempts === 2)).toBe(true)
      expect(await balance(token)).toBe(20 - 7)
      const plan = (await call(ctx.app, 'GET', '/api/tasks', { token })).body.data.items as Task[]
      expect(plan).toHaveLength(7)
    }, 90_000)

    /** Waits until the user's one draft is being written and its model request has gone out. */
    const writing = async (token: string, requestsBefore: number) => {
      for (let i = 0; i < 200; i++) {
        const [draft] = await drafts(ctx, token)
        if (draft?.status === 'writing' && fake.requests.length > requestsBefore) return draft
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('the draft never started writing')
    }
    const heldVersions = () =>
      ctx.database.db.select().from(scriptMessages).where(eq(scriptMessages.status, 'streaming'))

    it('stops a draft being written when it is cancelled: the model request is aborted, nothing held or charged, nothing left', async () => {
      const token = await creator(5)
      const closedBefore = fake.closedEarly
      // A few tokens, then silence: the draft stays "writing" until something stops it.
      fake.answerNext({ kind: 'replay', tokens: tokensOf(SOUND), stallAfter: 3 })
      const requestsBefore = fake.requests.length
      await call(ctx.app, 'POST', '/api/tasks/drafts', {
        token,
        body: { topics: topics(1, '停下'), platform: 'douyin' },
      })
      const draft = await writing(token, requestsBefore)
      // The hold is taken while it writes.
      expect((await heldVersions()).map((version) => version.creditsHeld)).toEqual([1])

      const cancelled = await call(ctx.app, 'POST', `/api/tasks/drafts/${draft.id}/cancel`, { token, body: {} })
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.data.items.map((d: DraftJob) => d.status)).toEqual(['cancelled'])
      // The worker lets go of it at once: its unfinished script is deleted.
      let ended = cancelled.body.data.items[0] as DraftJob
      for (let i = 0; i < 50 && ended.script_id !== null; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        ;[ended] = await drafts(ctx, token)
      }
      expect(ended).toMatchObject({ status: 'cancelled', script_id: null, task_id: null })
      // The provider saw its request closed before the answer ended.
      for (let i = 0; i < 40 && fake.closedEarly === closedBefore; i++) await new Promise((r) => setTimeout(r, 50))
      expect(fake.closedEarly).toBeGreaterThan(closedBefore)
      expect(await heldVersions()).toEqual([])
      expect(await balance(token)).toBe(5)
      const me = await registerUserId(token)
      expect(
        await ctx.database.db.select().from(scriptConversations).where(eq(scriptConversations.userId, me)),
      ).toEqual([])
      expect((await call(ctx.app, 'GET', '/api/tasks', { token })).body.data.items).toEqual([])
    })

    it('stops a draft being written when another node cancelled it (its row only), within about a second', async () => {
      const token = await creator(5)
      fake.answerNext({ kind: 'replay', tokens: tokensOf(SOUND), stallAfter: 3 })
      const requestsBefore = fake.requests.length
      await call(ctx.app, 'POST', '/api/tasks/drafts', {
        token,
        body: { topics: topics(1, '别处'), platform: 'douyin' },
      })
      const draft = await writing(token, requestsBefore)
      // What another node's cancel writes; this process is not told.
      await ctx.database.db.update(draftJobs).set({ status: 'cancelled' }).where(eq(draftJobs.id, draft.id))
      const deadline = Date.now() + 5000
      while ((await heldVersions()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
      expect(await heldVersions()).toEqual([])
      const [ended] = await settled(ctx, token, 10_000)
      expect(ended.status).toBe('cancelled')
      expect(await balance(token)).toBe(5)
    })

    it('charges only what finished when a batch is cancelled halfway: the queued drafts cost nothing, nothing stays held', async () => {
      fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND), eventDelayMs: 25 })
      const token = await creator(20)
      const queued = await call(ctx.app, 'POST', '/api/tasks/drafts', {
        token,
        body: { topics: topics(10, '健身'), platform: 'douyin' },
      })
      const first = queued.body.data.items[0].id as string
      for (;;) {
        const items = await drafts(ctx, token)
        if (items.filter((d) => d.status === 'done').length >= 3) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const cancelled = await call(ctx.app, 'POST', `/api/tasks/drafts/${first}/cancel`, {
        token,
        body: { batch: true },
      })
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.data.items.length).toBeGreaterThan(0)
      // The drafts that were writing let go of their hold.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const ended = await settled(ctx, token)
      const done = ended.filter((d) => d.status === 'done').length
      expect(done).toBeGreaterThanOrEqual(3)
      expect(done).toBeLessThan(10)
      expect(ended.filter((d) => d.status === 'cancelled').length).toBe(10 - done)
      const plan = (await call(ctx.app, 'GET', '/api/tasks', { token })).body.data.items as Task[]
      expect(plan).toHaveLength(done)
      const held = await ctx.database.db.select().from(scriptMessages).where(eq(scriptMessages.status, 'streaming'))
      expect(held).toEqual([])
      expect(await balance(token)).toBe(20 - done)
    }, 90_000)
  })
})
