import { describe, expect, it } from 'vitest'
import { briefSchema, LANGUAGE_IDS, PLATFORM_IDS, PLATFORM_RULES, SPEAKING_RATES, type Brief } from '@hookline/contract'
import { parseScriptMarkdown } from '../script-markdown/parse'
import { briefMessage, buildMessages, buildSystemPrompt } from './system-prompt'

const brief: Brief = { topic: '租房避坑', platform: 'douyin', format: 'talking_head', language: 'zh' }

/** 17:30 UTC on the 27th is already the 28th in China. */
const NOW = new Date('2026-11-27T17:30:00Z')

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

describe('what the model knows of its topic', () => {
  it("tells the model today's date, in China Standard Time", () => {
    const prompt = buildSystemPrompt(briefSchema.parse(brief), 'zh', 30, NOW)
    expect(prompt).toContain("Today's date: 2026-11-28 (Saturday, China Standard Time).")
    // Without a date given, it is today's.
    expect(buildSystemPrompt(briefSchema.parse(brief), 'zh')).toMatch(/Today's date: \d{4}-\d{2}-\d{2} \(\w+day,/)
  })

  it('puts what Hookline knows of a trending item into the brief, and says that is all the model knows', () => {
    const trending = briefSchema.parse({
      topic: '多地发布寒潮预警',
      platform: 'weibo',
      language: 'zh',
      trend: {
        platform: 'weibo',
        title: '多地发布寒潮预警',
        rank: 3,
        hot_value: 1234567,
        seen_at: '2026-11-28T01:05:00Z',
        url: 'https://s.weibo.com/weibo?q=%23%E5%A4%9A%E5%9C%B0%E5%8F%91%E5%B8%83%E5%AF%92%E6%BD%AE%E9%A2%84%E8%AD%A6%23',
        description: '沸',
      },
    })
    const message = briefMessage(trending)
    expect(message).toContain('This topic is a trending item. What Hookline knows of it is everything you know:')
    expect(message).toContain('- On the list: Weibo hot search (微博热搜), rank 3')
    expect(message).toContain('- As listed: 多地发布寒潮预警')
    expect(message).toContain('- Heat: 1,234,567 search heat')
    expect(message).toContain('- Seen on the list: 2026-11-28 09:05 (China Standard Time)')
    expect(message).toContain("- The source's description or label: 沸")
    expect(message).toContain('- Link: https://s.weibo.com/weibo?q=')
    expect(message).toMatch(/anything about the item not written above is a 【…】 placeholder/)
    // It is the conversation's first message, so every follow-up still carries it.
    expect(buildMessages(trending, [{ role: 'user', content: '' }])[0].content).toBe(message)

    // Bilibili counts plays; an item without rank, heat or link says only what it has.
    const bare = briefMessage(
      briefSchema.parse({
        topic: 'Budget phones in 2026',
        platform: 'bilibili',
        language: 'en',
        trend: { platform: 'bilibili', title: '百元机横评', hot_value: 98000 },
      }),
    )
    expect(bare).toContain('- On the list: Bilibili ranking (B站排行榜)\n')
    expect(bare).toContain('- Heat: 98,000 plays')
    expect(bare).not.toMatch(/Link:|Seen on the list|rank \d/)
    expect(bare).toMatch(/is a \[…\] placeholder/)

    expect(briefMessage(briefSchema.parse(brief))).not.toContain('trending')
  })

  it('forbids inventing what happened in a news topic, with a placeholder in the script’s own brackets', () => {
    const zh = buildSystemPrompt(briefSchema.parse(brief), 'zh', 30, NOW)
    expect(zh).toMatch(/News, events and trending topics: never invent what happened/)
    expect(zh).toContain('e.g. 【这里补充事件经过，注明信息来源】')
    const en = buildSystemPrompt(briefSchema.parse({ ...brief, language: 'en' }), 'en', 30, NOW)
    expect(en).toContain('e.g. [what happened, from a source you trust]')
  })
})

describe('the system prompt agrees with itself and with the check', () => {
  const cases = PLATFORM_IDS.flatMap((platform) => LANGUAGE_IDS.map((language) => ({ platform, language })))

  it.each(cases)(
    'never shows a call to action that promises a next part beside the rule against it ($platform, $language)',
    ({ platform, language }) => {
      const prompt = buildSystemPrompt(briefSchema.parse({ ...brief, platform, language }), language, undefined, NOW)
      const rule = prompt.split('\n').find((line) => line.startsWith('- Call to action:'))!
      expect(rule).toContain('Do not promise a next video')
      // Everything else the model reads (the platform's example line, the example script) keeps the rule.
      const rest = prompt.replace(rule, '')
      expect(rest).not.toMatch(/下期|下一期|下集|next time|next video|part 2|part two|review next|apart next/i)
    },
  )

  it('asks for nothing in the hook that its budget cannot hold: Bilibili previews its chapters in the first beat', () => {
    const prompt = buildSystemPrompt(briefSchema.parse({ ...brief, platform: 'bilibili' }), 'zh', 120, NOW)
    expect(prompt).toContain('its voice-over is at most 13 字')
    expect(prompt).toContain('preview the chapters in the first beat, not the hook')
    expect(prompt).not.toMatch(/then preview the chapters in one line/)
  })

  it.each(cases)(
    'takes its budgets from the platform rules the check measures with ($platform, $language)',
    ({ platform, language }) => {
      const rules = PLATFORM_RULES[platform]
      const prompt = buildSystemPrompt(briefSchema.parse({ ...brief, platform, language }), language, 60, NOW)
      const hookBudget = Math.floor(rules.hookSeconds * SPEAKING_RATES[language].perSecond)
      expect(prompt).toContain(`The hook lasts at most ${rules.hookSeconds} s`)
      expect(prompt).toContain(`at most ${hookBudget} ${language === 'zh' ? '字' : 'words'}: one short sentence`)
      expect(prompt).toContain(`beats on this platform run ${rules.beatSeconds.min}–${rules.beatSeconds.max} s`)
      expect(prompt).toContain(`${rules.hashtagCount.min}–${rules.hashtagCount.max} hashtags`)
      expect(prompt).toContain(`Titles at most ${rules.limits.title} and cover text at most ${rules.limits.coverText}`)
      // The layout it asks for is the one the parser reads: the skeleton parses to every section.
      const skeleton = prompt.slice(
        prompt.indexOf('Use exactly this Markdown layout and these headings:'),
        prompt.indexOf('An example of the layout'),
      )
      const parsed = parseScriptMarkdown(skeleton.slice(skeleton.indexOf('\n')))
      expect(parsed.missing).toEqual([])
      expect(parsed.complete).toBe(true)
    },
  )
})
