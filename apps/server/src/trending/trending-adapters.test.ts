import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchAllTrends, fetchPlatformTrends, type PlatformFetchResult } from './fetch-platform-trends'
import { trendAdapters } from './adapters'
import { DEFAULT_TRENDING_SOURCE_CONFIG } from './trending-source-config'
import {
  loadTrendingFixture,
  reply,
  startReplayServer,
  TRENDING_FIXTURES_DIR,
  type ReplayServer,
} from './testing/upstream-replay-server'

const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

function itemsOf(result: PlatformFetchResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.failure.kind}: ${result.failure.message}`)
  return result.items
}

describe('trending adapters against replayed upstream payloads', () => {
  let upstream: ReplayServer
  beforeEach(async () => {
    upstream = await startReplayServer()
  })
  afterEach(() => upstream.close())

  it('maps the Bilibili ranking with position ranks, canonical video links, plays and https covers', async () => {
    upstream.on('bilibili', reply.json(loadTrendingFixture('bilibili.json')))
    const result = await fetchPlatformTrends(trendAdapters.bilibili, { config: upstream.config(), logger: logger() })
    const items = itemsOf(result)
    expect(result).toMatchObject({ sample: false })
    expect(items).toHaveLength(14)
    expect(items.map((item) => item.rank)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1))
    expect(items[0]).toEqual({
      platform: 'bilibili',
      rank: 1,
      title: '神作之月！十年前的奇迹！新番时光机「2012年10月篇」',
      url: 'https://www.bilibili.com/video/BV1Eg411v7a1',
      hot_value: 1156543,
      cover_url: 'https://i1.hdslb.com/bfs/archive/c70d89ce459eb4a501885f7050ee37d94a5944e4.jpg',
    })
    expect(items[13]).toMatchObject({ rank: 14, hot_value: 422301, url: 'https://www.bilibili.com/video/BV1h14y1H7Ls' })
    const [request] = upstream.requests
    expect(request.path).toBe('/x/web-interface/ranking/v2?rid=0&type=all')
    expect(request.headers['user-agent']).toMatch(/^Mozilla\/5\.0/)
    expect(request.headers.referer).toBe('https://www.bilibili.com/ranking/all')
  })

  it('falls back to Bilibili popular when ranking/v2 is refused by risk control', async () => {
    const refused = reply.json({ code: -352, message: '-352', ttl: 1 })
    const popular = reply.json(loadTrendingFixture('bilibili-popular.json'))
    upstream.on('bilibili', (req, res) => (req.url!.includes('/ranking/') ? refused : popular)(req, res))
    const items = itemsOf(
      await fetchPlatformTrends(trendAdapters.bilibili, { config: upstream.config(), logger: logger() }),
    )
    expect(items.map(({ rank, title, hot_value, label }) => ({ rank, title, hot_value, label }))).toEqual([
      { rank: 1, title: '《抬您上泰山》', hot_value: 2465053, label: '百万播放' },
      { rank: 2, title: '杭州居然有科普展贩卖保护动物？？？', hot_value: 406829, label: '6万点赞' },
    ])
  })

  it('maps Weibo realtime rows to topic search links with heat and badge', async () => {
    upstream.on('weibo', reply.json(loadTrendingFixture('weibo.json')))
    const items = itemsOf(
      await fetchPlatformTrends(trendAdapters.weibo, { config: upstream.config(), logger: logger() }),
    )
    expect(items).toEqual([
      {
        platform: 'weibo',
        rank: 1,
        title: '司机缺氧离世有5个上学孩子',
        url: `https://s.weibo.com/weibo?q=${encodeURIComponent('#司机缺氧离世有5个上学孩子#')}`,
        hot_value: 1189449,
        label: '新',
      },
    ])
    expect(upstream.requests[0].path).toBe('/ajax/side/hotSearch')
    expect(upstream.requests[0].headers.referer).toBe('https://weibo.com/')
  })

  it('drops Weibo ad rows and orders rows by realpos', async () => {
    const payload = loadTrendingFixture('weibo.json')
    const [first] = payload.data.realtime
    const second = { ...first, word: '金价上冲', word_scheme: '#金价上冲#', realpos: 2, num: 900000 }
    const ad = { word: '某品牌新品', is_ad: 1, topic_ad: 1, num: 5 }
    payload.data.realtime = [second, ad, first]
    upstream.on('weibo', reply.json(payload))
    const items = itemsOf(
      await fetchPlatformTrends(trendAdapters.weibo, { config: upstream.config(), logger: logger() }),
    )
    expect(items.map((item) => [item.rank, item.title])).toEqual([
      [1, '司机缺氧离世有5个上学孩子'],
      [2, '金价上冲'],
    ])
  })

  it('maps the Douyin word list by position, leaving the unranked trending list out', async () => {
    upstream.on('douyin', reply.json(loadTrendingFixture('douyin.json')))
    const items = itemsOf(
      await fetchPlatformTrends(trendAdapters.douyin, { config: upstream.config(), logger: logger() }),
    )
    expect(items).toHaveLength(12)
    expect(items[0]).toMatchObject({
      platform: 'douyin',
      rank: 1,
      title: '多国最新涉台表态',
      url: 'https://www.douyin.com/hot/2322265',
      hot_value: 12103404,
    })
    expect(items[0].cover_url).toMatch(
      /^https:\/\/p9-sign\.douyinpic\.com\/tos-cn-p-0015\/oIAwPsaBi28AsLAtR7WBwXgI93DPMSiQQIIyj/,
    )
    expect(items[1]).toMatchObject({ rank: 2, title: 'U17国足晋级亚洲杯', hot_value: 11819187, label: '热' })
    expect(items[11]).toMatchObject({ rank: 12, title: '山西吕梁铁路坍塌致11死系谣言', label: '辟谣' })
    expect(items.some((item) => item.title === '勇士主场致敬卢尼')).toBe(false)
    expect(upstream.requests[0].headers['user-agent']).toBe('okhttp3')
  })

  it('skips Douyin rows without a position (专题 entries)', async () => {
    const payload = loadTrendingFixture('douyin.json')
    payload.data.word_list.unshift({ word: '专题', hot_value: 0, word_type: 2 })
    upstream.on('douyin', reply.json(payload))
    const items = itemsOf(
      await fetchPlatformTrends(trendAdapters.douyin, { config: upstream.config(), logger: logger() }),
    )
    expect(items[0].title).toBe('多国最新涉台表态')
  })
})

describe('TRENDING_FIXTURES_DIR mode', () => {
  it('reads every platform from the recorded files, flagged as sample data, without network', async () => {
    const config = { ...DEFAULT_TRENDING_SOURCE_CONFIG, fixturesDir: TRENDING_FIXTURES_DIR }
    const results = await fetchAllTrends({ config, logger: logger() })
    expect(results.map((r) => [r.platform, r.ok, r.ok && r.sample, r.ok && r.items.length])).toEqual([
      ['bilibili', true, true, 14],
      ['weibo', true, true, 1],
      ['douyin', true, true, 12],
    ])
  })

  it('reports a missing fixture folder as that platform failing', async () => {
    const log = logger()
    const config = { ...DEFAULT_TRENDING_SOURCE_CONFIG, fixturesDir: '/nonexistent' }
    const result = await fetchPlatformTrends(trendAdapters.weibo, { config, logger: log })
    expect(result).toMatchObject({ ok: false, failure: { kind: 'fixture_unreadable' } })
    expect(log.warn).toHaveBeenCalledOnce()
  })
})
