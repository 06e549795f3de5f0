import type { MatchRange } from '@hookline/contract'

/**
 * Text with the server's match ranges marked. Plain React text nodes and <mark> elements: the
 * script's own text is never parsed as HTML, so nothing in it can run (no dangerouslySetInnerHTML).
 */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) {
  if (ranges.length === 0) return text
  const parts: React.ReactNode[] = []
  let at = 0
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > text.length || end <= start) continue
    if (start > at) parts.push(text.slice(at, start))
    parts.push(
      <mark
        key={start}
        className="rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-500/30 dark:text-yellow-100"
      >
        {text.slice(start, end)}
      </mark>,
    )
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return parts
}
