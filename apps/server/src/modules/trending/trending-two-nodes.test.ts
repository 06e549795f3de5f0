import type pg from 'pg'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, openTestDatabase, registerUser, testSecretBox } from '../../../test/test-context'
import { createApp } from '../../app'
import { openPostgres, type Database } from '../../db/client'
import { loadConfig } from '../../env'
import { createLogger } from '../../lib/logger'
import { createMailer } from '../../lib/mailer/mailer'
import { RateLimiter } from '../../lib/rate-limit'
import { selectRows } from '../../db/raw-rows'
import { startJobs } from '../../jobs/job-system'
import { TRENDING_REFRESH_LOCK_KEY } from './refresh-lock'
import { trendingRefreshJobs } from './trending-scheduler'
import {
  loadTrendingFixture,
  reply,
  startReplayServer,
  type ReplayServer,
} from '../../trending/testing/upstream-replay-server'

/**
 * One refresh at a time across all app nodes. Two app instances, each with its own
 * connection pool, on one PostgreSQL database: only a real server has separate sessions.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let upstream: ReplayServer
  let first: Database
  let second: Database

  beforeAll(async () => {
    upstream = await startReplayServer()
    first = await openTestDatabase('postgres')
    const url = (first.db as unknown as { $client: pg.Pool }).$client.options.connectionString!
    second = await openPostgres({ url, poolSize: 4 })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await upstream?.close()
  })

  const appOn = (database: Database) => {
    // The default minimum age: a refresh that waited for another one does not fetch again.
    const env = { ...upstream.env(), TRENDING_MIN_REFRESH_SECONDS: '30' }
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env })
    return createApp({
      config,
      database,
      logger: createLogger(config),
      rateLimiter: new RateLimiter(database.db),
      secrets: testSecretBox(),
      mailer: createMailer({ from: config.MAIL_FROM, logger: createLogger(config) }),
    })
  }
  const depsOn = (database: Database) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...upstream.env() })
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
  const pgPool = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client

  it('refreshing at once do one refresh, and both answer the refreshed snapshot', async () => {
    // Slow enough upstreams that the two refreshes overlap.
    for (const platform of ['bilibili', 'weibo', 'douyin'] as const) {
      upstream.on(platform, reply.delayed(200, reply.json(loadTrendingFixture(`${platform}.json`))))
    }
    const [nodeA, nodeB] = [appOn(first), appOn(second)]
    const { token } = await registerUser(nodeA)

    const answers = await Promise.all([
      call(nodeA, 'POST', '/api/trending/refresh', { token }),
      call(nodeB, 'POST', '/api/trending/refresh', { token }),
    ])
    expect(upstream.requests.map((r) => r.platform).sort()).toEqual(['bilibili', 'douyin', 'weibo'])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body.data.refreshed).toBe(true)
      expect(answer.body.data.platforms.map((p: { items: unknown[] }) => p.items.length)).toEqual([14, 1, 12])
    }
    expect(answers[1].body.data.platforms).toEqual(answers[0].body.data.platforms)
  })

  it('a node that dies holding the lock does not block refreshes for good', async () => {
    upstream.serveRecordedPayloads()
    const dying = await pgPool(first).connect()
    await dying.query('SELECT pg_advisory_lock($1)', [TRENDING_REFRESH_LOCK_KEY])
    const nodeB = appOn(second)
    const { token } = await registerUser(nodeB)
    const pending = call(nodeB, 'POST', '/api/trending/refresh?platform=weibo', { token })
    await new Promise((resolve) => setTimeout(resolve, 300))
    dying.release(true) // its connection goes away, as when the node is killed
    const answer = await pending
    expect(answer.body.data.refreshed).toBe(true)
  })

  it('two nodes working the schedule run each period of each platform once', async () => {
    for (const platform of ['bilibili', 'weibo', 'douyin'] as const) {
      // Slow enough that both nodes are polling while a refresh runs.
      upstream.on(platform, reply.delayed(150, reply.json(loadTrendingFixture(`${platform}.json`))))
    }
    const before = upstream.requests.length
    const nowSeconds = async () =>
      Number((await selectRows<{ s: number }>(first.db, sql`SELECT extract(epoch FROM now())::float8 AS s`))[0].s)
    const everySeconds = 2
    const jobs = trendingRefreshJobs.map((job) => ({ ...job.spec, schedule: { everySeconds } }))
    const startedAt = await nowSeconds()
    const nodes = await Promise.all(
      [first, second].map((database) => startJobs(depsOn(database), { jobs, pollingIntervalSeconds: 0.5 })),
    )
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    await Promise.all(nodes.map((node) => node.stop()))
    const stoppedAt = await nowSeconds()

    const ran = await selectRows<{ name: string; runs: number; completed: number }>(
      first.db,
      sql`SELECT name, count(*)::int AS runs, count(*) FILTER (WHERE state = 'completed')::int AS completed
          FROM pgboss.job
          WHERE name LIKE 'trending-refresh-%' AND started_on IS NOT NULL GROUP BY name ORDER BY name`,
    )
    const periods = Math.floor(stoppedAt / everySeconds) - Math.floor(startedAt / everySeconds) + 1
    expect(ran.map((row) => row.name)).toEqual([
      'trending-refresh-bilibili',
      'trending-refresh-douyin',
      'trending-refresh-weibo',
    ])
    const requests = upstream.requests.slice(before)
    for (const { name, runs, completed } of ran) {
      const fetched = requests.filter((r) => `trending-refresh-${r.platform}` === name).length
      // At least three periods passed; never more runs than periods, whatever the two nodes did.
      expect(completed).toBeGreaterThanOrEqual(3)
      expect(runs).toBeLessThanOrEqual(periods)
      // One fetch per run at most: no period was fetched twice. (A run the stop cut short may not
      // have fetched, or fetched without completing.)
      expect(fetched).toBeGreaterThanOrEqual(completed)
      expect(fetched).toBeLessThanOrEqual(runs)
    }
  }, 30_000)
})
