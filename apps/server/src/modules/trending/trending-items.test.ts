import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ErrorCode,
  TREND_SPARK_POINTS,
  trendingResponseSchema,
  trendingSamplesResponseSchema,
  trendItemDetailSchema,
} from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { trendingSnapshots } from '../../db/schema'
import {
  loadTrendingFixture,
  reply,
  startReplayServer,
  type ReplayServer,
} from '../../trending/testing/upstream-replay-server'

const FIRE_DOUYIN = '香港火灾已致146人遇难'
const FIRE_WEIBO = '香港大埔火灾遇难人数升至146人'

/** The recorded Weibo answer with the fire story added at 2, as a later refresh could show it. */
function weiboWithFire() {
  const payload = loadTrendingFixture('weibo.json')
  const [first] = payload.data.realtime
  payload.data.realtime.push({ ...first, word: FIRE_WEIBO, word_scheme: `#${FIRE_WEIBO}#`, realpos: 2, num: 1000 })
  return payload
}

describe.each(databaseKinds)('trending items and samples API on %s', (kind) => {
  let ctx: TestContext
  let upstream: ReplayServer
  let token: string

  beforeAll(async () => {
    upstream = await startReplayServer()
    ctx = await createTestContext(kind, upstream.env())
    token = (await registerUser(ctx.app)).token
  })
  afterAll(async () => {
    await ctx.close()
    await upstream.close()
  })

  it('serves the recorded sample lists, labelled with their date, without storing them', async () => {
    const res = await call(ctx.app, 'GET', '/api/trending/samples', { token })
    expect(res.status).toBe(200)
    const { platforms } = trendingSamplesResponseSchema.parse(res.body.data)
    expect(platforms.map((p) => [p.platform, p.sample, p.recordedAt, p.items.length])).toEqual([
      ['bilibili', true, '2022-11-19', 14],
      ['weibo', true, '2025-06-02', 1],
      ['douyin', true, '2025-12-01', 12],
    ])
    expect(platforms[2].items[0]).toMatchObject({ rank: 1, title: '多国最新涉台表态' })
    expect(platforms.flatMap((p) => p.items).some((item) => 'momentum' in item)).toBe(false)
    expect(await ctx.database.db.select().from(trendingSnapshots)).toEqual([])
    expect((await call(ctx.app, 'GET', '/api/trending/samples')).status).toBe(401)
  })

  it('lists momentum on every live row and opens an item with its history and the other platforms', async () => {
    upstream.serveRecordedPayloads()
    expect((await call(ctx.app, 'POST', '/api/trending/refresh', { token })).status).toBe(200)
    upstream.on('weibo', reply.json(weiboWithFire()))
    expect((await call(ctx.app, 'POST', '/api/trending/refresh', { token })).status).toBe(200)

    const list = trendingResponseSchema.parse((await call(ctx.app, 'GET', '/api/trending')).body.data)
    const rows = list.platforms.flatMap((p) => p.items)
    expect(rows).toHaveLength(14 + 2 + 12)
    expect(rows.every((row) => row.momentum?.spark.length === TREND_SPARK_POINTS)).toBe(true)
    const fire = list.platforms[2].items.find((item) => item.title === FIRE_DOUYIN)!
    expect(fire.momentum).toMatchObject({ key: FIRE_DOUYIN, also_on: ['weibo'], peak_rank: 5 })

    const res = await call(ctx.app, 'GET', `/api/trending/items/douyin/${encodeURIComponent(fire.momentum!.key)}`, {
      token,
    })
    expect(res.status).toBe(200)
    const detail = trendItemDetailSchema.parse(res.body.data)
    expect(detail.item).toMatchObject({ title: FIRE_DOUYIN, rank: 5, momentum: { also_on: ['weibo'] } })
    expect(detail.history.map((point) => point.rank)).toEqual([5, 5])
    expect(detail.appearances.map((a) => [a.platform, a.title, a.on_list_now])).toEqual([
      ['douyin', FIRE_DOUYIN, true],
      ['weibo', FIRE_WEIBO, true],
    ])

    const video = await call(ctx.app, 'GET', '/api/trending/items/bilibili/BV1Eg411v7a1', { token })
    expect(video.status).toBe(200)
    expect(video.body.data.item).toMatchObject({ rank: 1, url: 'https://www.bilibili.com/video/BV1Eg411v7a1' })
    expect(video.body.data.appearances).toHaveLength(1)
  })

  it('answers 404 for a key no kept list had, 400 for a key no list could have, 401 signed out', async () => {
    const unknown = await call(ctx.app, 'GET', `/api/trending/items/weibo/${encodeURIComponent('从未上榜的话题')}`, {
      token,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND)

    for (const path of [
      `/api/trending/items/weibo/${encodeURIComponent('#Not A Key#')}`,
      `/api/trending/items/douyin/${'话'.repeat(201)}`,
      `/api/trending/items/douyin/${encodeURIComponent('bad\u0000key')}`,
      '/api/trending/items/tiktok/abc',
    ]) {
      const res = await call(ctx.app, 'GET', path, { token })
      expect(res.status, path).toBe(400)
      expect(res.body.code, path).toBe(ErrorCode.VALIDATION_FAILED)
    }
    expect((await call(ctx.app, 'GET', '/api/trending/items/bilibili/BV1Eg411v7a1')).status).toBe(401)
  })
})
