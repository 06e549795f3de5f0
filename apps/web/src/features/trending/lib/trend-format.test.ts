import { describe, expect, it } from 'vitest'
import { formatHotValue, formatTimeAgo } from './trend-format'

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

describe('formatTimeAgo', () => {
  const at = '2026-01-01T00:00:00.000Z'
  const after = (ms: number) => new Date(at).getTime() + ms

  it("is null ('Just now') under a minute, and for a clock slightly behind the server", () => {
    expect(formatTimeAgo(at, after(59_000), 'en')).toBeNull()
    expect(formatTimeAgo(at, after(-5_000), 'en')).toBeNull()
  })

  it('counts minutes, hours and days in the chosen language', () => {
    expect(formatTimeAgo(at, after(5 * 60_000), 'en')).toBe('5 minutes ago')
    expect(formatTimeAgo(at, after(5 * 60_000), 'zh')).toBe('5分钟前')
    expect(formatTimeAgo(at, after(3 * 3_600_000), 'en')).toBe('3 hours ago')
    expect(formatTimeAgo(at, after(2 * 86_400_000), 'en')).toBe('2 days ago')
  })
})
