import type { Language } from '@hookline/contract'

/**
 * Fitting text into the platforms' character limits (titles, cover text, captions). Lengths are
 * counted in code points, as the limits in engines/platforms.ts are; cuts fall on word
 * boundaries (Intl.Segmenter also finds Chinese words) so a slot never ends mid-word, and a cut
 * text ends with an ellipsis so the reader can tell.
 */

export const ELLIPSIS = '…'

export const textLength = (text: string) => [...text].length

const segmenters = new Map<Language, Intl.Segmenter>()
const wordSegmenter = (language: Language) => {
  let segmenter = segmenters.get(language)
  if (!segmenter) segmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: 'word' })))
  return segmenter
}

/** Trailing spaces and punctuation that must not stand before an ellipsis or a suffix. */
const trimEnd = (text: string) => text.replace(/[\s\p{P}]+$/u, '')

/** The longest run of whole words from the start of `text` that is at most `max` long. */
export function leadingWords(text: string, max: number, language: Language): string {
  let out = ''
  for (const { segment } of wordSegmenter(language).segment(text)) {
    if (textLength(out + segment) > max) break
    out += segment
  }
  return trimEnd(out)
}

/**
 * `text` as it is when it fits in `max`; otherwise cut after a whole word with an ellipsis.
 * Only a first word longer than the whole slot is cut inside (there is no better choice), and
 * not even that with `wholeWords`: then the answer is ''.
 */
const QUOTES: Record<string, string> = { '「': '」', '"': '"', '“': '”' }

export function fitText(text: string, max: number, language: Language, wholeWords = false): string {
  const clean = text.trim()
  if (textLength(clean) <= max) return clean
  // A quoted topic is cut inside its quotes, which stay balanced.
  const close = QUOTES[clean[0]]
  if (close && clean.endsWith(close) && max > 4) {
    const inner = fitText(clean.slice(1, -1), max - 2, language, wholeWords)
    return inner ? `${clean[0]}${inner}${close}` : ''
  }
  const words = leadingWords(clean, max - 1, language)
  if (words) return words + ELLIPSIS
  if (wholeWords) return ''
  return [...clean].slice(0, max - 1).join('') + ELLIPSIS
}

/** Whole lines of `text` that fit in `max` (a post body cut at a line, never mid-sentence). */
export function fitLines(text: string, max: number, language: Language): string {
  if (textLength(text) <= max) return text
  const lines: string[] = []
  for (const line of text.split('\n')) {
    const next = [...lines, line].join('\n')
    if (textLength(next) > max) break
    lines.push(line)
  }
  return lines.length > 0 ? lines.join('\n') : fitText(text, max, language)
}

/** "1 point", "3 points": English counts agree with their noun. */
export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count} ${count === 1 ? singular : pluralForm}`
