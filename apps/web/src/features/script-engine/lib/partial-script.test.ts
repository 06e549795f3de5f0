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
      // No 时长 yet: estimated from the voice-over, as the saved version will be.
      ['合同', '合同里写清楚维修由谁', 3],
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

  it('shows the stream as Markdown until a section it knows begins', () => {
    expect(partialScript('Sure! Here is your script:\n\n| Shot | Line |\n|---|---|')).toBeNull()
    expect(partialScript('## Something else\ntext')).toBeNull()
    expect(partialScript('')).toBeNull()
  })
})

/**
 * Where the live view used to read the Markdown its own way and the saved version (read by the
 * server) then showed something else: the live view now shows what will be saved.
 */
describe('partial script, read as the saved version will be', () => {
  const HOOK = '## 开场钩子（前 3 秒）\n- 画面：近景\n- 口播：押金被扣光。\n- 时长：3 秒\n'
  const beatOf = (markdown: string) => partialScript(HOOK + markdown)!.script.beats[0]

  it('reads seconds as lengths: minutes, a clock range, a heading or a line that states them', () => {
    // Was 1 s (the first number), 0 s, 0 s and 0 s.
    expect(beatOf('## 分镜脚本\n### 镜头 1 · 看房\n- 口播：先看采光。\n- 时长：1分30秒\n').seconds).toBe(90)
    expect(beatOf('## 分镜脚本\n### 镜头 1 · 看房\n- 口播：先看采光。\n- 时长：0:03-0:10\n').seconds).toBe(7)
    expect(beatOf('## 分镜脚本\n### 镜头 1 · 看房（7 秒）\n- 口播：先看采光和水压。\n')).toMatchObject({
      label: '看房', // was "看房（7 秒）"
      seconds: 7,
    })
    expect(beatOf('## 分镜脚本\n### 镜头 1 · 看房\n- 口播：先看采光。（5秒）\n')).toMatchObject({
      voice_over: '先看采光。', // was "先看采光。（5秒）"
      seconds: 5,
    })
  })

  it('estimates the seconds of a section that states none from its voice-over, instead of 0 s', () => {
    const beat = beatOf('## 分镜脚本\n### 镜头 1 · 看房\n- 口播：先看采光和水压，再看朝向和噪音，最后问清楚物业费。\n')
    expect(beat.seconds).toBe(5)
    expect(partialScript('## 结尾引导\n关注我，下期讲合同。\n')!.script.call_to_action).toMatchObject({
      voice_over: '关注我，下期讲合同。', // was dropped: a line without a label
      seconds: 2,
    })
  })

  it('keeps a voice-over that runs on to the next line (was cut after its first line)', () => {
    const beat = beatOf('## 分镜脚本\n### 镜头 1 · 看房\n- 口播：先看采光，\n  再看水压。\n- 时长：7 秒\n')
    expect(beat.voice_over).toBe('先看采光， 再看水压。')
  })

  it('reads Weibo #话题# tags whole, quoted titles without their quotes, notes whole', () => {
    expect(partialScript(`${HOOK}## 话题标签\n#租房避坑# #押金#\n`)!.script.hashtags).toEqual(['租房避坑', '押金']) // was "租房避坑#"
    expect(partialScript('## 标题备选\n1. “租房四坑”\n')!.script.titles).toEqual(['租房四坑'])
    expect(partialScript('## 修改说明\n- 钩子更短：改成问句\n')!.script.notes).toEqual(['钩子更短：改成问句']) // was "改成问句"
  })

  it('keeps a caption as written, its Markdown included, as the saved post is', () => {
    expect(partialScript('## 发布文案\n- 第一行 **重点**\n第二行\n')!.script.caption).toBe('- 第一行 **重点**\n第二行')
  })

  it('draws the layouts models write instead of Markdown: a table of beats, a preamble, a bold heading, an unknown section', () => {
    // Each was shown as Markdown while it streamed, then as cards once saved.
    const table = partialScript(
      '## 分镜脚本\n| 镜头 | 画面 | 口播 | 时长 |\n|---|---|---|---|\n| 1 | 近景 | 先看采光。 | 5秒 |\n',
    )
    expect(table!.script.beats).toEqual([
      { label: '', shot: '近景', voice_over: '先看采光。', on_screen_text: '', seconds: 5 },
    ])
    expect(partialScript(`Sure! Here is your script:\n\n${HOOK}`)!.script.hook.voice_over).toBe('押金被扣光。')
    expect(partialScript('**开场钩子**\n- 口播：押金被扣光。\n')!.arrived.hook).toBe(true)
    expect(partialScript(`${HOOK}## 拍摄建议\n多用近景\n## 封面文字\n押金四坑\n`)!.script.cover_text).toBe('押金四坑')
  })
})
