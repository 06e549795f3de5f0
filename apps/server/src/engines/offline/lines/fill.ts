import { speechSeconds, type Language } from '@hookline/contract'
import { trimToSeconds } from '@hookline/contract/fit-text'
import { endSentence } from '../context'

/**
 * Voice-over sized to its seconds: the offline engine writes each section from lines it can say
 * (an opening line, then sentences from banks) and stops adding when the section's seconds are
 * spoken for, so no section asks for more speech than it has time (contract SPEAKING_RATES).
 */

/** What a bank line may name: the topic (or a pronoun when it would be too long to repeat), the audience. */
export interface LineWords {
  /** The topic as said mid-sentence, or a pronoun once it has been named. */
  about: string
  who: string
  crowd: string
}

export const fillWords = (text: string, words: LineWords) =>
  text
    .replace(/\{about\}/g, words.about)
    .replace(/\{who\}/g, words.who)
    .replace(/\{crowd\}/g, words.crowd)

/** A line with its `{placeholders}` filled. A placeholder without a value is a mistake in the lines: it throws. */
export const fillPlaceholders = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`No value for the placeholder {${key}} in "${template}"`)
    return String(values[key])
  })

/** Sentences joined the way each language does: no space after Chinese punctuation. */
export const joinLines = (language: Language, lines: string[]) =>
  lines.filter(Boolean).join(language === 'zh' ? '' : ' ')

const fits = (text: string, seconds: number) => speechSeconds(text) <= seconds + 1e-9

/** A line cut to its seconds is cut as the contract's repair cuts it (craft/fit-seconds.ts). */
export { trimToSeconds }

/** Lines already said in a script: no sentence is said twice. */
export type UsedLines = Set<string>

export interface FillRequest {
  language: Language
  seconds: number
  /** Opening lines, longest first: the first that fits is said; if none fits, the last is cut to fit. */
  open: string[]
  /** Banks to fill from, first ones first; lines are said in the banks' order. */
  banks: string[][]
  /** Short lines, added only when no longer line fits and the section is still under 90 % full. */
  last?: string[]
  /** Said last when it still fits (a bridge to the next beat). */
  close?: string[]
  words: LineWords
  /** Words for a line after the topic has been named once in the section. */
  laterWords?: LineWords
  used: UsedLines
  seed: number
  /** Share of the seconds to fill: a little air keeps delivery natural. */
  fill?: number
}

const rotate = <T>(items: readonly T[], seed: number): T[] => items.map((_, i) => items[(seed + i) % items.length])

/** A section's voice-over: the opening line, then bank lines until the seconds are spoken for. */
export function fillVoiceOver(request: FillRequest): string {
  const { language, seconds, used, seed } = request
  const budget = seconds * (request.fill ?? 1)
  const later = request.laterWords ?? request.words
  const open = request.open.map((line) => endSentence(fillWords(line, request.words), language))
  let first = open.find((line) => fits(line, budget))
  if (first === undefined) first = trimToSeconds(open[open.length - 1] ?? '', seconds, language)
  const said: Array<{ order: number; text: string; line?: string }> = first ? [{ order: -1, text: first }] : []
  const spoken = () =>
    joinLines(
      language,
      [...said].sort((a, b) => a.order - b.order).map((line) => line.text),
    )
  // Seconds add up line by line (measured once each); the whole is measured again at the end.
  const costs = new Map<string, number>()
  const cost = (line: string) => costs.get(line) ?? costs.set(line, speechSeconds(fillWords(line, later))).get(line)!
  let total = first ? speechSeconds(first) : 0
  const take = (line: string, order: number) => {
    used.add(line)
    said.push({ order, text: fillWords(line, later), line })
    total += cost(line)
  }
  const closing = (request.close ?? []).filter((line) => !used.has(line))
  // Room is kept for the bridge when the beat is long enough to carry one.
  const closeLine = rotate(closing, seed).find((line) => cost(line) <= budget * 0.3)
  const reserve = closeLine ? cost(closeLine) : 0
  const banks = request.banks.map((bank, i) => rotate(bank, seed + i * 7))
  const room = (line: string, limit: number) => !used.has(line) && total + cost(line) <= limit
  // The first banks are the beat's own kind of sentence: a later bank is reached only when no
  // line of an earlier one fits (or all are said), so a vlog moment stays a moment.
  for (;;) {
    const order = banks.findIndex((bank) => bank.some((candidate) => room(candidate, budget - reserve)))
    if (order < 0) break
    take(
      banks[order].find((candidate) => room(candidate, budget - reserve))!,
      order,
    )
  }
  const lastLines = rotate(request.last ?? [], seed)
  while (total < budget * 0.9) {
    const line = lastLines.find((candidate) => room(candidate, budget - reserve))
    if (!line) break
    take(line, banks.length - 0.5)
  }
  if (closeLine && room(closeLine, budget)) take(closeLine, banks.length)
  // Rounding of each line's seconds may add up to a little more than the whole: drop lines until it fits.
  while (said.length > 1 && !fits(spoken(), budget)) {
    const dropped = said.pop()
    if (dropped?.line) used.delete(dropped.line)
  }
  return spoken()
}
