import type { Script } from '@hookline/contract'

/**
 * Comfortable speaking rates for voice-over: about 4.5 Chinese characters or 2.5 English words
 * a second. Used to estimate a beat a model left without seconds.
 */
const ZH_CHARS_PER_SECOND = 4.5
const EN_WORDS_PER_SECOND = 2.5

export function estimateSpeechSeconds(text: string): number {
  const cjk = (text.match(/[\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length
  const words = (text.replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ').match(/[A-Za-z0-9'’-]+/g) ?? []).length
  const seconds = cjk / ZH_CHARS_PER_SECOND + words / EN_WORDS_PER_SECOND
  return Math.max(1, Math.round(seconds))
}

/**
 * Splits `total` whole seconds over parts in proportion to `weights`, every part at least
 * `minimum`, summing exactly to `total` (largest-remainder rounding).
 */
export function allocateSeconds(total: number, weights: number[], minimum = 1): number[] {
  if (weights.length === 0) return []
  const floorTotal = Math.max(total, minimum * weights.length)
  const spare = floorTotal - minimum * weights.length
  const positive = weights.map((w) => (w > 0 ? w : 0))
  const positiveSum = positive.reduce((sum, w) => sum + w, 0)
  // All-zero weights mean "no preference": split evenly.
  const shares = positiveSum > 0 ? positive.map((w) => w / positiveSum) : weights.map(() => 1 / weights.length)
  const exact = shares.map((share) => share * spare)
  const parts = exact.map((x) => Math.floor(x))
  let left = spare - parts.reduce((sum, x) => sum + x, 0)
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of order) {
    if (left <= 0) break
    parts[i] += 1
    left -= 1
  }
  return parts.map((x) => x + minimum)
}

export const totalSeconds = (script: Script): number =>
  script.hook.seconds + script.beats.reduce((sum, beat) => sum + beat.seconds, 0) + script.call_to_action.seconds

/** Guesses the script's language from its text: more CJK characters than Latin words → zh. */
export function detectLanguage(text: string): 'zh' | 'en' {
  const cjk = (text.match(/[\u3400-\u9fff]/g) ?? []).length
  const words = (text.match(/[A-Za-z]{2,}/g) ?? []).length
  return cjk >= words ? 'zh' : 'en'
}
