import { describe, expect, it } from 'vitest'
import { firstSentence, fitText } from './fit-text'
import { unwrap } from './text-pairs'

describe('paired brackets and quotes', () => {
  it('drops only the pairs that wrap the whole text', () => {
    expect(unwrap('「城市漫步」', '「')).toBe('城市漫步')
    expect(unwrap('「城市漫步」为什么突然火了', '「')).toBe('「城市漫步」为什么突然火了')
    expect(unwrap('新番时光机「2012年10月篇」', '「')).toBe('新番时光机「2012年10月篇」')
    expect(unwrap(' 【「开场」】 ', '【「')).toBe('开场')
    expect(unwrap("'budget phones'", "'")).toBe('budget phones')
    // Only the openers asked for.
    expect(unwrap('【开场】', '「')).toBe('【开场】')
  })

  it('reads an apostrophe as an apostrophe, not as an opening quote', () => {
    expect(firstSentence("Don't buy it yet. Wait for the sale.")).toBe("Don't buy it yet.")
    expect(fitText("Don't buy a budget phone before you watch this", 20, { language: 'en' })).toBe(
      "Don't buy a budget…",
    )
  })
})
