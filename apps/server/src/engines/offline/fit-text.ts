import type { Language } from '@hookline/contract'
import { textLength, type LengthUnit } from '@hookline/contract'
import { PAIRS } from '../text-pairs'

/**
 * Fitting text into the platforms' length limits (titles, cover text, captions). Lengths are
 * counted in the platform's unit (text-length.ts: the Chinese platforms count two Latin letters
 * as one character); cuts fall on word boundaries (Intl.Segmenter also finds Chinese words) so
 * a slot never ends mid-word, and a cut text ends with an ellipsis so the reader can tell.
 */

export const ELLIPSIS = '…'

/** How a text is fitted: its language (for word boundaries) and the unit its limit counts in. */
export interface FitOptions {
  language: Language
  unit?: LengthUnit
  /** Never cut inside a word: a first word longer than the slot gives ''. */
  wholeWords?: boolean
}

const segmenters = new Map<Language, Intl.Segmenter>()
const wordSegmenter = (language: Language) => {
  let segmenter = segmenters.get(language)
  if (!segmenter) segmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: 'word' })))
  return segmenter
}

/**
 * Trailing spaces and punctuation that must not stand before an ellipsis or a suffix; a closing
 * quote or bracket stays, or "「城市漫步」…" would lose the 」 its 「 needs.
 */
const trimEnd = (text: string) => text.replace(/(?:(?![」』》）)\]”’"'])[\s\p{P}])+$/u, '')

/** The longest run of `pieces` (joined) from the start that is at most `max` long. */
function leading(pieces: Iterable<string>, max: number, unit: LengthUnit | undefined): string {
  let out = ''
  for (const piece of pieces) {
    if (textLength(out + piece, unit) > max) break
    out += piece
  }
  return out
}

/** The longest run of whole words from the start of `text` that is at most `max` long. */
export function leadingWords(text: string, max: number, { language, unit }: FitOptions): string {
  return trimEnd(
    leading(
      [...wordSegmenter(language).segment(text)].map(({ segment }) => segment),
      max,
      unit,
    ),
  )
}

const QUOTES: Record<string, string> = { '「': '」', '"': '"', '“': '”' }

/**
 * The first sentence of `text`: up to the first 。！？ (or . ! ? before a space) that stands
 * outside brackets and quotes — "很多人一提到「神作之月！十年前的奇迹」，…。" is one sentence.
 */
export function firstSentence(text: string): string {
  const open: string[] = []
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (open.length > 0 && PAIRS[open[open.length - 1]] === ch) open.pop()
    else if (PAIRS[ch]) open.push(ch)
    else if (open.length === 0 && (/[。！？]/.test(ch) || (/[.!?]/.test(ch) && /\s|$/.test(text[i + 1] ?? ''))))
      return text.slice(0, i + 1)
  }
  return text
}

/**
 * `text` up to its first bracket or quote (text-pairs.ts) that is opened and not closed ("the first thought is
 * [common" → "the first thought is"), so a cut never ends inside a placeholder or a quotation.
 */
function withoutOpenPair(text: string): string {
  const open: number[] = []
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    const top = open[open.length - 1]
    if (top !== undefined && PAIRS[text[top]] === ch) open.pop()
    else if (PAIRS[ch]) open.push(i)
  }
  return open.length > 0 ? trimEnd(text.slice(0, open[0])) : text
}

/**
 * `text` as it is when it fits in `max`; otherwise cut after a whole word with an ellipsis.
 * Only a first word longer than the whole slot is cut inside (there is no better choice), and
 * not even that with `wholeWords`: then the answer is ''.
 */
export function fitText(text: string, max: number, options: FitOptions): string {
  const { unit, wholeWords } = options
  const clean = text.trim()
  if (textLength(clean, unit) <= max) return clean
  // A quoted topic is cut inside its quotes, which stay balanced.
  const close = QUOTES[clean[0]]
  if (close && clean.endsWith(close) && max > 4) {
    const inner = fitText(clean.slice(1, -1), max - 2, options)
    return inner ? `${clean[0]}${inner}${close}` : ''
  }
  const room = max - textLength(ELLIPSIS, unit)
  const words = leadingWords(clean, room, options)
  const closed = withoutOpenPair(words)
  if (closed) return closed + ELLIPSIS
  if (words) return words + ELLIPSIS
  if (wholeWords) return ''
  return leading(clean, room, unit) + ELLIPSIS
}

/** Whole lines of `text` that fit in `max` (a post body cut at a line, never mid-sentence). */
export function fitLines(text: string, max: number, options: FitOptions): string {
  if (textLength(text, options.unit) <= max) return text
  const lines: string[] = []
  for (const line of text.split('\n')) {
    if (textLength([...lines, line].join('\n'), options.unit) > max) break
    lines.push(line)
  }
  return lines.length > 0 ? lines.join('\n') : fitText(text, max, options)
}

/** "1 point", "3 points": English counts agree with their noun. */
export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count} ${count === 1 ? singular : pluralForm}`
