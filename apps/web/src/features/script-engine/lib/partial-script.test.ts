import { describe, expect, it } from 'vitest'
import { partialScript } from './partial-script'

const DRAFT = [
  '## 标题备选',
  '1. 第一次租房，这四件事别忘了',
  '',
  '## 开场钩子（前 3 秒）',
  '- 画面：近景，手里攥着押金条',
  '- 口播：押金被扣光，坑都埋在签约那天。',
  '- 字幕：押金 4 坑',
  '- 时长：3 秒',
  '',
  '## 分镜脚本',
  '### 镜头 1 · 看房',
  '- 画面：白天和晚上各拍一次',
  '- 口播：先看采光和水压。',
  '- 字幕：看房',
  '- 时长：7 秒',
  '',
  '### 镜头 2 · 合同',
  '- 画面：合同特写',
  '- 口播：合同里写清楚维修由谁',
].join('\n')

describe('partial script', () => {
  it('reads what has streamed into the finished layout: titles, the hook, the beats so far, no CTA yet', () => {
    const partial = partialScript(DRAFT)!
    expect(partial.arrived).toEqual({ hook: true, callToAction: false })
    expect(partial.script.titles).toEqual(['第一次租房，这四件事别忘了'])
    expect(partial.script.hook).toMatchObject({ voice_over: '押金被扣光，坑都埋在签约那天。', seconds: 3 })
    expect(partial.script.beats.map((beat) => [beat.label, beat.voice_over, beat.seconds])).toEqual([
      ['看房', '先看采光和水压。', 7],
      ['合同', '合同里写清楚维修由谁', 0],
    ])
  })

  it('reads the sections after the beats, in English too', () => {
    const partial = partialScript(
      [
        '## Call to action',
        '- Shot: Close-up',
        '- Voice-over: Follow for part two.',
        '- Duration: 4 s',
        '## Hashtags',
        '#rent #tips',
        '## Cover text',
        'Four lease traps',
      ].join('\n'),
    )!
    expect(partial.arrived.callToAction).toBe(true)
    expect(partial.script.call_to_action).toMatchObject({ voice_over: 'Follow for part two.', seconds: 4 })
    expect(partial.script.hashtags).toEqual(['rent', 'tips'])
    expect(partial.script.cover_text).toBe('Four lease traps')
  })

  it('gives up on a layout it does not know, so the stream is shown as Markdown', () => {
    expect(partialScript('Sure! Here is your script:\n\n| Shot | Line |\n|---|---|')).toBeNull()
    expect(partialScript('## Something else\ntext')).toBeNull()
    expect(partialScript('')).toBeNull()
  })
})
