import type { LengthUnit, ScriptLanguage as Language } from './platform-rules'
import { textLength } from './text-measure'
import { PAIRS } from './text-pairs'

/**
 * Fitting text into the platforms' length limits (titles, cover text, captions). Lengths are
 * counted in the platform's unit (text-measure.ts: the Chinese platforms count two Latin letters
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

/**
 * Words a cut must not end on: they promise a word after them ("Is remote work over" cut to "Is
 * remote" does) — articles, prepositions, conjunctions, auxiliaries, possessives; in Chinese the
 * particles and prepositions that lean on what follows.
 */
const DANGLING: Record<Language, RegExp> = {
  en: /\s+(?:a|an|the|of|for|to|in|on|at|by|with|from|about|after|before|into|than|and|or|but|nor|vs\.?|v\.?|versus|is|are|was|were|be|been|do|does|did|has|have|had|can|will|should|would|could|my|your|our|their|his|her|its|this|that|these|those|every|some|so|very|most|more|why|how|what|when|where|who|which)$/i,
  zh: /^(?:的|地|得|着|和|与|及|跟|同|或|在|是|有|把|被|对|从|向|给|为|让|将|就|都|也|还|又|而|但|却|最|很|太|更|这|那|一|个|第)$/u,
}

/**
 * Where a phrase may end: at a clause's punctuation, or before a word that starts a new phrase (a
 * preposition, a conjunction, a verb of being: "What I learned | cooking…", "司机缺氧离世 | 有5个…").
 */
const BREAK_BEFORE: Record<Language, RegExp> = {
  en: /^(?:for|in|on|at|by|with|from|about|after|before|during|without|and|or|but|vs\.?|v\.?|versus|is|are|was|were|that|which|who|when|where|while|because)$/i,
  zh: /^(?:有|是|在|和|与|及|对|把|被|从|向|给|为(?!什么|何)|让|将|但|却|而|竟|居然|竟然|终于)/u,
}

/** `text` without a last Chinese word that leans on the next (DANGLING.zh): 向 alone, not 反向's. */
function withoutLeaningWord(text: string): string {
  const words = [...wordSegmenter('zh').segment(text)]
  const last = words[words.length - 1]
  return last && DANGLING.zh.test(last.segment) && [...last.segment].length === 1 ? text.slice(0, last.index) : text
}

/** Punctuation that ends a clause or a sentence. */
const CLAUSE_END = /^[，,。！!？?；;：:｜|、]+$/u

/** A lone letter or digit after a space is half a name or a time ("My 5" of "My 5:30 AM"). */
const LONE_END = /\s+[\p{L}\p{N}]$/u

/**
 * `text` as it is when it fits in `max`; otherwise its longest start that fits and ends where a
 * phrase may (BREAK_BEFORE), else its longest run of whole words that does not end on a word that
 * leans on the next (DANGLING) — never with an ellipsis: a cover or a title is not shown cut ("My
 * 5", "Why are eggs so…"). A question's clause is not cut inside (its ask would be lost). '' when
 * nothing of two characters or more is left, so the caller takes a shorter wording instead.
 * `evenAQuestion`: the last resort, when no shorter wording fits, cuts a question's clause too.
 * `atPhrase`: only where a phrase ends, never after any word ("Three mistakes new runners" of
 * "…new runners make" names no thing).
 */
export function wholeWordCut(
  text: string,
  max: number,
  options: FitOptions,
  { evenAQuestion = false, atPhrase = false } = {},
): string {
  const clean = text.trim()
  if (textLength(clean, options.unit) <= max) return clean
  const { language, unit } = options
  const words = [...wordSegmenter(language).segment(clean)].map(({ segment }) => segment)
  const clauseEnds: string[] = []
  const phraseEnds: string[] = []
  let out = ''
  // The longest start that does not end on a lone Chinese character, mostly half a word the
  // segmenter does not know (反 of 反向).
  let whole = ''
  for (const [i, word] of words.entries()) {
    if (textLength(out + word, unit) > max) break
    out += word
    if (!/^\p{Script=Han}$/u.test(word) || !/^\p{Script=Han}/u.test(words[i + 1] ?? '')) whole = out
    const next = words.slice(i + 1).find((piece) => piece.trim()) ?? ''
    // A colon between digits is a time or a score, not a clause's end.
    if (CLAUSE_END.test(word.trim()) && !(/[:：]/.test(word) && /^\d/.test(next))) clauseEnds.push(out)
    // Either language's words: an English topic in a Chinese draft is still cut as English.
    else if (BREAK_BEFORE.en.test(next) || BREAK_BEFORE.zh.test(next)) phraseEnds.push(out)
  }
  const tidy = (cut: string) => {
    let done = trimEnd(withoutOpenPair(cut))
    for (let previous = ''; done !== previous;) {
      previous = done
      done = trimEnd(withoutLeaningWord(done.replace(DANGLING.en, '')).replace(LONE_END, ''))
    }
    // Three characters of Chinese, or two words of English, say something; "My" or "Chelsea" alone do not.
    const enough = /\p{Script=Han}/u.test(done) ? [...done.replace(/\s/g, '')].length >= 3 : /\S\s+\S/.test(done)
    return enough ? done : ''
  }
  // Within a clause a question's ask is at its end: cut there, it no longer asks (unless nothing else will do).
  const asks = /^[^，,。！!？?；;]*[?？]/.test(clean.slice(out.length))
  const withinClause = asks && !evenAQuestion ? [] : [...phraseEnds.reverse(), ...(atPhrase ? [] : [whole])]
  return [...clauseEnds.reverse(), ...withinClause].map(tidy).find(Boolean) ?? ''
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
