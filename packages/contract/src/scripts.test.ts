import { describe, expect, it } from 'vitest'
import { PLATFORM_DURATIONS, PLATFORMS, targetSeconds } from './index'

describe('platform durations', () => {
  it('gives every platform a typical length inside its own range', () => {
    for (const platform of PLATFORMS) {
      const { min, max, default: typical } = PLATFORM_DURATIONS[platform]
      expect(min).toBeLessThanOrEqual(typical)
      expect(typical).toBeLessThanOrEqual(max)
    }
  })

  it("uses the brief's target when it has one, else the platform's typical length", () => {
    expect(targetSeconds('bilibili')).toBe(300)
    expect(targetSeconds('douyin', null)).toBe(45)
    expect(targetSeconds('douyin', 20)).toBe(20)
  })
})
