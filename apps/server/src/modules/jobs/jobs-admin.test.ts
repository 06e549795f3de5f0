import { randomUUID } from 'node:crypto'
import type { JobQueueList, JobQueueSummary } from '@hookline/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  createTestContext,
  databaseKinds,
  registerUser,
  testSecretBox,
  type TestContext,
} from '../../../test/test-context'
import { startJobs, type RunningJobs } from '../../jobs/job-system'
import { createLogger } from '../../lib/logger'
import { RateLimiter } from '../../lib/rate-limit'
import { reply, startReplayServer, type ReplayServer } from '../../trending/testing/upstream-replay-server'
import { registerAdmin } from '../admin/admin-test-helpers'
import { trendingRefreshJobs } from '../trending/trending-scheduler'

const ADMIN = 'jobs-admin@example.com'

describe.each(databaseKinds)('admin jobs API, on %s', (kind) => {
  let ctx: TestContext
  let upstream: ReplayServer
  let jobs: RunningJobs
  let admin: string
  let creator: string

  beforeAll(async () => {
    upstream = await startReplayServer()
    upstream.serveRecordedPayloads()
    upstream.on('weibo', reply.status(503))
    ctx = await createTestContext(kind, { ADMIN_EMAILS: ADMIN, ...upstream.env() })
    admin = (await registerAdmin(ctx, ADMIN)).token
    creator = (await registerUser(ctx.app)).token
    // The platforms' refresh jobs as the server runs them, with no retry so a failure is final at once.
    jobs = await startJobs(
      {
        config: ctx.config,
        database: ctx.database,
        logger: createLogger(ctx.config),
        rateLimiter: new RateLimiter(ctx.database.db),
        secrets: testSecretBox(),
        mailer: ctx.mailer,
      },
      { jobs: trendingRefreshJobs.map((job) => ({ ...job.spec, retryLimit: 0 })), pollingIntervalSeconds: 0.5 },
    )
  })
  afterAll(async () => {
    await jobs?.stop()
    await ctx?.close()
    await upstream?.close()
  })

  const list = async () => {
    const res = await call(ctx.app, 'GET', '/api/admin/jobs', { token: admin })
    expect(res.status).toBe(200)
    return res.body.data as JobQueueList
  }
  const queue = async (name: string) => (await list()).queues.find((q) => q.name === name) as JobQueueSummary
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 300 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await check()).toBe(true)
  }

  it('is for administrators only: 401 signed out, 403 for a creator', async () => {
    expect((await call(ctx.app, 'GET', '/api/admin/jobs')).status).toBe(401)
    const listed = await call(ctx.app, 'GET', '/api/admin/jobs', { token: creator })
    expect(listed.status).toBe(403)
    expect(listed.text).not.toContain('trending-refresh')
    const retried = await call(ctx.app, 'POST', `/api/admin/jobs/trending-refresh-weibo/${randomUUID()}/retry`, {
      token: creator,
    })
    expect(retried.status).toBe(403)
    expect((await call(ctx.app, 'POST', '/api/admin/jobs/trending-refresh-weibo/run', { token: creator })).status).toBe(
      403,
    )
  })

  it('lists each queue with its schedule, last and next run, counts and the failure with its error', async () => {
    await until(async () => (await queue('trending-refresh-weibo'))?.counts.failed === 1)
    await until(async () => (await queue('trending-refresh-bilibili'))?.last_state === 'completed')
    const { queues, now } = await list()
    expect(queues.map((q) => q.name)).toEqual(
      expect.arrayContaining(['trending-refresh-bilibili', 'trending-refresh-douyin', 'trending-refresh-weibo']),
    )
    const weibo = queues.find((q) => q.name === 'trending-refresh-weibo')!
    // TRENDING_REFRESH_MINUTES defaults to 10.
    expect(weibo.every_seconds).toBe(600)
    expect(weibo.last_state).toBe('failed')
    expect(Date.parse(weibo.last_run_at!)).toBeLessThanOrEqual(Date.parse(now))
    // The next period is queued.
    expect(Date.parse(weibo.next_run_at!)).toBeGreaterThan(Date.parse(now))
    expect(weibo.counts).toMatchObject({ failed: 1, active: 0, queued: 1 })
    expect(weibo.recent_failures).toHaveLength(1)
    expect(weibo.recent_failures[0]).toMatchObject({ attempts: 1, retryable: true })
    expect(weibo.recent_failures[0].error).toMatch(/^http_status: /)
    expect(weibo.recent_failures[0].error).not.toContain('    at ')
  })

  it('retries a failed job: it runs again and completes; the same retry again is a 404', async () => {
    const weibo = await queue('trending-refresh-weibo')
    const failedId = weibo.recent_failures[0].id
    const retry = (name: string, id: string) =>
      call(ctx.app, 'POST', `/api/admin/jobs/${name}/${id}/retry`, { token: admin })

    expect((await retry('trending-refresh-weibo', 'not-a-uuid')).status).toBe(400)
    expect((await retry('no-such-queue', failedId)).status).toBe(404)
    expect((await retry('trending-refresh-weibo', randomUUID())).status).toBe(404)
    // A job of another queue is not found under this one.
    expect((await retry('trending-refresh-bilibili', failedId)).status).toBe(404)

    upstream.serveRecordedPayloads()
    const before = upstream.requests.filter((r) => r.platform === 'weibo').length
    expect((await retry('trending-refresh-weibo', failedId)).status).toBe(200)
    await until(async () => (await queue('trending-refresh-weibo')).last_state === 'completed')
    expect(upstream.requests.filter((r) => r.platform === 'weibo').length).toBe(before + 1)
    const after = await queue('trending-refresh-weibo')
    expect(after.counts.failed).toBe(0)
    expect(after.recent_failures).toEqual([])
    expect((await retry('trending-refresh-weibo', failedId)).status).toBe(404)
    const trending = await call(ctx.app, 'GET', '/api/trending?platform=weibo', { token: creator })
    expect(trending.body.data.platforms[0].items.length).toBeGreaterThan(0)
  })

  it('runs a scheduled queue now; a queue without a schedule is a 409, an unknown one a 404', async () => {
    const run = (name: string) => call(ctx.app, 'POST', `/api/admin/jobs/${name}/run`, { token: admin })
    expect((await run('no-such-queue')).status).toBe(404)
    expect((await run('bad name!')).status).toBe(400)
    expect((await run('watch-push')).status).toBe(409)
    const before = (await queue('trending-refresh-douyin')).counts.completed
    const requests = upstream.requests.filter((r) => r.platform === 'douyin').length
    const started = await run('trending-refresh-douyin')
    expect(started.status).toBe(200)
    expect(started.body.data.id).toMatch(/^[0-9a-f-]{36}$/)
    await until(async () => (await queue('trending-refresh-douyin')).counts.completed === before + 1)
    expect(upstream.requests.filter((r) => r.platform === 'douyin').length).toBe(requests + 1)

    // A run asked for by hand is one attempt: a failure shows at once, for the admin to retry.
    upstream.on('douyin', reply.status(502))
    const failing = await run('trending-refresh-douyin')
    await until(async () =>
      (await queue('trending-refresh-douyin')).recent_failures.some((f) => f.id === failing.body.data.id),
    )
    const failure = (await queue('trending-refresh-douyin')).recent_failures.find((f) => f.id === failing.body.data.id)
    expect(failure).toMatchObject({ attempts: 1, retryable: true })
    upstream.serveRecordedPayloads()
  })
})
