import { describe, expect, it } from 'vitest'
import { validateTrendingListSearch, validateTrendingSearch } from './trending-search'
import { scriptEngineSearch } from './lib/script-engine-link'

describe('trending search params', () => {
  it("keeps a known platform and treats 'all', unknown or missing as All Platforms", () => {
    expect(validateTrendingSearch({ platform: 'weibo' })).toEqual({ platform: 'weibo' })
    for (const platform of ['all', 'tiktok', 42, undefined]) expect(validateTrendingSearch({ platform })).toEqual({})
  })

  it('lets the full ranking show one platform only', () => {
    expect(validateTrendingListSearch({ platform: 'douyin' })).toEqual({ platform: 'douyin' })
    expect(validateTrendingListSearch({ platform: 'all' })).toEqual({})
  })
})

describe('scriptEngineSearch', () => {
  it("hands the topic and the script engine's platform name to /script-engine", () => {
    expect(scriptEngineSearch({ title: '多国最新涉台表态', platform: 'douyin' })).toEqual({
      topic: '多国最新涉台表态',
      platform: 'douyin',
    })
    expect(scriptEngineSearch({ title: 'x', platform: 'bilibili' }).platform).toBe('bilibili')
    expect(scriptEngineSearch({ title: 'x', platform: 'weibo' }).platform).toBe('weibo')
  })
})
