import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TREND_SPARK_POINTS, type TrendItemWithMomentum, type TrendPlatform } from '@hookline/contract'
import { databaseKinds, openTestDatabase } from '../../../test/test-context'
import type { Database } from '../../db/client'
import { trendHistory, trendingSnapshots } from '../../db/schema'
import { loadConfig } from '../../env'
import { createLogger } from '../../lib/logger'
import {
  reply,
  startReplayServer,
  type ReplayServer,
  TRENDING_FIXTURES_DIR,
} from '../../trending/testing/upstream-replay-server'
import { purgeTrendHistory } from './trend-history'
import { createTrendingService } from './trending.service'

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
const logger = createLogger(config)
const MINUTE = 60_000
/** 08:00 UTC, the start of a spark bucket. */
const START = Date.UTC(2026, 0, 10, 8, 0)

/** Douyin's answer listing `words` in order (the shape of the recorded payload). */
const douyin = (words: string[]) => ({
  status_code: 0,
  data: {
    word_list: words.map((word, index) => ({
      word,
      hot_value: 10_000_000 - index * 1000,
      position: index + 1,
      sentence_id: String(2_300_000 + word.length * 7 + index),
    })),
  },
})

/** Weibo's answer listing `words` in order. */
const weibo = (words: string[]) => ({
  ok: 1,
  data: {
    realtime: words.map((word, index) => ({
      word,
      word_scheme: `#${word}#`,
      realpos: index + 1,
      num: 900_000 - index,
    })),
  },
})

const FIRE_DOUYIN = '香港火灾已致146人遇难'
const FIRE_WEIBO = '香港大埔火灾遇难人数升至146人'
const [A, B, C, D, E] = [
  'U17国足晋级亚洲杯',
  '切尔西vs阿森纳',
  '曼联2:1水晶宫',
  '科技御剑 赛博修仙',
  '都来学这个冬日淡妆',
]

describe.each(databaseKinds)('rank history and momentum on %s', (kind) => {
  let database: Database
  let upstream: ReplayServer
  let now = START
  const hooks: { platform: TrendPlatform; fetchedAt: Date }[] = []
  const service = () =>
    createTrendingService({
      config,
      database,
      logger,
      source: upstream.config({ retries: 1 }),
      now: () => now,
      onRefreshed: (refresh) => void hooks.push(refresh),
    })

  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.close())
  beforeEach(async () => {
    upstream = await startReplayServer()
    // Each test scripts its own clock from scratch, some of it in the past.
    await database.db.delete(trendHistory)
    await database.db.delete(trendingSnapshots)
    hooks.length = 0
  })
  afterEach(() => upstream.close())

  const serve = (platform: 'douyin' | 'weibo', words: string[]) =>
    upstream.on(platform, reply.json(platform === 'douyin' ? douyin(words) : weibo(words)))

  async function refreshAt(at: number, platforms: TrendPlatform[] = ['douyin', 'weibo']) {
    now = at
    expect(await service().refresh({ minAgeMs: 0, platforms })).toEqual({ refreshed: true })
  }

  const listed = async (platform: TrendPlatform) => (await service().list(platform)).platforms[0].items
  const byTitle = (items: TrendItemWithMomentum[], title: string) => items.find((item) => item.title === title)!

  it('appends every live refresh, stamped with the snapshot time, and tells onRefreshed', async () => {
    upstream.serveRecordedPayloads()
    await refreshAt(START, ['bilibili', 'weibo', 'douyin'])
    await refreshAt(START + 10 * MINUTE, ['bilibili', 'weibo', 'douyin'])
    const rows = await database.db.select().from(trendHistory)
    // 14 + 1 + 12 rows per refresh, the recorded lists' lengths.
    expect(rows).toHaveLength(2 * 27)
    const view = await service().list('all')
    for (const entry of view.platforms) {
      const latest = rows.filter(
        (row) => row.platform === entry.platform && row.fetchedAt.toISOString() === entry.updatedAt,
      )
      expect(latest.map((row) => [row.rank, row.title, row.hotValue, row.url])).toEqual(
        entry.items.map((item) => [item.rank, item.title, item.hot_value, item.url]),
      )
    }
    expect(rows.find((row) => row.platform === 'bilibili')?.itemKey).toBe('BV1Eg411v7a1')
    expect(rows.find((row) => row.platform === 'weibo')?.itemKey).toBe('司机缺氧离世有5个上学孩子')
    expect(hooks.map((hook) => [hook.platform, hook.fetchedAt.getTime()])).toEqual([
      ['bilibili', START],
      ['weibo', START],
      ['douyin', START],
      ['bilibili', START + 10 * MINUTE],
      ['weibo', START + 10 * MINUTE],
      ['douyin', START + 10 * MINUTE],
    ])
  })

  it('a failing onRefreshed is logged and the refresh stands; a failed fetch appends nothing', async () => {
    upstream.serveRecordedPayloads()
    now = START
    const failing = createTrendingService({
      config,
      database,
      logger,
      source: upstream.config({ retries: 0 }),
      now: () => now,
      onRefreshed: () => Promise.reject(new Error('watch fan-out broke')),
    })
    expect(await failing.refresh({ minAgeMs: 0, platforms: ['douyin'] })).toEqual({ refreshed: true })
    upstream.on('douyin', reply.status(503))
    now += 10 * MINUTE
    await failing.refresh({ minAgeMs: 0, platforms: ['douyin'] })
    expect(await database.db.select().from(trendHistory)).toHaveLength(12)
  })

  it('keeps sample lists (TRENDING_FIXTURES_DIR) out of the history and gives them no momentum', async () => {
    const samples = createTrendingService({
      config,
      database,
      logger,
      source: upstream.config({ fixturesDir: TRENDING_FIXTURES_DIR }),
      onRefreshed: (refresh) => void hooks.push(refresh),
    })
    await samples.refresh({ minAgeMs: 0, platforms: ['douyin'] })
    expect(await database.db.select().from(trendHistory)).toHaveLength(0)
    expect(hooks).toEqual([])
    const [entry] = (await samples.list('douyin')).platforms
    expect(entry.sample).toBe(true)
    expect(entry.items[0]).not.toHaveProperty('momentum')
  })

  it('purges rows past the retention and keeps the rest', async () => {
    serve('douyin', [A, B])
    const day = 24 * 60 * MINUTE
    await refreshAt(START - 40 * day, ['douyin'])
    await refreshAt(START - 31 * day, ['douyin'])
    await refreshAt(START - 29 * day, ['douyin'])
    await refreshAt(START, ['douyin'])
    expect(await purgeTrendHistory(database, new Date(START), 30)).toEqual({ deleted: 4 })
    const left = await database.db.select().from(trendHistory)
    expect(left.map((row) => row.fetchedAt.getTime()).sort()).toEqual([
      START - 29 * day,
      START - 29 * day,
      START,
      START,
    ])
    expect(await purgeTrendHistory(database, new Date(START), 30)).toEqual({ deleted: 0 })
  })

  it('scores a scripted sequence of refreshes: new, rising, falling, time on list, peak, spark, also_on', async () => {
    // 08:00 … 08:50, every 10 minutes: the same list.
    serve('douyin', [A, B, C, D, E, FIRE_DOUYIN])
    serve('weibo', ['司机缺氧离世有5个上学孩子'])
    for (let step = 0; step < 6; step++) await refreshAt(START + step * 10 * MINUTE)

    let items = await listed('douyin')
    expect(byTitle(items, A).momentum).toMatchObject({
      key: 'u17国足晋级亚洲杯',
      first_seen_at: new Date(START).toISOString(),
      minutes_on_list: 50,
      peak_rank: 1,
      // Not an hour of history yet: no hourly change, and everything is new.
      rank_change_1h: null,
      direction: 'new',
      also_on: [],
    })

    // 09:00: the fire climbs 6 → 1, B drops 2 → 6, E leaves, a new word enters; Weibo has the fire too.
    const NEW = '12月新规来了'
    serve('douyin', [FIRE_DOUYIN, A, C, D, NEW, B])
    serve('weibo', ['司机缺氧离世有5个上学孩子', FIRE_WEIBO])
    await refreshAt(START + 60 * MINUTE)
    items = await listed('douyin')
    const momentum = (title: string) => byTitle(items, title).momentum!
    expect(momentum(FIRE_DOUYIN)).toMatchObject({
      rank_change_1h: 5,
      direction: 'rising',
      peak_rank: 1,
      minutes_on_list: 60,
      also_on: ['weibo'],
    })
    expect(momentum(B)).toMatchObject({ rank_change_1h: -4, direction: 'falling', peak_rank: 2 })
    expect(momentum(A)).toMatchObject({ rank_change_1h: -1, direction: 'steady', peak_rank: 1, minutes_on_list: 60 })
    expect(momentum(NEW)).toMatchObject({
      first_seen_at: new Date(START + 60 * MINUTE).toISOString(),
      minutes_on_list: 0,
      rank_change_1h: null,
      direction: 'new',
    })
    const weiboFire = byTitle(await listed('weibo'), FIRE_WEIBO).momentum!
    expect(weiboFire).toMatchObject({ direction: 'new', also_on: ['douyin'] })

    // Spark: 48 half hours ending with 09:00-09:29; 08:00-08:29 and 08:30-08:59 before it.
    expect(momentum(A).spark).toHaveLength(TREND_SPARK_POINTS)
    expect(momentum(A).spark.slice(-3)).toEqual([1, 1, 2])
    expect(momentum(FIRE_DOUYIN).spark.slice(-3)).toEqual([6, 6, 1])
    expect(momentum(NEW).spark.slice(-3)).toEqual([null, null, 5])
    expect(
      momentum(A)
        .spark.slice(0, -3)
        .every((point) => point === null),
    ).toBe(true)

    // 10:10: E comes back. First seen at 08:00, so not new; the refresh an hour before (09:00)
    // did not list it, so it has no hourly change.
    serve('douyin', [FIRE_DOUYIN, A, E, C, D, NEW])
    await refreshAt(START + 130 * MINUTE, ['douyin'])
    items = await listed('douyin')
    expect(momentum(E)).toMatchObject({
      first_seen_at: new Date(START).toISOString(),
      minutes_on_list: 130,
      rank_change_1h: null,
      direction: 'steady',
      peak_rank: 3,
    })
    expect(momentum(FIRE_DOUYIN)).toMatchObject({ rank_change_1h: 0, direction: 'steady', peak_rank: 1 })
    expect(momentum(A).spark.slice(-5)).toEqual([1, 1, 2, null, 2])

    // The clock moves on without a refresh: the spark slides by one bucket, the rest holds.
    now = START + 160 * MINUTE
    items = await listed('douyin')
    expect(momentum(A).spark.slice(-6)).toEqual([1, 1, 2, null, 2, null])
    expect(momentum(E).minutes_on_list).toBe(130)
  })
})
