import { describe, expect, it } from 'vitest'
import type { Brief } from '@hookline/contract'
import { buildMessages } from './system-prompt'

const brief: Brief = { topic: '租房避坑', platform: 'douyin', format: 'talking_head', language: 'zh' }

describe('buildMessages', () => {
  it('sends a hand-edited version as the creator’s words before their next request, so turns alternate', () => {
    const messages = buildMessages(brief, [
      { role: 'user', content: '', action: null },
      {
        role: 'assistant',
        content: '## 开场钩子（前 3 秒）\n- 口播：模型写的',
        engine: 'openai-compatible:deepseek:deepseek-chat',
      },
      { role: 'assistant', content: '## 开场钩子（前 3 秒）\n- 口播：我改过的', engine: 'edited' },
      { role: 'user', content: '', action: 'more_professional' },
    ])
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user'])
    expect(messages[1].content).toContain('模型写的')
    expect(messages[2].content).toMatch(/^I edited your last script by hand/)
    expect(messages[2].content).toContain('我改过的')
    expect(messages[2].content).toMatch(/professional/)
  })
})
