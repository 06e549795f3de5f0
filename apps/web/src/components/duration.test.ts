import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration'

describe('durations', () => {
  it('stay in seconds up to 90', () => {
    expect(formatDuration(3, 'zh')).toBe('3 秒')
    expect(formatDuration(4.5, 'en')).toBe('4.5 s')
    expect(formatDuration(90, 'zh')).toBe('90 秒')
    expect(formatDuration(90, 'en')).toBe('90 s')
  })

  it('read in minutes beyond 90 s, with the seconds left over', () => {
    expect(formatDuration(91, 'zh')).toBe('1 分 31 秒')
    expect(formatDuration(120, 'zh')).toBe('2 分钟')
    expect(formatDuration(150, 'en')).toBe('2 min 30 s')
    expect(formatDuration(180, 'en')).toBe('3 min')
    expect(formatDuration(179.6, 'en')).toBe('3 min')
    expect(formatDuration(600, 'zh-CN')).toBe('10 分钟')
  })
})
