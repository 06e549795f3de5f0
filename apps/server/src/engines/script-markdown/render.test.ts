import { describe, expect, it } from 'vitest'
import type { Script } from '@hookline/contract'
import { parseScriptMarkdown } from '@hookline/contract/script-markdown'
import { renderScriptMarkdown } from './render'

/** The renderer writes the one layout the reader (the contract's parseScriptMarkdown) reads back whole. */
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

describe('rendered script Markdown', () => {
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

  it('keeps what streamed before a cut-off', () => {
    const full = renderScriptMarkdown(sample, { language: 'zh', platform: 'douyin' })
    const partial = parseScriptMarkdown(full.slice(0, full.indexOf('### 镜头 2')))
    expect(partial.complete).toBe(false)
    expect(partial.script.hook.voice_over).toBe('你真的做对了吗？')
    expect(partial.script.beats).toHaveLength(1)
  })
})
