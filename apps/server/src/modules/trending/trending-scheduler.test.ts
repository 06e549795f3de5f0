import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, openTestDatabase, testSecretBox } from '../../../test/test-context'
import type { AppDeps } from '../../context'
import type { Database } from '../../db/client'
import { selectRows } from '../../db/raw-rows'
import { trendHistory, trendingSnapshots } from '../../db/schema'
import { loadConfig } from '../../env'
import { startJobs, type JobSpec } from '../../jobs/job-system'
import { createLogger } from '../../lib/logger'
import { createMailer } from '../../lib/mailer/mailer'
import { RateLimiter } from '../../lib/rate-limit'
import { reply, startReplayServer, type ReplayServer } from '../../trending/testing/upstream-replay-server'
import { trendHistoryRetentionJob, trendingRefreshJobs, trendingRefreshQueue } from './trending-scheduler'

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.each(databaseKinds)('trending refresh on the job queue, on %s', (kind) => {
  let database: Database
  let upstream: ReplayServer

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    upstream = await startReplayServer()
  })
  afterAll(async () => {
    await upstream.close()
    await database.close()
  })

  const depsWith = (env: Record<string, string> = {}): AppDeps => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...upstream.env(), ...env })
    const logger = createLogger(config)
    return {
      config,
      database,
      logger,
      rateLimiter: new RateLimiter(database.db),
      secrets: testSecretBox(),
      mailer: createMailer({ from: config.MAIL_FROM, logger }),
    }
  }
  /** The platform jobs with a period of `everySeconds` instead of TRENDING_REFRESH_MINUTES. */
  const every = (everySeconds: number, extra: Partial<JobSpec> = {}) =>
    trendingRefreshJobs.map((job) => ({ ...job.spec, ...extra, schedule: { everySeconds } }))
  const requestsOf = (platform: string) => upstream.requests.filter((r) => r.platform === platform).length
  const jobRows = (state: string) =>
    selectRows<{ name: string; output: { message?: string } | null }>(
      database.db,
      sql`SELECT name, output FROM pgboss.job WHERE name LIKE 'trending-refresh-%' AND state = ${state}::pgboss.job_state ORDER BY name`,
    )

  it('refreshes every platform right after start, then once per period', async () => {
    upstream.serveRecordedPayloads()
    const startedAt = Date.now()
    const jobs = await startJobs(depsWith(), { jobs: every(2), pollingIntervalSeconds: 0.5 })
    try {
      await waitFor(async () => (await database.db.select().from(trendingSnapshots)).length === 3)
      // The next period (at most 2 s later) fetches each platform once more.
      await waitFor(() => ['bilibili', 'weibo', 'douyin'].every((p) => requestsOf(p) >= 2))
    } finally {
      await jobs.stop()
    }
    // Never more fetches than periods begun while the jobs ran (a slow machine sees more periods).
    const periods = Math.floor(Date.now() / 2_000) - Math.floor(startedAt / 2_000) + 1
    for (const platform of ['bilibili', 'weibo', 'douyin']) expect(requestsOf(platform)).toBeLessThanOrEqual(periods)
    const items = (await database.db.select().from(trendingSnapshots)).map((row) => [row.platform, row.items.length])
    expect(Object.fromEntries(items)).toEqual({ bilibili: 14, weibo: 1, douyin: 12 })
  })

  it('a stop aborts a refresh stuck on an upstream, and the attempt is left to be retried', async () => {
    for (const platform of ['bilibili', 'weibo', 'douyin'] as const) upstream.on(platform, reply.hang())
    await database.db.execute(sql`DELETE FROM pgboss.job WHERE name LIKE 'trending-refresh-%'`)
    await database.db.delete(trendingSnapshots)
    const before = upstream.requests.length
    const jobs = await startJobs(depsWith({ TRENDING_TIMEOUT_MS: '10000' }), {
      jobs: every(600),
      pollingIntervalSeconds: 0.5,
    })
    // One platform fetches; the others wait for the refresh lock.
    await waitFor(() => upstream.requests.length > before)
    const started = Date.now()
    await jobs.stop()
    expect(Date.now() - started).toBeLessThan(3_000)
    const retried = await jobRows('retry')
    expect(retried.length).toBeGreaterThanOrEqual(1)
    expect(retried[0].output?.message).toMatch(/^stopped/)
  })

  it('a platform that keeps failing fails its job with the upstream error; the others complete', async () => {
    upstream.serveRecordedPayloads()
    upstream.on('weibo', reply.status(503))
    await database.db.execute(sql`DELETE FROM pgboss.job WHERE name LIKE 'trending-refresh-%'`)
    const jobs = await startJobs(depsWith(), {
      jobs: every(600, { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false }),
      pollingIntervalSeconds: 0.5,
    })
    try {
      await waitFor(async () => (await jobRows('failed')).length === 1)
    } finally {
      await jobs.stop()
    }
    const [failed] = await jobRows('failed')
    expect(failed.name).toBe(trendingRefreshQueue('weibo'))
    expect(failed.output?.message).toMatch(/^http_status: /)
    // The first attempt and its one retry.
    expect(requestsOf('weibo')).toBeGreaterThanOrEqual(2)
    expect((await jobRows('completed')).map((row) => row.name)).toEqual(
      expect.arrayContaining([trendingRefreshQueue('bilibili'), trendingRefreshQueue('douyin')]),
    )
  })

  it('TRENDING_REFRESH_MINUTES=0 schedules nothing and drops what an earlier setting queued', async () => {
    upstream.serveRecordedPayloads()
    await database.db.execute(sql`DELETE FROM pgboss.job WHERE name LIKE 'trending-refresh-%'`)
    const first = await startJobs(depsWith({ TRENDING_REFRESH_MINUTES: '60' }), {
      jobs: trendingRefreshJobs.map((job) => job.spec),
      pollingIntervalSeconds: 0.5,
    })
    await waitFor(async () => (await jobRows('completed')).length === 3)
    await first.stop()
    // The next period is queued.
    expect(await jobRows('created')).toHaveLength(3)

    const before = upstream.requests.length
    const off = await startJobs(depsWith({ TRENDING_REFRESH_MINUTES: '0' }), {
      jobs: trendingRefreshJobs.map((job) => job.spec),
      pollingIntervalSeconds: 0.5,
    })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await off.stop()
    expect(await jobRows('created')).toHaveLength(0)
    expect(upstream.requests.length).toBe(before)
  })

  it('the retention job deletes rank history past TRENDING_HISTORY_DAYS on its schedule, nothing newer', async () => {
    const day = 86_400_000
    const row = (key: string, ageDays: number) => ({
      platform: 'weibo',
      itemKey: key,
      title: key,
      rank: 1,
      hotValue: 0,
      url: '',
      fetchedAt: new Date(Date.now() - ageDays * day),
    })
    await database.db.insert(trendHistory).values([row('old-1', 31), row('old-2', 45), row('kept', 29)])
    const keys = async () =>
      (await database.db.select({ key: trendHistory.itemKey }).from(trendHistory))
        .map((r) => r.key)
        .filter((key) => key === 'kept' || key.startsWith('old-'))
        .sort()
    const jobs = await startJobs(depsWith({ TRENDING_HISTORY_DAYS: '30' }), {
      jobs: [{ ...trendHistoryRetentionJob.spec, schedule: { everySeconds: 2 } }],
      pollingIntervalSeconds: 0.5,
    })
    try {
      await waitFor(async () => (await keys()).length === 1)
      // A row that ages past the retention meanwhile goes on a later run.
      await database.db.insert(trendHistory).values(row('old-3', 40))
      await waitFor(async () => (await keys()).length === 1)
    } finally {
      await jobs.stop()
    }
    expect(await keys()).toEqual(['kept'])
  })
})
