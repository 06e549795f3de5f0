import { describe, expect, it } from 'vitest'
import { formatHotValue, formatMinutes } from './trend-format'

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

describe('formatMinutes', () => {
  it('says time on a list in its two largest units, in either language', () => {
    expect(formatMinutes(45, 'en')).toBe('45 min')
    expect(formatMinutes(200, 'en')).toBe('3 hr 20 min')
    expect(formatMinutes(180, 'en')).toBe('3 hr')
    expect(formatMinutes(3065, 'en')).toBe('2 days 3 hr')
    expect(formatMinutes(200, 'zh')).toBe('3小时20分钟')
    expect(formatMinutes(2880, 'zh')).toBe('2天')
    expect(formatMinutes(0, 'zh')).toBe('0分钟')
  })
})
