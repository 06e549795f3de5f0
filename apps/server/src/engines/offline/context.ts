import type { Brief, Language } from '@hookline/contract'
import { platformProfile, type PlatformProfile } from '../platforms'
import { detectTone, type Tone } from './tone'

/** Everything a template needs to write one line of the offline draft. */
export interface DraftContext {
  brief: Brief
  language: Language
  platform: PlatformProfile
  topic: string
  /** Topic cut to fit short slots (titles, cover text, hashtags). */
  shortTopic: string
  /** "the audience" as written into a sentence; a neutral default when the brief has none. */
  who: string
  /** The audience as a group noun ("很多{crowd}"), "people" when the brief names none. */
  crowd: string
  tone: Tone
  /** Deterministic variety: the same brief and version give the same draft. */
  seed: number
  /** How many core beats (points, steps, moments…) the draft has; set once the plan is known. */
  coreCount: number
}

/** FNV-1a: stable across runs and platforms, so drafts are reproducible. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (const ch of text) {
    hash ^= ch.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export const pick = <T>(items: readonly T[], seed: number, offset = 0): T =>
  items[(seed + offset) % items.length]

/** Cuts at a word boundary in English so a short slot never ends mid-word. */
export function shorten(text: string, max: number): string {
  const chars = [...text]
  if (chars.length <= max) return text
  const cut = chars.slice(0, max).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  return /\s/.test(cut) && atWord.length >= max / 2 ? atWord : cut
}

export function draftContext(brief: Brief, language: Language, variant: number): DraftContext {
  const topic = brief.topic.trim()
  const audience = brief.audience?.trim()
  return {
    brief,
    language,
    platform: platformProfile(brief.platform),
    topic,
    shortTopic: shorten(topic, language === 'zh' ? 12 : 28),
    who: audience || (language === 'zh' ? '大多数人' : 'most people'),
    crowd: audience || (language === 'zh' ? '人' : 'people'),
    tone: detectTone(brief.tone),
    seed: hashText(`${topic}|${brief.platform}|${brief.format}`) + variant,
    coreCount: 3,
  }
}

/** Placeholder the creator must fill in: 【…】 in Chinese, [● …] in English. */
export const slot = (language: Language, text: string) => (language === 'zh' ? `【${text}】` : `[${text}]`)

/** Adds a full stop when a line ends without one, so a second sentence can follow it. */
export const endSentence = (text: string, language: Language) =>
  /[.!?。！？~～]$/.test(text.trim()) ? text.trim() : `${text.trim()}${language === 'zh' ? '。' : '.'}`

/** Joins sentences the way each language does: no space after Chinese punctuation. */
export const joinSentences = (language: Language, ...parts: string[]) =>
  parts
    .filter(Boolean)
    .map((part, i, all) => (i < all.length - 1 ? endSentence(part, language) : part.trim()))
    .join(language === 'zh' ? '' : ' ')
