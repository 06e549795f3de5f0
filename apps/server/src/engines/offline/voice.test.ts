import { describe, expect, it } from 'vitest'
import { inOurVoice } from './voice'

describe('inOurVoice', () => {
  it('says we with the verb that goes with it, a capital where a sentence or a label starts', () => {
    expect(inOurVoice("First, why I did this. I was scared, but I'm glad I've done it.", 'en', 'x')).toBe(
      "First, why we did this. We were scared, but we're glad we've done it.",
    )
    expect(inOurVoice('My verdict', 'en', 'x')).toBe('Our verdict')
    expect(inOurVoice('My verdict', 'en', '')).toBe('Our verdict')
    expect(inOurVoice('What surprised me', 'en', 'x')).toBe('What surprised us')
    expect(inOurVoice('Tell me below. The choice is mine, I am sure of myself.', 'en', 'x')).toBe(
      'Tell us below. The choice is ours, we are sure of ourselves.',
    )
    // Words that only contain the letters are left alone.
    expect(inOurVoice('Italy, Miami and mystery', 'en', 'x')).toBe('Italy, Miami and mystery')
  })

  it('says 我们 for 我 in Chinese and leaves 我们 as it is', () => {
    expect(inOurVoice('先说说我为什么要这么做。我的结论：提醒我们什么', 'zh', 'x')).toBe(
      '先说说我们为什么要这么做。我们的结论：提醒我们什么',
    )
  })

  it("quotes the topic as typed, and keeps the topic's own I and my where a shortened topic says them", () => {
    const topic = "We cooked my grandma's recipes for a month"
    expect(inOurVoice(`${topic}: my honest take`, 'en', topic)).toBe(`${topic}: our honest take`)
    expect(inOurVoice("My grandma's recipes. My verdict.", 'en', topic)).toBe("My grandma's recipes. Our verdict.")
    expect(inOurVoice('我们带我妈去了新疆，我的结论', 'zh', '我们带我妈去了新疆')).toBe(
      '我们带我妈去了新疆，我们的结论',
    )
  })
})
