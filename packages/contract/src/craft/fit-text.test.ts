import { describe, expect, it } from 'vitest'
import { trimToSeconds } from './fit-seconds'
import { fitText, wholeWordCut } from './fit-text'
import { speechSeconds } from './text-measure'

describe('text fitting', () => {
  it('cuts to a length after a whole word with an ellipsis, or where a phrase ends without one', () => {
    expect(fitText('Stop buying clothes you never wear', 20, { language: 'en' })).toBe('Stop buying clothes…')
    expect(fitText('「城市漫步」为什么突然火了', 20, { language: 'zh' })).toBe('「城市漫步」为什么突然火了')
    expect(wholeWordCut('What I learned cooking for a week', 24, { language: 'en' })).toBe('What I learned cooking')
  })

  it('trims a voice-over to its seconds: whole sentences first, then a marked cut, never half a placeholder', () => {
    const text = '先看采光和水压。再看朝向和噪音。最后问清楚物业费和维修由谁负责。'
    const two = trimToSeconds(text, 4, 'zh')
    expect(two).toBe('先看采光和水压。再看朝向和噪音。')
    expect(speechSeconds(two)).toBeLessThanOrEqual(4)
    expect(trimToSeconds('Stop buying clothes you never wear, because three rules fix your week.', 2, 'en')).toMatch(
      /…$/,
    )
    expect(trimToSeconds('说说你的经历【这里说你第一次租房被扣押金的经过】', 1, 'zh')).not.toContain('【')
    expect(trimToSeconds(text, 60, 'zh')).toBe(text)
  })
})
