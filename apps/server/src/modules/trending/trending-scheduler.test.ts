import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../../test/test-context'
import type { Database } from '../../db/client'
import { trendingSnapshots } from '../../db/schema'
import { loadConfig } from '../../env'
import { createLogger } from '../../lib/logger'
import { reply, startReplayServer, type ReplayServer } from '../../trending/testing/upstream-replay-server'
import { createTrendingScheduler } from './trending-scheduler'
import { createTrendingService } from './trending.service'

describe('trending scheduler', () => {
  let database: Database
  let upstream: ReplayServer
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRENDING_REFRESH_MINUTES: '10' })
  const logger = createLogger(config)
  const service = () => createTrendingService({ config, database, logger, source: upstream.config() })

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    upstream = await startReplayServer()
  })
  afterAll(async () => {
    await upstream.close()
    await database.close()
  })

  it('refreshes right after start', async () => {
    upstream.serveRecordedPayloads()
    const scheduler = createTrendingScheduler({ config, database, logger }, service())
    scheduler.start()
    const counts = async () => (await service().list('all')).platforms.map((p) => p.items.length)
    for (let i = 0; i < 100 && (await counts()).includes(0); i++) await new Promise((r) => setTimeout(r, 20))
    await scheduler.stop()
    expect(await counts()).toEqual([14, 1, 12])
    expect(upstream.requests).toHaveLength(3)
  })

  it('stop aborts a refresh stuck on an upstream instead of waiting for its timeouts', async () => {
    for (const platform of ['bilibili', 'weibo', 'douyin'] as const) upstream.on(platform, reply.hang())
    const slow = createTrendingService({ config, database, logger, source: upstream.config({ timeoutMs: 10_000 }) })
    const scheduler = createTrendingScheduler({ config, database, logger }, slow)
    await database.db.delete(trendingSnapshots) // every platform due again
    const before = upstream.requests.length
    scheduler.start()
    for (let i = 0; i < 100 && upstream.requests.length < before + 3; i++) await new Promise((r) => setTimeout(r, 20))
    expect(upstream.requests.length).toBe(before + 3)
    const started = Date.now()
    await scheduler.stop()
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('does nothing when TRENDING_REFRESH_MINUTES is 0', async () => {
    const before = upstream.requests.length
    const scheduler = createTrendingScheduler(
      { config: { ...config, TRENDING_REFRESH_MINUTES: 0 }, database, logger },
      service(),
    )
    scheduler.start()
    await scheduler.stop()
    expect(upstream.requests).toHaveLength(before)
  })
})
