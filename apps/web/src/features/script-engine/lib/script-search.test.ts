import { describe, expect, it } from 'vitest'
import { validateScriptEngineSearch } from './script-search'

describe('validateScriptEngineSearch', () => {
  it('keeps a trending topic and a known platform', () => {
    expect(validateScriptEngineSearch({ topic: ' AI 眼镜 ', platform: 'bilibili' })).toEqual({
      topic: 'AI 眼镜',
      platform: 'bilibili',
    })
  })

  it('overrides unknown platforms and empty topics with undefined so parent search cannot leak through', () => {
    const search = validateScriptEngineSearch({ topic: '   ', platform: 'myspace' })
    expect(search).toEqual({ topic: undefined, platform: undefined })
    expect(Object.keys(search)).toEqual(['topic', 'platform'])
  })

  it('reads a numeric-looking topic as text and cuts an overlong one', () => {
    expect(validateScriptEngineSearch({ topic: 2025 }).topic).toBe('2025')
    expect(validateScriptEngineSearch({ topic: 'x'.repeat(300) }).topic).toHaveLength(200)
  })
})
