import { describe, expect, it } from 'vitest'
import type { Script } from '@hookline/contract'
import { parseScriptMarkdown } from './parse'
import { renderScriptMarkdown } from './render'

const sample: Script = {
  titles: ['标题一', '标题二'],
  hook: { label: '开场钩子', shot: '人脸特写', voice_over: '你真的做对了吗？', on_screen_text: '做对了吗', seconds: 3 },
  beats: [
    { label: '痛点', shot: '中景', voice_over: '很多人都搞错了。', on_screen_text: '痛点', seconds: 8 },
    { label: '要点 1', shot: '近景', voice_over: '第一点是这样。', on_screen_text: '要点 1', seconds: 10.5 },
  ],
  call_to_action: {
    label: '结尾引导',
    shot: '对镜头',
    voice_over: '点赞关注！',
    on_screen_text: '关注 ➕',
    seconds: 4,
  },
  hashtags: ['反向消费', '干货分享'],
  cover_text: '反向消费真相',
  caption: '第一行\n第二行',
  notes: ['请核实数据'],
}

describe('parseScriptMarkdown', () => {
  it('reads back exactly what the renderer writes, in both languages and hashtag styles', () => {
    for (const language of ['zh', 'en'] as const) {
      for (const platform of ['douyin', 'weibo'] as const) {
        const parsed = parseScriptMarkdown(renderScriptMarkdown(sample, { language, platform }))
        expect(parsed.warnings).toEqual([])
        expect(parsed.complete).toBe(true)
        // The hook and CTA take their label from the section heading.
        const labels = language === 'zh' ? ['开场钩子', '结尾引导'] : ['Hook', 'Call to action']
        expect(parsed.script).toEqual({
          ...sample,
          hook: { ...sample.hook, label: labels[0] },
          call_to_action: { ...sample.call_to_action, label: labels[1] },
        })
      }
    }
  })

  it('accepts heading variants, bold labels, English field names and missing seconds', () => {
    const markdown = [
      'Sure! Here is your script:',
      '',
      '# 反向消费：年轻人的新选择',
      '',
      '**开头（0-3s）**',
      '画面：主播举起两部手机',
      '旁白: 一部 6000，一部 1000，你选哪个？',
      '',
      '## 正文',
      '**Scene 1 (0:03–0:15)**',
      '* **Visuals:** 超市货架',
      '* **VO:** 现在的年轻人，',
      '  越来越会算账了。',
      '* **On-screen text:** 会算账',
      '',
      '**Scene 2**',
      '- Shot: 对比图表',
      '- Voice-over: 数据显示，平替搜索量翻了一倍。',
      '',
      '## CTA',
      '关注我，下期讲怎么找平替。',
      '',
      'Hashtags: #反向消费 #平替, #省钱',
    ].join('\n')
    const { script, warnings, complete } = parseScriptMarkdown(markdown)
    expect(complete).toBe(true)
    expect(script.titles).toEqual(['反向消费：年轻人的新选择'])
    expect(script.hook).toMatchObject({
      shot: '主播举起两部手机',
      voice_over: '一部 6000，一部 1000，你选哪个？',
      seconds: 3,
    })
    expect(script.beats).toHaveLength(2)
    expect(script.beats[0]).toMatchObject({
      shot: '超市货架',
      voice_over: '现在的年轻人， 越来越会算账了。',
      on_screen_text: '会算账',
      seconds: 12,
    })
    expect(script.beats[1].seconds).toBeGreaterThan(0)
    expect(script.call_to_action.voice_over).toBe('关注我，下期讲怎么找平替。')
    expect(script.hashtags).toEqual(['反向消费', '平替', '省钱'])
    expect(warnings).toEqual(
      expect.arrayContaining([
        'ignored text before the first section',
        'beat 2: seconds missing, estimated from the voice-over',
        'missing section: cover text',
      ]),
    )
  })

  it('reads beats from a table, with time ranges and <br> in cells', () => {
    const markdown = [
      '## 分镜',
      '| # | 画面 | 台词 | 花字 | 时间 |',
      '|---|------|------|------|------|',
      '| 1 | 开箱 | 先说结论：值！<br>真的值 | 值！ | 0:03-0:10 |',
      '| 2 | 细节 | 做工很好 | 做工 | 8秒 |',
      '| 3 | 总结 | 冲就完了 | 冲 | 约5s |',
      '',
      '### 话题',
      '#数码# #测评#',
    ].join('\n')
    const { script } = parseScriptMarkdown(markdown)
    expect(script.beats.map((b) => b.seconds)).toEqual([7, 8, 5])
    expect(script.beats[0]).toMatchObject({ shot: '开箱', voice_over: '先说结论：值！ 真的值', on_screen_text: '值！' })
    expect(script.hashtags).toEqual(['数码', '测评'])
  })

  it('reads numbered beats without headings and a numbered section layout', () => {
    const markdown = [
      '## 1. Hook',
      'Stop scrolling: this changes everything.',
      '## 2. Script',
      '1. Problem',
      '   - Visual: messy desk',
      '   - Narration: My desk was chaos. (5s)',
      '2. Fix',
      '   - Visual: tidy desk',
      '   - Narration: Then I tried one rule.',
      '   - Time: 7 seconds',
      '## 3. Outro',
      'Follow for part two!',
      '## 4. Thumbnail text',
      'One rule',
    ].join('\n')
    const { script, complete } = parseScriptMarkdown(markdown)
    expect(complete).toBe(true)
    expect(script.hook.voice_over).toBe('Stop scrolling: this changes everything.')
    expect(script.beats.map((b) => b.label)).toEqual(['Problem', 'Fix'])
    expect(script.hook.seconds).toBe(3)
    expect(script.beats[0]).toMatchObject({ voice_over: 'My desk was chaos.', seconds: 5 })
    expect(script.beats[1]).toMatchObject({ shot: 'tidy desk', seconds: 7 })
    expect(script.cover_text).toBe('One rule')
  })

  it('never throws on odd input and says what is missing', () => {
    for (const input of [
      '',
      '   ',
      '###',
      '| a | b |\n|---|',
      '#'.repeat(500),
      'just a sentence',
      '\u0000\uFFFF',
      undefined as unknown as string,
    ]) {
      const result = parseScriptMarkdown(input)
      expect(result.complete).toBe(false)
      expect(result.warnings).toContain('missing section: beats')
    }
  })

  it('keeps what streamed before a cut-off', () => {
    const full = renderScriptMarkdown(sample, { language: 'zh', platform: 'douyin' })
    const partial = parseScriptMarkdown(full.slice(0, full.indexOf('### 镜头 2')))
    expect(partial.complete).toBe(false)
    expect(partial.script.hook.voice_over).toBe('你真的做对了吗？')
    expect(partial.script.beats).toHaveLength(1)
  })

  it('keeps the emoji and brackets of titles, which Xiaohongshu titles are made of', () => {
    const { script } = parseScriptMarkdown(
      '## 标题\n1. 反向消费｜亲测有用✨\n2. 【干货】反向消费避坑指南🔥\n3. 「省钱」的3个真相\n4. "Budget phones, explained"\n',
    )
    expect(script.titles).toEqual([
      '反向消费｜亲测有用✨',
      '【干货】反向消费避坑指南🔥',
      '「省钱」的3个真相',
      'Budget phones, explained',
    ])
  })

  it('drops brackets around a whole cover or heading, never those around a part of it', () => {
    // Was "城市漫步」为什么突然火了": a leading 「 was stripped on its own.
    const { script } = parseScriptMarkdown('## 【开场钩子】\n- 口播：开场\n## 封面文字\n「城市漫步」为什么突然火了\n')
    expect(script.cover_text).toBe('「城市漫步」为什么突然火了')
    expect(script.hook.voice_over).toBe('开场')
    expect(parseScriptMarkdown('## 封面文字\n「城市漫步」\n').script.cover_text).toBe('城市漫步')
    expect(parseScriptMarkdown('## Cover text\nNew anime 「2012」\n').script.cover_text).toBe('New anime 「2012」')
  })

  it('keeps revision notes as notes, even when a note names a section', () => {
    // Was: "已强化开场钩子：…" opened a hook section and "Hashtags: trimmed to 3" replaced the tags.
    const markdown = [
      '## 开场钩子（前 3 秒）',
      '- 口播：开场',
      '- 时长：3 秒',
      '## 分镜脚本',
      '### 镜头 1 · 要点',
      '- 口播：内容',
      '- 时长：5 秒',
      '## 结尾引导',
      '- 口播：关注我',
      '- 时长：2 秒',
      '## 话题标签',
      '#租房 #避坑',
      '## 修改说明',
      '- 已强化开场钩子：第一帧直接给结果或冲突',
      '- Punchier hook: open on the result',
      '- Hashtags: trimmed to 3',
    ].join('\n')
    const { script } = parseScriptMarkdown(markdown)
    expect(script.notes).toEqual([
      '已强化开场钩子：第一帧直接给结果或冲突',
      'Punchier hook: open on the result',
      'Hashtags: trimmed to 3',
    ])
    expect(script.hook.voice_over).toBe('开场')
    expect(script.hashtags).toEqual(['租房', '避坑'])
  })
})
