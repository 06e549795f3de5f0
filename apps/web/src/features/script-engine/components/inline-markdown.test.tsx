import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { InlineMarkdown } from './inline-markdown'

const html = (text: string) => renderToStaticMarkup(<InlineMarkdown text={text} />)

describe('InlineMarkdown', () => {
  it('shows bold, italics and code as such, without their marks', () => {
    expect(html('**重点**：先说*结论*，再看`数据`')).toBe(
      '<strong class="font-semibold">重点</strong>：先说<em>结论</em>，再看<code class="rounded bg-muted px-1 font-mono text-[0.9em]">数据</code>',
    )
  })

  it('never renders a model’s HTML or links: they stay text', () => {
    const out = html('看这里 <img src=x onerror="alert(1)"> [领奖](https://evil.example)')
    expect(out).not.toContain('<img')
    expect(out).not.toContain('<a')
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(out).toContain('领奖')
  })

  it('shows a mark that is not closed yet (mid-stream) as typed', () => {
    expect(html('**还没写完')).toBe('**还没写完')
  })
})
