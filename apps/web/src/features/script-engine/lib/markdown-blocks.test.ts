import { describe, expect, it } from 'vitest'
import { changedLines, markdownBlocks } from './markdown-blocks'

describe('markdownBlocks', () => {
  it('reads the script layout: headings, fields in zh and en, numbered titles and hashtags', () => {
    const blocks = markdownBlocks(
      '## 标题备选\n1. 反向消费\n\n### 镜头 1 · 痛点\n- 口播：很多人……\n- Voice-over: Many people\n#a #b',
    )
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'numbered', 'heading', 'field', 'field', 'paragraph'])
    expect(blocks[3]).toMatchObject({ label: '口播', text: '很多人……' })
    expect(blocks[4]).toMatchObject({ label: 'Voice-over', text: 'Many people' })
    expect(blocks[2]).toMatchObject({ level: 3 })
  })

  it('renders a half-streamed line as it is and drops code fences', () => {
    expect(markdownBlocks('```markdown\n## Hook (first 3 s)\n- Sho')).toEqual([
      { source: '## Hook (first 3 s)', kind: 'heading', level: 2, text: 'Hook (first 3 s)' },
      { source: '- Sho', kind: 'bullet', text: 'Sho' },
    ])
  })
})

describe('changedLines', () => {
  it('lists the lines of one version that the other does not have', () => {
    expect([...changedLines('a\nb\nc', 'a\nc\nd')]).toEqual(['b'])
  })
})
