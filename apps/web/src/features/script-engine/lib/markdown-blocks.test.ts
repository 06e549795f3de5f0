import { describe, expect, it } from 'vitest'
import { changedLines, markdownBlocks } from './markdown-blocks'

describe('markdownBlocks', () => {
  it('reads the script layout: headings, fields in zh and en, numbered titles and hashtags', () => {
    const blocks = markdownBlocks(
      '## 标题备选\n1. 反向消费\n\n### 镜头 1 · 痛点\n- 口播：很多人……\n- Voice-over: Many people\n#a #b',
    )
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'numbered', 'heading', 'field', 'field', 'paragraph'])
    expect(blocks[3]).toMatchObject({ label: '口播', text: '很多人……', line: 4 })
    expect(blocks[4]).toMatchObject({ label: 'Voice-over', text: 'Many people' })
    expect(blocks[2]).toMatchObject({ level: 3 })
  })

  it('reads the bold labels and headings models commonly write without their asterisks', () => {
    const blocks = markdownBlocks(
      '**镜头 1 · 痛点**\n- **口播**：很多人……\n- **画面：** 特写\n* **Voice-over:** Many people',
    )
    expect(blocks).toMatchObject([
      { kind: 'heading', level: 3, text: '镜头 1 · 痛点' },
      { kind: 'field', label: '口播', text: '很多人……' },
      { kind: 'field', label: '画面', text: '特写' },
      { kind: 'field', label: 'Voice-over', text: 'Many people' },
    ])
  })

  it('renders a half-streamed line as it is and drops code fences', () => {
    expect(markdownBlocks('```markdown\n## Hook (first 3 s)\n- Sho')).toEqual([
      { source: '## Hook (first 3 s)', line: 1, kind: 'heading', level: 2, text: 'Hook (first 3 s)' },
      { source: '- Sho', line: 2, kind: 'bullet', text: 'Sho' },
    ])
  })
})

describe('changedLines', () => {
  it('marks the lines of one version that a line diff against the other adds', () => {
    expect([...changedLines('a\nb\nc', 'a\nc\nd')]).toEqual([1])
  })

  it('marks a line that moved, or repeats a kept one, which a set of lines cannot see', () => {
    // The new version says "same" twice: its second one is new, though the old version has the line.
    expect([...changedLines('hook\nsame\nbody\nsame', 'hook\nsame\nbody')]).toEqual([3])
    expect(changedLines('b\na', 'a\nb').size).toBe(1)
  })

  it('ignores indentation and blank lines', () => {
    expect([...changedLines('  a\n\nb', 'a\nb')]).toEqual([])
  })
})
