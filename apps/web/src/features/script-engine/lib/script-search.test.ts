import { describe, expect, it } from 'vitest'
import { scriptEngineSearchSchema } from './script-search'

const validateScriptEngineSearch = (search: Record<string, unknown>) => scriptEngineSearchSchema.parse(search)

describe('scriptEngineSearchSchema', () => {
  it('keeps a trending topic and a known platform', () => {
    expect(validateScriptEngineSearch({ topic: ' AI 眼镜 ', platform: 'bilibili' })).toEqual({
      topic: 'AI 眼镜',
      platform: 'bilibili',
    })
  })

  it('overrides unknown platforms and empty topics with undefined so parent search cannot leak through', () => {
    const search = validateScriptEngineSearch({ topic: '   ', platform: 'myspace', trend: 'x' })
    expect(search).toEqual({ topic: undefined, platform: undefined, trend: undefined })
    // The router lays this over the raw search: a key the URL had must come back, as undefined.
    expect(Object.keys(search)).toEqual(['topic', 'platform', 'trend'])
  })

  it('reads a numeric-looking topic as text and cuts an overlong one', () => {
    expect(validateScriptEngineSearch({ topic: 2025 }).topic).toBe('2025')
    expect(validateScriptEngineSearch({ topic: 'x'.repeat(300) }).topic).toHaveLength(200)
  })

  it('keeps the trending item Hot Discoveries hands over, with only its known keys of the right types', () => {
    const trend = {
      platform: 'weibo',
      title: ' 多地发布寒潮预警 ',
      rank: 3,
      hot_value: 1234567,
      seen_at: '2026-11-28T01:05:00.000Z',
      url: 'https://s.weibo.com/weibo?q=x',
      description: '沸',
      cover_url: 'https://example.com/a.png',
    }
    expect(validateScriptEngineSearch({ topic: '多地发布寒潮预警', platform: 'weibo', trend }).trend).toEqual({
      platform: 'weibo',
      title: '多地发布寒潮预警',
      rank: 3,
      hot_value: 1234567,
      seen_at: '2026-11-28T01:05:00.000Z',
      url: 'https://s.weibo.com/weibo?q=x',
      description: '沸',
    })
    expect(
      validateScriptEngineSearch({ trend: { platform: 'weibo', title: 'x', rank: '3', hot_value: 1.5 } }).trend,
    ).toEqual({ platform: 'weibo', title: 'x' })
    for (const bad of ['x', 42, null, { platform: 'myspace', title: 'x' }, { platform: 'weibo', title: '  ' }])
      expect(validateScriptEngineSearch({ trend: bad }).trend).toBeUndefined()
  })
})
