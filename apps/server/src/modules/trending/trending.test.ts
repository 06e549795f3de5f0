import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorCode, trendingRefreshResponseSchema, trendingResponseSchema } from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import {
  reply,
  startReplayServer,
  TRENDING_FIXTURES_DIR,
  type ReplayServer,
} from '../../trending/testing/upstream-replay-server'

describe.each(databaseKinds)('trending API on %s', (kind) => {
  let ctx: TestContext
  let upstream: ReplayServer
  let token: string

  beforeAll(async () => {
    upstream = await startReplayServer()
    ctx = await createTestContext(kind, { ...upstream.env(), TRENDING_REFRESH_MAX_PER_USER: '3' })
    token = (await registerUser(ctx.app)).token
  })
  afterAll(async () => {
    await ctx.close()
    await upstream.close()
  })
  beforeEach(() => upstream.serveRecordedPayloads())

  it('lists every platform, empty and not stale, before the first refresh', async () => {
    const res = await call(ctx.app, 'GET', '/api/trending')
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(0)
    expect(trendingResponseSchema.parse(res.body.data)).toEqual({
      platforms: ['bilibili', 'weibo', 'douyin'].map((platform) => ({
        platform,
        items: [],
        updatedAt: null,
        stale: false,
        sample: false,
      })),
    })
  })

  it('refuses a refresh from someone not signed in', async () => {
    const res = await call(ctx.app, 'POST', '/api/trending/refresh')
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(ErrorCode.UNAUTHORIZED)
  })

  it('refreshes on demand and then serves the cache, filtered by platform', async () => {
    const refresh = await call(ctx.app, 'POST', '/api/trending/refresh', { token })
    expect(refresh.status).toBe(200)
    const data = trendingRefreshResponseSchema.parse(refresh.body.data)
    expect(data.refreshed).toBe(true)
    expect(data.failed).toEqual([])
    expect(data.platforms.map((p) => p.items.length)).toEqual([14, 1, 12])

    const weibo = await call(ctx.app, 'GET', '/api/trending?platform=weibo')
    expect(weibo.body.data.platforms).toHaveLength(1)
    expect(weibo.body.data.platforms[0]).toMatchObject({ platform: 'weibo', stale: false, sample: false })
    expect(weibo.body.data.platforms[0].items[0]).toMatchObject({
      rank: 1,
      title: '司机缺氧离世有5个上学孩子',
      hot_value: 1189449,
    })
    expect(Date.parse(weibo.body.data.platforms[0].updatedAt)).not.toBeNaN()
  })

  it('answers a failed refresh with the old list, stale, and names the platform', async () => {
    await call(ctx.app, 'POST', '/api/trending/refresh?platform=douyin', { token })
    upstream.on('douyin', reply.html(200))
    const res = await call(ctx.app, 'POST', '/api/trending/refresh?platform=douyin', { token })
    expect(res.status).toBe(200)
    expect(res.body.data.failed).toEqual(['douyin'])
    expect(res.body.data.platforms[0]).toMatchObject({ platform: 'douyin', stale: true, error: { kind: 'not_json' } })
    expect(res.body.data.platforms[0].items).toHaveLength(12)
  })

  it('rejects an unknown platform with 400', async () => {
    const res = await call(ctx.app, 'GET', '/api/trending?platform=tiktok')
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
  })

  it('rate limits manual refreshes per user with 429 and Retry-After', async () => {
    const other = (await registerUser(ctx.app)).token
    for (let i = 0; i < 3; i++)
      expect((await call(ctx.app, 'POST', '/api/trending/refresh', { token: other })).status).toBe(200)
    const limited = await call(ctx.app, 'POST', '/api/trending/refresh', { token: other })
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe(ErrorCode.RATE_LIMITED)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('trending API with TRENDING_FIXTURES_DIR', () => {
  it('serves the recorded payloads flagged as sample data', async () => {
    const ctx = await createTestContext('pglite', { TRENDING_FIXTURES_DIR })
    try {
      const { token } = await registerUser(ctx.app)
      const res = await call(ctx.app, 'POST', '/api/trending/refresh', { token })
      expect(
        res.body.data.platforms.map((p: { sample: boolean; items: unknown[] }) => [p.sample, p.items.length]),
      ).toEqual([
        [true, 14],
        [true, 1],
        [true, 12],
      ])
    } finally {
      await ctx.close()
    }
  })
})
