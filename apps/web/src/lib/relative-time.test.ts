import { describe, expect, it } from 'vitest'
import { exactTime, timeAgo } from './relative-time'

const at = '2026-06-03T12:00:00Z'
const after = (ms: number) => new Date(at).getTime() + ms

describe('timeAgo', () => {
  it('is null under a minute and for a time ahead of the clock (the caller says just now)', () => {
    expect(timeAgo(at, 'en', after(59_000))).toBeNull()
    expect(timeAgo(at, 'en', after(-5_000))).toBeNull()
  })

  it('counts whole units down, in either language', () => {
    expect(timeAgo(at, 'en', after(5 * 60_000))).toBe('5 minutes ago')
    expect(timeAgo(at, 'zh', after(5 * 60_000))).toBe('5分钟前')
    expect(timeAgo(at, 'en', after(3 * 3_600_000 + 50 * 60_000))).toBe('3 hours ago')
    expect(timeAgo(at, 'en', after(86_400_000))).toBe('yesterday')
    expect(timeAgo(at, 'zh', after(2 * 86_400_000))).toBe('前天')
    expect(timeAgo(at, 'en', after(15 * 86_400_000))).toBe('2 weeks ago')
    expect(timeAgo(at, 'en', after(400 * 86_400_000))).toBe('last year')
  })
})

describe('exactTime', () => {
  it('writes the date and time the way each language does', () => {
    expect(exactTime(at, 'en')).toMatch(/Jun 3, 2026/)
    expect(exactTime(at, 'zh')).toMatch(/2026年6月3日/)
  })
})
