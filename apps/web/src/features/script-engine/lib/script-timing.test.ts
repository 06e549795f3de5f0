import { describe, expect, it } from 'vitest'
import { beatSpans, onTarget, timecode } from './script-timing'

describe('script timing', () => {
  it('formats timecodes and accepts ±10 % of the target', () => {
    expect(timecode(8)).toBe('0:08')
    expect(timecode(75)).toBe('1:15')
    expect(onTarget(49, 45)).toBe(true)
    expect(onTarget(50, 45)).toBe(false)
  })
})

describe('beatSpans', () => {
  it('lays the beats end to end from the given start', () => {
    expect(beatSpans([{ seconds: 5 }, { seconds: 12 }, { seconds: 8 }], 3)).toEqual([
      { from: 3, to: 8 },
      { from: 8, to: 20 },
      { from: 20, to: 28 },
    ])
  })

  it('has no spans for no beats', () => {
    expect(beatSpans([], 3)).toEqual([])
  })
})
