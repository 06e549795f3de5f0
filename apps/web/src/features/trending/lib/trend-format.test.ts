import { describe, expect, it } from 'vitest'
import { formatHotValue } from './trend-format'

describe('formatHotValue', () => {
  it('writes Chinese heat in 万 and 亿', () => {
    expect(formatHotValue(12_000, 'zh')).toBe('1.2万')
    expect(formatHotValue(123_456_789, 'zh')).toBe('1.2亿')
  })

  it('writes English heat in K and M', () => {
    expect(formatHotValue(12_000, 'en')).toBe('12K')
    expect(formatHotValue(4_912_345, 'en')).toBe('4.9M')
  })

  it('leaves small numbers as they are', () => {
    expect(formatHotValue(999, 'en')).toBe('999')
  })
})
