/**
 * How long a text is by a platform's rules. Weibo, Douyin and Xiaohongshu count a title or post
 * in Chinese characters, where two half-width characters (Latin letters, digits, ASCII spaces
 * and punctuation) make one; everything else — Chinese, full-width punctuation, emoji — counts
 * one. Elsewhere every character (code point) counts one.
 */
export type LengthUnit = 'character' | 'chinese-character'

const HALF_WIDTH = /^[\x20-\x7e]$/

export function textLength(text: string, unit: LengthUnit = 'character'): number {
  let length = 0
  for (const ch of text) length += unit === 'chinese-character' && HALF_WIDTH.test(ch) ? 0.5 : 1
  return length
}

/** The unit in words, for a model's instructions. */
export const unitDescription = (unit: LengthUnit) =>
  unit === 'chinese-character' ? 'Chinese characters (two Latin letters, digits or spaces count as one)' : 'characters'
