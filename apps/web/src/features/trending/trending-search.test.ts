import { describe, expect, it } from 'vitest'
import { TREND_PLATFORMS, TREND_SORTS } from '@hookline/contract'
import {
  parseItemRef,
  TRENDING_FILTERS,
  TRENDING_PLATFORMS,
  TRENDING_SORTS,
  trendingListSearchSchema,
  trendingSearchSchema,
} from './trending-search'
import { scriptEngineSearch } from './lib/script-engine-link'

const validateTrendingSearch = (search: Record<string, unknown>) => trendingSearchSchema.parse(search)
const validateTrendingListSearch = (search: Record<string, unknown>) => trendingListSearchSchema.parse(search)

describe('trending search params', () => {
  it("offers every source and sort of the contract, in the contract's order", () => {
    // A source missing here would be one the page cannot show: the diff names it.
    expect(TRENDING_PLATFORMS).toEqual([...TREND_PLATFORMS])
    expect(TRENDING_FILTERS).toEqual(['all', ...TREND_PLATFORMS])
    expect(TRENDING_SORTS).toEqual([...TREND_SORTS])
    for (const platform of TREND_PLATFORMS) {
      expect(validateTrendingListSearch({ platform })).toEqual({ platform })
      expect(parseItemRef(`${platform}:x`)).toEqual({ platform, key: 'x' })
    }
  })

  it("keeps a known platform and treats 'all', unknown or missing as All Platforms", () => {
    expect(validateTrendingSearch({ platform: 'weibo' })).toEqual({ platform: 'weibo' })
    for (const platform of ['all', 'tiktok', 42, undefined]) expect(validateTrendingSearch({ platform })).toEqual({})
  })

  it('lets the full ranking show one platform only', () => {
    expect(validateTrendingListSearch({ platform: 'douyin' })).toEqual({ platform: 'douyin' })
    expect(validateTrendingListSearch({ platform: 'all' })).toEqual({})
  })

  it("keeps a known sort, and drops 'rank' (the default) and anything else", () => {
    expect(validateTrendingSearch({ sort: 'rising' })).toEqual({ sort: 'rising' })
    expect(validateTrendingListSearch({ platform: 'weibo', sort: 'newest' })).toEqual({
      platform: 'weibo',
      sort: 'newest',
    })
    for (const sort of ['rank', 'hot', 'RISING', 1, null]) expect(validateTrendingSearch({ sort })).toEqual({})
  })

  it('keeps an open item as <platform>:<key>, whose key may hold a colon', () => {
    expect(validateTrendingSearch({ item: 'weibo:猫粮' })).toEqual({ item: 'weibo:猫粮' })
    expect(parseItemRef('bilibili:BV1:x')).toEqual({ platform: 'bilibili', key: 'BV1:x' })
    for (const item of ['tiktok:x', 'weibo:', 'weibo: ', ':x', 'weibo', 42, `weibo:${'x'.repeat(400)}`]) {
      expect(parseItemRef(item)).toBeNull()
      expect(validateTrendingListSearch({ item })).toEqual({})
    }
  })
})

describe('scriptEngineSearch', () => {
  it("hands the topic, the script engine's platform name and the item itself to /script-engine", () => {
    const item = {
      title: '多国最新涉台表态',
      platform: 'douyin' as const,
      rank: 3,
      hot_value: 12103404,
      url: 'https://www.douyin.com/hot/2312345',
      label: '热',
    }
    expect(scriptEngineSearch(item, '2026-11-28T01:05:00.000Z')).toEqual({
      topic: '多国最新涉台表态',
      platform: 'douyin',
      trend: {
        platform: 'douyin',
        title: '多国最新涉台表态',
        rank: 3,
        hot_value: 12103404,
        url: 'https://www.douyin.com/hot/2312345',
        description: '热',
        seen_at: '2026-11-28T01:05:00.000Z',
      },
    })
    expect(scriptEngineSearch({ title: 'x', platform: 'bilibili' }).platform).toBe('bilibili')
    // No label, no read time: the item says only what it has.
    expect(scriptEngineSearch({ title: 'x', platform: 'weibo', rank: 1, hot_value: 0 }, null).trend).toEqual({
      platform: 'weibo',
      title: 'x',
      rank: 1,
      hot_value: 0,
    })
  })
})
