import type { Brief, Language } from '@hookline/contract'
import { platformProfile, type PlatformProfile } from '../platforms'
import { detectTone, type Tone } from './tone'
import { readTopic, type TopicReading } from './genres/reading'
import { topicPhrases, type TopicPhrases } from './topic'
import {
  experienceItem,
  experienceSpan,
  firstPersonExperience,
  isPersonalIllness,
  isSensitive,
  makesSomething,
  scriptOf,
  toldByUs,
  topicShape,
  type Experience,
  type Shape,
  type Span,
} from './topic-shape'

/** Everything a template needs to write one line of the offline draft. */
export interface DraftContext {
  brief: Brief
  language: Language
  platform: PlatformProfile
  /** The topic in the forms a sentence needs (topic.ts). */
  topic: TopicPhrases
  /** "the audience" as written into a sentence; a neutral default when the brief has none. */
  who: string
  /** The audience as a group noun ("很多{crowd}"), "people" when the brief names none. */
  crowd: string
  tone: Tone
  /** Deterministic variety: the same brief and version give the same draft. */
  seed: number
  /** What the topic asks for: reasons, steps, the items it counts, points (topic-shape.ts). */
  shape: Shape
  /** A topic about death, injury, disaster, crime or illness: a sober register throughout. */
  sensitive: boolean
  /** One person's experience of an illness: sober, but told in the first person, not as news. */
  personal: boolean
  /** A how-to that makes something (a dish, a look, a craft), not a skill or a habit. */
  made: boolean
  /**
   * The creator tells what they did ("我吃遍了成都的火锅", "I quit sugar for 30 days"): a talking
   * head of it is their experience in the first person, a stop (visits) or a stage (trial) a beat.
   */
  experience: Experience | null
  /** How long a trial went on ("for 30 days"): its stages are told as days, weeks or months (Day 1, Day 15). */
  span: Span | null
  /** That experience is several people's ("We quit our jobs…", "我们辞职…"): the draft says we. */
  plural: boolean
  /**
   * The topic's genre and the format it is told in, read once (genres/reading.ts): every part of
   * the draft looks it up, none reads the topic's kind again.
   */
  reading: TopicReading
  /** The brief asked for jokes on a sensitive topic: the draft stays sober and a note says why. */
  humourDeclined: boolean
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

export const pick = <T>(items: readonly T[], seed: number, offset = 0): T => items[(seed + offset) % items.length]

export function draftContext(brief: Brief, language: Language, variant: number): DraftContext {
  const audience = brief.audience?.trim()
  const personal = isPersonalIllness(brief.topic)
  const sensitive = personal || isSensitive(brief.topic)
  const topic = topicPhrases(brief.topic, language, !sensitive)
  const tone = detectTone(brief.tone)
  // The topic is read in its own script: a Chinese topic asks why, lists or makes something in an English draft too.
  const script = scriptOf(topic.core)
  const asked = topicShape(topic.core, script)
  // What the creator did is theirs to tell, never news ("I won my first race"), nor about a tragedy.
  const experience = sensitive ? null : firstPersonExperience(topic.core, script)
  // An experience's core beats are its stops, the items it counts, or its stages.
  const shape = experience ? { ...asked, item: experienceItem(topic.core, experience, asked) } : asked
  const reading = readTopic({ brief, core: topic.core, script, asked, shape, sensitive, personal, experience })
  const { format } = reading
  return {
    brief: format === brief.format ? brief : { ...brief, format },
    personal,
    reading,
    language,
    platform: platformProfile(brief.platform),
    topic,
    shape,
    sensitive,
    made: makesSomething(topic.core, script),
    experience,
    span: experience === 'trial' && shape.item.en === 'Stage' ? experienceSpan(topic.core, script) : null,
    plural: experience !== null && toldByUs(topic.core, script),
    humourDeclined: sensitive && tone === 'humorous',
    who: audience || (language === 'zh' ? '大多数人' : 'most people'),
    crowd: audience || (language === 'zh' ? '人' : 'people'),
    // Nor with hype: a sensitive topic asked for energy is told calmly.
    tone: sensitive && (tone === 'humorous' || tone === 'energetic') ? 'casual' : tone,
    seed: hashText(`${brief.topic.trim()}|${brief.platform}|${brief.format}`) + variant,
    coreCount: 3,
  }
}

/** Placeholder the creator must fill in: 【…】 in Chinese, [● …] in English. */
export const slot = (language: Language, text: string) => (language === 'zh' ? `【${text}】` : `[${text}]`)

/** A part that is one placeholder as a whole: an instruction that stands for what the creator says. */
const WHOLE_PLACEHOLDER = /^(?:【[^【】]*】|\[[^[\]]*\])$/

/**
 * Adds a full stop when a line ends without one (a closing emoji or bracket counts as an end). A
 * placeholder said as a whole ("【…，约 7 秒】") is what the creator says, sentences of their own:
 * it takes no full stop after it.
 */
export const endSentence = (text: string, language: Language) =>
  WHOLE_PLACEHOLDER.test(text.trim()) || /[.!?。！？~～…)）\p{Extended_Pictographic}\uFE0F]$/u.test(text.trim())
    ? text.trim()
    : `${text.trim()}${language === 'zh' ? '。' : '.'}`

/** Joins sentences the way each language does (no space after Chinese punctuation), each ended. */
export const joinSentences = (language: Language, ...parts: string[]) =>
  parts
    .filter(Boolean)
    .map((part) => endSentence(part, language))
    .join(language === 'zh' ? '' : ' ')
