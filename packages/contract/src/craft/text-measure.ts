import { SPEAKING_RATES, type LengthUnit } from './platform-rules'

/** Measuring script text: platform length units, speaking time, placeholders, language. */

const HALF_WIDTH = /^[\x20-\x7e]$/

/** Length in a platform's unit (platform-rules.ts `LengthUnit`). */
export function textLength(text: string, unit: LengthUnit = 'character'): number {
  let length = 0
  for (const ch of text) length += unit === 'chinese-character' && HALF_WIDTH.test(ch) ? 0.5 : 1
  return length
}

/** The unit in words, for a model's instructions. */
export const unitDescription = (unit: LengthUnit) =>
  unit === 'chinese-character' ? 'Chinese characters (two Latin letters, digits or spaces count as one)' : 'characters'

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g
const LATIN_WORD = /[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*/g

/**
 * Placeholders the creator fills in: 【…】 in Chinese scripts, […] in English ones. Both are
 * accepted in either language, since models mix them.
 */
export const PLACEHOLDER = /【[^【】\n]{1,80}】|\[[^[\]\n]{1,80}\]/g

/** Stage directions in a voice-over — "（停顿）", "(beat)" — are not spoken. */
const STAGE_DIRECTION = /（[^（）]*）|\([^()]*\)/g

/** Brackets of placeholders are dropped but their words kept: an instruction is about as long as what replaces it. */
const spokenText = (text: string) => text.replace(STAGE_DIRECTION, ' ').replace(/[【】[\]]/g, ' ')

/** How many Chinese characters and Latin words (numbers count as words) a text says. */
export function spokenUnits(text: string): { han: number; words: number } {
  const spoken = spokenText(text)
  const han = (spoken.match(HAN) ?? []).length
  const words = (spoken.replace(HAN, ' ').match(LATIN_WORD) ?? []).length
  return { han, words }
}

/**
 * How long a placeholder asks the creator to speak, when it says so: 【…，约 8 秒】, 【…（约8秒）】,
 * [… (~8 s)], […, about 8 s]. An offline draft that cannot know the creator's reasons asks for
 * them by time instead of padding the beat with lines that say nothing.
 */
const STATED_SECONDS = /(?:约|大约|~|about\s+)\s*(\d{1,3}(?:\.\d)?)\s*(?:秒|s\b|sec\b|seconds?\b)/i

export function statedSeconds(placeholder: string): number | null {
  const match = STATED_SECONDS.exec(placeholder)
  return match ? Number(match[1]) : null
}

/**
 * Seconds it takes to say `text` at a comfortable pace (SPEAKING_RATES), to a tenth of a second.
 * A placeholder that states its length counts as that length.
 */
export function speechSeconds(text: string): number {
  let stated = 0
  const rest = text.replace(PLACEHOLDER, (placeholder) => {
    const seconds = statedSeconds(placeholder)
    if (seconds === null) return placeholder
    stated += seconds
    return ' '
  })
  const { han, words } = spokenUnits(rest)
  const seconds = stated + han / SPEAKING_RATES.zh.perSecond + words / SPEAKING_RATES.en.perSecond
  return Math.round(seconds * 10) / 10
}

/**
 * `text`'s speaking time split in two: what is written out (`written`) and what its placeholders
 * stand for (`blank`: their stated seconds, else their words' time). Only `written` is speech the
 * creator already has; `written + blank` is what the beat takes once the blanks are filled.
 */
export function speechParts(text: string): { written: number; blank: number } {
  let blank = 0
  const rest = text.replace(PLACEHOLDER, (placeholder) => {
    blank += statedSeconds(placeholder) ?? speechSeconds(placeholder)
    return ' '
  })
  return { written: speechSeconds(rest), blank: Math.round(blank * 10) / 10 }
}

/** The placeholders in a text, in order. */
export const placeholdersIn = (text: string): string[] => text.match(PLACEHOLDER) ?? []

/** Guesses a text's language: more Chinese characters than Latin words → zh. */
export function detectLanguage(text: string): 'zh' | 'en' {
  const han = (text.match(HAN) ?? []).length
  const words = (text.match(/[A-Za-z]{2,}/g) ?? []).length
  return han >= words ? 'zh' : 'en'
}
