import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TrendPlatform } from '@hookline/contract'
import { databaseKinds, openTestDatabase } from '../../../test/test-context'
import type { Database } from '../../db/client'
import { loadConfig } from '../../env'
import { createLogger } from '../../lib/logger'
import {
  loadTrendingFixture,
  reply,
  startReplayServer,
  type Behaviour,
  type ReplayServer,
} from '../../trending/testing/upstream-replay-server'
import { createTrendingService } from './trending.service'

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
const logger = createLogger(config)
const PLATFORMS = ['bilibili', 'weibo', 'douyin'] as const

const withoutField = (platform: TrendPlatform): Behaviour => {
  const payload = loadTrendingFixture(`${platform}.json`)
  if (platform === 'bilibili') delete payload.data.list[0].stat
  if (platform === 'weibo') delete payload.data.realtime[0].word
  if (platform === 'douyin') delete payload.data.word_list[0].hot_value
  return reply.json(payload)
}

const failures: Array<[string, (platform: TrendPlatform) => Behaviour, string]> = [
  ['a payload with a missing field', withoutField, 'invalid_payload'],
  ['an HTML error page', () => reply.html(200), 'not_json'],
  ['a 403', () => reply.status(403), 'http_status'],
  ['a timeout', () => reply.hang(), 'timeout'],
  ['a slow-loris answer', () => reply.slowLoris(10), 'timeout'],
]

describe.each(databaseKinds)('trending refresh on %s', (kind) => {
  let database: Database
  let upstream: ReplayServer
  // One retry: on a loaded CI machine a healthy local answer can still miss a deadline once.
  const service = (timeoutMs = 3_000) =>
    createTrendingService({ config, database, logger, source: upstream.config({ retries: 1, timeoutMs }) })

  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())
  beforeEach(async () => {
    upstream = await startReplayServer()
    upstream.serveRecordedPayloads()
  })
  afterEach(() => upstream.close())

  it('stores every platform with its fetch time and serves it from the database', async () => {
    const before = Date.now()
    expect(await service().refresh({ minAgeMs: 0 })).toEqual({ refreshed: true })
    const { platforms } = await service().list('all')
    expect(platforms.map((p) => [p.platform, p.items.length, p.stale, p.sample, p.error])).toEqual([
      ['bilibili', 14, false, false, undefined],
      ['weibo', 1, false, false, undefined],
      ['douyin', 12, false, false, undefined],
    ])
    expect(Date.parse(platforms[0].updatedAt!)).toBeGreaterThanOrEqual(before - 1)
    expect(platforms[2].items[0]).toMatchObject({ rank: 1, title: '多国最新涉台表态', hot_value: 12103404 })
  })

  it.each(failures)(
    '%s keeps the last good snapshot, flagged stale with the reason',
    async (_name, failing, kindOfFailure) => {
      await service().refresh({ minAgeMs: 0 })
      const good = await service().list('all')
      for (const platform of PLATFORMS) upstream.on(platform, failing(platform))

      expect(await service(200).refresh({ minAgeMs: 0 })).toEqual({ refreshed: true })
      const after = await service().list('all')
      for (const [index, entry] of after.platforms.entries()) {
        expect(entry.items).toEqual(good.platforms[index].items)
        expect(entry.updatedAt).toBe(good.platforms[index].updatedAt)
        expect(entry.stale).toBe(true)
        expect(entry.error).toMatchObject({ kind: kindOfFailure })
      }

      upstream.serveRecordedPayloads()
      await service().refresh({ minAgeMs: 0 })
      const recovered = await service().list('all')
      expect(recovered.platforms.every((entry) => !entry.stale && !entry.error)).toBe(true)
    },
  )

  it('one failing platform does not hold back the others', async () => {
    await service().refresh({ minAgeMs: 0 })
    upstream.on('weibo', reply.status(403))
    await service().refresh({ minAgeMs: 0 })
    const { platforms } = await service().list('all')
    expect(platforms.map((p) => [p.platform, p.stale])).toEqual([
      ['bilibili', false],
      ['weibo', true],
      ['douyin', false],
    ])
  })

  it('does not fetch a platform attempted less than minAge ago', async () => {
    await service().refresh({ minAgeMs: 0 })
    const fetched = upstream.requests.length
    expect(await service().refresh({ minAgeMs: 60_000, platforms: ['douyin'] })).toEqual({ refreshed: true })
    expect(upstream.requests).toHaveLength(fetched)
  })

  it('two refreshes at once on one database make one refresh', async () => {
    for (const platform of PLATFORMS)
      upstream.on(platform, reply.delayed(150, reply.json(loadTrendingFixture(`${platform}.json`))))
    const outcomes = await Promise.all([service().refresh({ minAgeMs: 0 }), service().refresh({ minAgeMs: 0 })])
    expect(outcomes.map((o) => o.refreshed).sort()).toEqual([false, true])
    expect(upstream.requests).toHaveLength(3)
  })

  it('a refresh that waits for a running one answers its result without fetching again', async () => {
    for (const platform of PLATFORMS)
      upstream.on(platform, reply.delayed(150, reply.json(loadTrendingFixture(`${platform}.json`))))
    const outcomes = await Promise.all([
      service().refresh({ minAgeMs: 0 }),
      service().refresh({ minAgeMs: 60_000, waitMs: 5_000 }),
    ])
    expect(outcomes).toEqual([{ refreshed: true }, { refreshed: true }])
    expect(upstream.requests).toHaveLength(3)
  })

  it('an aborted refresh (shutdown) records nothing', async () => {
    await service().refresh({ minAgeMs: 0 })
    const good = await service().list('all')
    for (const platform of PLATFORMS) upstream.on(platform, reply.hang())
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    await service().refresh({ minAgeMs: 0, signal: controller.signal })
    expect(await service().list('all')).toEqual(good)
  })
})
