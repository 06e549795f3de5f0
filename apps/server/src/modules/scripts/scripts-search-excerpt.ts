import type { MatchRange } from '@hookline/contract'
import { PLACEHOLDER } from '@hookline/contract/script-check'
import { fieldAliases, sectionAliases } from '@hookline/contract/script-markdown'

/** How much of the current version a History row shows, and how much of it precedes the match. */
export const EXCERPT_LENGTH = 160
const EXCERPT_LEAD = 40

/**
 * Lower case without changing string length, so ranges found in the folded text are ranges in
 * the original (a few characters, e.g. 'İ', lower-case to two code units and are left as they are).
 */
function foldCase(text: string): string {
  let folded = ''
  for (const ch of text) {
    const lower = ch.toLowerCase()
    folded += lower.length === ch.length ? lower : ch
  }
  return folded
}

/** Every non-overlapping occurrence of `query` in `text`, case-insensitive, as [start, end). */
export function findMatches(text: string, query: string): MatchRange[] {
  const needle = foldCase(query)
  if (!needle) return []
  const haystack = foldCase(text)
  const ranges: MatchRange[] = []
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    ranges.push([at, at + needle.length])
  }
  return ranges
}

/** The script's Markdown as one line of reading text: headings, list and emphasis marks dropped. */
export function markdownToPlain(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/, '')
        .replace(/\*\*|__|`/g, '')
        .replace(/^\|?[\s:|-]+\|?$/, '')
        .replace(/\s*\|\s*/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join(' ')
}

/** Keeps a surrogate pair whole when a window edge falls between its halves. */
function snap(text: string, index: number): number {
  const code = text.charCodeAt(index)
  return index > 0 && code >= 0xdc00 && code <= 0xdfff ? index - 1 : index
}

/** "- 口播：…", "- **Voice-over:** …": a field line of the script layout, label and text. */
const FIELD_LINE = /^\s*(?:[-*+]\s+)?\**([^:：*\n]{1,24}?)\**\s*[:：]\**\s*(.+)$/

const isVoiceOver = (label: string) => fieldAliases.find(([, pattern]) => pattern.test(label))?.[0] === 'voice_over'

/**
 * A line's words without its blanks (【…】/[…]): a blank tells the creator what to say, template
 * words every draft shares, never the script's own. Only whole sentences are kept: the words around
 * a blank ("根据【来源】，【数字】。") are a frame, not something the script says.
 */
function withoutBlanks(text: string): string {
  const pieces = text.split(new RegExp(PLACEHOLDER.source, 'g'))
  return pieces
    .map((piece) => piece.replace(LEADING_PUNCTUATION, '').trim())
    .filter(
      (piece, i) => (piece.match(/\p{L}/gu)?.length ?? 0) >= 2 && (i === pieces.length - 1 || SENTENCE_END.test(piece)),
    )
    .join(' ')
}
const LEADING_PUNCTUATION = /^[\s，,、；;：:。.！!？?…—-]+/
const SENTENCE_END = /[。！？!?.…]["”’」』）)]*$/

const HEADING = /^\s{0,3}#{1,6}\s+(.+)$/
const LIST_ITEM = /^\s*(?:\d+[.、)]|[-*+])\s+(.+)$/

/** The first of the script's title options: its own headline, which names what this script is about. */
function firstTitleOption(lines: string[]): string {
  let inTitles = false
  for (const line of lines) {
    const heading = HEADING.exec(line)
    if (heading) {
      if (inTitles) return ''
      inTitles = sectionAliases.find(([, pattern]) => pattern.test(heading[1]))?.[0] === 'titles'
      continue
    }
    const item = inTitles ? LIST_ITEM.exec(line) : null
    if (item)
      return item[1]
        .replace(/\*\*|__/g, '')
        .replace(new RegExp(PLACEHOLDER.source, 'g'), ' ')
        .replace(/\s+/g, ' ')
        .trim()
  }
  return ''
}

/**
 * The opening of what the script says: its first title option, then its voice-over lines in
 * order without their blanks, up to `length`. A creator knows a script by its headline and lines,
 * not by its "Title options / Hook (first 3 s) / Shot:" scaffolding nor by the blanks a template
 * draft shares with every other. Lines are read only until there is enough: a History page of
 * 100 rows must stay cheap.
 */
function spokenOpening(markdown: string, length: number): string {
  const lines = markdown.split('\n')
  const title = firstTitleOption(lines)
  let spoken = ''
  for (const line of lines) {
    const field = FIELD_LINE.exec(line)
    if (!field || !isVoiceOver(field[1])) continue
    const said = withoutBlanks(field[2])
    if (said) spoken += `${spoken ? ' ' : ''}${said}`
    if (title.length + spoken.length > length) break
  }
  return [title, spoken].filter(Boolean).join(' — ')
}

/**
 * A window of the version's text around the first match, with the matches inside it; without
 * a query (or when only the title matched) the opening of what the script says, or of its text
 * when it has no voice-over.
 */
export function buildExcerpt(markdown: string, query: string | undefined): { excerpt: string; ranges: MatchRange[] } {
  const plain = markdownToPlain(markdown)
  const matches = query ? findMatches(plain, query) : []
  if (matches.length === 0) {
    const opening = spokenOpening(markdown, EXCERPT_LENGTH) || plain
    const end = snap(opening, Math.min(opening.length, EXCERPT_LENGTH))
    return { excerpt: `${opening.slice(0, end)}${end < opening.length ? '…' : ''}`, ranges: [] }
  }
  const [first, firstEnd] = matches[0]
  const start = snap(plain, first > EXCERPT_LEAD ? first - EXCERPT_LEAD : 0)
  const end = Math.max(snap(plain, Math.min(plain.length, start + EXCERPT_LENGTH)), firstEnd)
  const prefix = start > 0 ? '…' : ''
  const excerpt = `${prefix}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`
  const shift = prefix.length - start
  const ranges = matches
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]): MatchRange => [from + shift, to + shift])
  return { excerpt, ranges }
}
