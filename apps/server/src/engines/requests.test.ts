import { describe, expect, it } from 'vitest'
import { briefSchema } from '@hookline/contract'
import { planRequest, versionTarget } from './requests'

const brief = briefSchema.parse({ topic: '反向消费', platform: 'douyin', duration_seconds: 60 })

describe('follow-up requests', () => {
  it('reads the quick actions’ keywords for the offline engine, and only what is explicit for a model', () => {
    const turn = { role: 'user' as const, content: '精简一下，更专业些' }
    expect(planRequest(turn).actions).toEqual(['shorter', 'more_professional'])
    expect(planRequest(turn, 'explicit').actions).toEqual([])
    expect(planRequest({ ...turn, action: 'shorter' }, 'explicit').actions).toEqual(['shorter'])
    expect(planRequest({ role: 'user', content: 'cut it to 30 seconds' }, 'explicit').targetSeconds).toBe(30)
  })

  it('understands "funnier" and a length in either language', () => {
    for (const content of ['make it funnier', 'funnier', 'Funnier please', '更搞笑一点', 'a bit more light-hearted']) {
      expect(planRequest({ role: 'user', content }).actions, content).toContain('more_humorous')
    }
    expect(planRequest({ role: 'user', content: 'cut it to 15 seconds' })).toMatchObject({
      actions: [],
      targetSeconds: 15,
    })
    expect(planRequest({ role: 'user', content: '压到 30 秒' })).toMatchObject({ actions: [], targetSeconds: 30 })
    expect(planRequest({ role: 'user', content: 'cut it down' }).actions).toEqual(['shorter'])
  })

  it('reads a request to change the language, not a mention of one', () => {
    for (const content of [
      '翻译成英文',
      '改成英文',
      '用英文重写',
      '出个英文版',
      'translate it',
      'Translate into Chinese',
      'now in English please',
      'an English version',
    ]) {
      expect(planRequest({ role: 'user', content }).actions, content).toContain('translate')
    }
    for (const content of ['中文字幕加粗一点', '标题里加几个英文单词', '英语老师的视角']) {
      expect(planRequest({ role: 'user', content }).actions, content).not.toContain('translate')
    }
  })

  it('takes a clock time or a score in a request for what it says, not for a length', () => {
    // Was 390 s and 730 s: "6:30" and "12:10" (inside "112:108") were read as minutes and seconds.
    expect(planRequest({ role: 'user', content: '早上6:30起床那段改成30秒' }).targetSeconds).toBe(30)
    expect(planRequest({ role: 'user', content: '湖人112:108那场，压到45秒' }).targetSeconds).toBe(45)
    expect(planRequest({ role: 'user', content: 'Open on the 5:30 AM alarm' }, 'explicit').targetSeconds).toBeNull()
    expect(planRequest({ role: 'user', content: '加一句：比分2:1，打进2分' }).targetSeconds).toBeNull()
    expect(planRequest({ role: 'user', content: '改成1分30秒' }).targetSeconds).toBe(90)
  })

  it('does not take a "short video" (短视频) for a request to cut', () => {
    expect(planRequest({ role: 'user', content: '改成更像短视频的口吻' }).actions).not.toContain('shorter')
    expect(planRequest({ role: 'user', content: '再短一点' }).actions).toContain('shorter')
  })

  it('folds the requests into the target of the version being written', () => {
    const history = [
      { role: 'user' as const, content: '' },
      { role: 'assistant' as const, content: '…' },
      { role: 'user' as const, content: '', action: 'shorter' as const },
      { role: 'assistant' as const, content: '…' },
      { role: 'user' as const, content: '再短一点' },
    ]
    // 60 → 42 (quick action) → 29 (keyword, offline only).
    expect(versionTarget(brief, history, 'keywords')).toBe(29)
    expect(versionTarget(brief, history, 'explicit')).toBe(42)
    expect(
      versionTarget(
        brief,
        [...history, { role: 'assistant', content: '…' }, { role: 'user', content: '压到 50 秒' }],
        'explicit',
      ),
    ).toBe(50)
  })
})
