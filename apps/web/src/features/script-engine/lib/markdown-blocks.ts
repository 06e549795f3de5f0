/**
 * The streamed script Markdown (docs/script-format.md) as blocks to render while it arrives.
 * Only the few constructs the layout uses are recognised; everything is rendered as text, never
 * as HTML, so model output cannot inject markup.
 */
export type MarkdownBlock = { source: string } & (
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'field'; label: string; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'numbered'; number: string; text: string }
  | { kind: 'paragraph'; text: string }
)

const FIELD = /^[-*]\s+([^：:]{1,24})[：:]\s*(.*)$/

export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  for (const raw of markdown.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('```')) continue
    const heading = /^(#{1,6})\s+(.*)$/.exec(line)
    if (heading) {
      blocks.push({ source: line, kind: 'heading', level: heading[1].length <= 2 ? 2 : 3, text: heading[2] })
      continue
    }
    const field = FIELD.exec(line)
    if (field) {
      blocks.push({ source: line, kind: 'field', label: field[1], text: field[2] })
      continue
    }
    const numbered = /^(\d+)[.)、]\s+(.*)$/.exec(line)
    if (numbered) {
      blocks.push({ source: line, kind: 'numbered', number: numbered[1], text: numbered[2] })
      continue
    }
    const bullet = /^[-*]\s+(.*)$/.exec(line)
    blocks.push(
      bullet ? { source: line, kind: 'bullet', text: bullet[1] } : { source: line, kind: 'paragraph', text: line },
    )
  }
  return blocks
}

/** For a side-by-side compare: which lines of `text` do not occur in `other`. */
export function changedLines(text: string, other: string): Set<string> {
  const theirs = new Set(other.split('\n').map((line) => line.trim()))
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !theirs.has(line)),
  )
}
