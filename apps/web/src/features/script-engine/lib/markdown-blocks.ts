import { diffArrays } from 'diff'

/**
 * The streamed script Markdown (docs/script-format.md) as blocks to render while it arrives.
 * Only the few constructs the layout uses are recognised here; the text inside a block is inline
 * Markdown (bold, italics, code), rendered by components/inline-markdown.tsx, never as HTML, so
 * model output cannot inject markup. `line` is the block's line number in the Markdown.
 */
export type MarkdownBlock = { source: string; line: number } & (
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'field'; label: string; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'numbered'; number: string; text: string }
  | { kind: 'paragraph'; text: string }
)

/** Emphasis and code marks, which a label or a heading is read without. */
const MARKS = /\*\*|__|`|~~/g
const plain = (text: string) => text.replace(MARKS, '').trim()

/** "- 口播：…", "- **口播**：…", "- **Voice-over:** …": the label (up to 24 characters) and its value. */
const FIELD = /^[-*]\s+(?:\*\*|__)?([^：:*_]{1,24}?)(?:\*\*|__)?\s*[：:]\s*(?:\*\*|__)?\s*(.*)$/
/** A line that is only bold text ("**镜头 1 · 痛点**"): a heading, as models often write one. */
const BOLD_LINE = /^(\*\*|__)([^*_]+?)\1\s*[:：]?$/

export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  markdown.split('\n').forEach((raw, line) => {
    const source = raw.trim()
    if (!source || source.startsWith('```')) return
    const heading = /^(#{1,6})\s+(.*)$/.exec(source)
    if (heading) {
      blocks.push({ source, line, kind: 'heading', level: heading[1].length <= 2 ? 2 : 3, text: plain(heading[2]) })
      return
    }
    const bold = BOLD_LINE.exec(source)
    if (bold) {
      blocks.push({ source, line, kind: 'heading', level: 3, text: plain(bold[2]) })
      return
    }
    const field = FIELD.exec(source)
    if (field) {
      blocks.push({ source, line, kind: 'field', label: plain(field[1]), text: field[2].replace(/(\*\*|__)\s*$/, '') })
      return
    }
    const numbered = /^(\d+)[.)、]\s+(.*)$/.exec(source)
    if (numbered) {
      blocks.push({ source, line, kind: 'numbered', number: numbered[1], text: numbered[2] })
      return
    }
    const bullet = /^[-*]\s+(.*)$/.exec(source)
    blocks.push(
      bullet ? { source, line, kind: 'bullet', text: bullet[1] } : { source, line, kind: 'paragraph', text: source },
    )
  })
  return blocks
}

/**
 * For a side-by-side compare: the line numbers of `text` that a line diff against `other` marks
 * as added (jsdiff, lines compared without their indentation). A line that only moved, or that
 * repeats one kept elsewhere, is marked too, unlike a lookup of which lines occur at all.
 */
export function changedLines(text: string, other: string): Set<number> {
  const changed = new Set<number>()
  let line = 0
  for (const part of diffArrays(other.split('\n'), text.split('\n'), {
    comparator: (left, right) => left.trim() === right.trim(),
  })) {
    if (part.removed) continue
    if (part.added) part.value.forEach((value, offset) => value.trim() && changed.add(line + offset))
    line += part.value.length
  }
  return changed
}
