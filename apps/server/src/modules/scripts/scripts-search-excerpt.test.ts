import { describe, expect, it } from 'vitest'
import { EXCERPT_LENGTH, buildExcerpt, findMatches, markdownToPlain } from './scripts-search-excerpt'
import { cjkBigrams, likePattern } from './scripts-search'

describe('History excerpts and match ranges', () => {
  it('finds every case-insensitive occurrence as [start, end) string indices', () => {
    expect(findMatches('Coffee and COFFEE', 'coffee')).toEqual([
      [0, 6],
      [11, 17],
    ])
    expect(findMatches('手冲咖啡教程', '咖啡')).toEqual([[2, 4]])
    expect(findMatches('anything', '')).toEqual([])
    // A character whose lower case is longer keeps the indices aligned with the original.
    expect(findMatches('İstanbul coffee', 'coffee')).toEqual([[9, 15]])
  })

  it('reads Markdown as one line of text without heading, list or table marks', () => {
    expect(markdownToPlain('## 开场钩子\n- 画面：手冲咖啡\n\n| a | b |\n|---|---|\n**bold** `x`')).toBe(
      '开场钩子 画面：手冲咖啡 a b bold x',
    )
  })

  it('centres the excerpt on the first match and shifts its ranges into the excerpt', () => {
    const markdown = `${'前'.repeat(300)}手冲咖啡${'后'.repeat(300)}`
    const { excerpt, ranges } = buildExcerpt(markdown, '咖啡')
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(ranges).toHaveLength(1)
    expect(excerpt.slice(ranges[0][0], ranges[0][1])).toBe('咖啡')
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 2)
  })

  it('opens on what the script says without a query or a match in the text', () => {
    const script = [
      '## Title options',
      '1. Budget phones: 3 things you need to know',
      '## Hook (first 3 s)',
      '- Shot: Vertical, close-up',
      '- Voice-over: Budget phones are winning.',
      '- On-screen text: Watch',
      '- Duration: 3 s',
      '## Beats',
      '### Beat 1 · Point 1',
      '- Shot: B-roll',
      '- Voice-over: Point 1: battery life.',
      '- On-screen text: #1',
      '- Duration: 10 s',
      '## Call to action',
      '- Shot: Close-up',
      '- Voice-over: Follow for more.',
      '- On-screen text: Follow',
      '- Duration: 2 s',
    ].join('\n')
    // Was "Title options Budget phones: 3 things you need to know Hook (first 3 s) Shot: Vertical…".
    const opening =
      'Budget phones: 3 things you need to know — Budget phones are winning. Point 1: battery life. Follow for more.'
    expect(buildExcerpt(script, undefined)).toEqual({ excerpt: opening, ranges: [] })
    expect(buildExcerpt(script, 'title only').excerpt).toBe(opening)
    // A match anywhere in the text still centres the window on it, scaffolding and all.
    expect(buildExcerpt(script, 'b-roll').excerpt).toContain('Shot: B-roll')
    // A model's bold labels count too; text with nothing spoken opens on its plain text.
    expect(buildExcerpt('### Beat 1\n- **画面：** 近景\n- **口播：** 先说结论。', undefined).excerpt).toBe('先说结论。')
    expect(buildExcerpt('## Hook\nShort script', undefined)).toEqual({ excerpt: 'Hook Short script', ranges: [] })
    expect(buildExcerpt('', 'x')).toEqual({ excerpt: '', ranges: [] })
  })

  it('leaves the blanks of a template draft out, so two drafts on different topics open differently', () => {
    const draft = (topic: string) =>
      [
        '## 标题备选',
        `1. ${topic}？3个原因`,
        '## 开场钩子（前 3 秒）',
        '- 口播：【用一句话说出背后最出人意料的那个原因，约 3 秒】',
        '## 分镜脚本',
        '### 镜头 1 · 现象',
        '- 口播：先看看这个现象。【说说你身边看到的例子，约 5 秒】',
        '- 口播：根据【数据来源】，【一个数字】。',
        '- 口播：【说出结论】，对吧？',
      ].join('\n')
    // The frame around blanks ("根据，。") is not a sentence the script says; a whole one after a blank is.
    expect(buildExcerpt(draft('年轻人为什么开始反向消费'), undefined).excerpt).toBe(
      '年轻人为什么开始反向消费？3个原因 — 先看看这个现象。 对吧？',
    )
    expect(buildExcerpt(draft('城市夜跑'), undefined).excerpt).not.toBe(
      buildExcerpt(draft('年轻人为什么开始反向消费'), undefined).excerpt,
    )
    expect(
      buildExcerpt('## Title options\n1. **Bold** [title]\n## Hook\n- Voice-over: [say it] Go.', undefined).excerpt,
    ).toBe('Bold — Go.')
  })

  it('never cuts an emoji in half at the window edges', () => {
    const { excerpt } = buildExcerpt(`${'😀'.repeat(200)}match`, 'match')
    expect(excerpt).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
    expect(excerpt).toContain('match')
  })

  it('splits CJK runs into the bigrams the trigger stores, and escapes LIKE wildcards', () => {
    expect(cjkBigrams('手冲咖啡 and 咖啡')).toEqual(['手冲', '冲咖', '咖啡'])
    expect(cjkBigrams('咖 a 啡')).toEqual([])
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%')
  })
})
