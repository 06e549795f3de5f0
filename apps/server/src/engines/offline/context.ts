import type { Brief, Language } from '@hookline/contract'
import { platformProfile, type PlatformProfile } from '../platforms'
import { detectTone, type Tone } from './tone'
import { opensWithHeadlineLabel, topicPhrases, type TopicPhrases } from './topic'
import {
  aboutAWork,
  asksIfWorthIt,
  asksIfWorthWatching,
  choiceOptions,
  experienceItem,
  experienceSpan,
  filmsADay,
  firstPersonExperience,
  isPersonalIllness,
  isSensitive,
  makesSomething,
  MUSIC_WORDS,
  playedShow,
  readsAsAnnouncement,
  readsAsMatch,
  readsAsNews,
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
  /** News of something announced or released, undisputed: told by what is known, not by its sides. */
  announcement: boolean
  /** News of a match (a result, a round won or lost): told by the result, the turning points, who stood out, what is next. */
  match: boolean
  /**
   * A talking head about a work or a moment of pop culture ("看海贼的和看火影的都沉默了", "the
   * finale of The Bear") that asks nothing else: a reaction — what it is, the moments that land,
   * what people say, the creator's verdict (narrative-beats.ts).
   */
  reaction: boolean
  /** The options a talking head weighs ("考研还是工作": 考研, 工作), one a core beat; null when it weighs none. */
  choice: string[] | null
  /** That work is a song, a cover or an album: it is listened to (lines/narrative-beats.ts HEARD_REACTION). */
  heard: boolean
  /** It is a show that was played, a concert or a tour stop: seen and heard live (LIVE_REACTION). */
  live: boolean
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
  // What else a talking head's topic asks for (a review, a vlog, a reaction, a choice) decides its
  // beats, unless it is sensitive or the creator's own experience, which are told their own way.
  const asksItsOwn = !sensitive && !experience
  // A list of generic points ("海贼王5个名场面") is one too: each point is a moment.
  const asksNothingElse = shape.kind === 'plain' || (shape.kind === 'list' && shape.item.en === 'Point')
  // A concert that was played is talked about as a show (its moments, a verdict), though its
  // headline reads as news.
  const live = brief.format === 'talking_head' && asksItsOwn && asksNothingElse && playedShow(topic.core, script)
  // Talking head is the brief's default format; about a headline, or a death, a disaster or a
  // crime, it is told as news commentary: what happened, the views, a take, never "an example".
  // One person's illness is not news: it stays a talking head, and is one as a review or a tutorial.
  const news =
    brief.format === 'talking_head' &&
    !live &&
    ((sensitive && !personal) ||
      (!experience && (opensWithHeadlineLabel(brief.topic) || readsAsNews(topic.core, script, shape))))
  const told = personal && (brief.format === 'review' || brief.format === 'tutorial')
  // Whether it is worth buying is a review's question: verdict first, hands-on, who it is for.
  const reviewed = brief.format === 'talking_head' && asksItsOwn && asksIfWorthIt(topic.core)
  // A day or a routine filmed as it goes is a vlog, whichever format is the default.
  const filmed = brief.format === 'talking_head' && asksItsOwn && asked.kind === 'plain' && filmsADay(topic.core)
  const format = news ? 'news_commentary' : told ? 'talking_head' : reviewed ? 'review' : filmed ? 'vlog' : brief.format
  const reaction =
    format === 'talking_head' &&
    asksItsOwn &&
    (live || (asksNothingElse && aboutAWork(topic.core, script)) || asksIfWorthWatching(topic.core))
  const announcement = format === 'news_commentary' && !sensitive && readsAsAnnouncement(topic.core, script)
  return {
    brief: format === brief.format ? brief : { ...brief, format },
    personal,
    announcement,
    // A match announced ("世界杯赛程公布") is told by what is known; one played, by how it went.
    match: format === 'news_commentary' && !sensitive && !announcement && readsAsMatch(topic.core, script),
    reaction,
    heard: reaction && !live && MUSIC_WORDS.test(topic.core),
    live: reaction && live,
    choice: format === 'talking_head' && asksItsOwn && !reaction ? choiceOptions(topic.core, script) : null,
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
