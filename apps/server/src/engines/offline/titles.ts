import type { Language } from '@hookline/contract'
import { textLength } from '@hookline/contract'
import type { DraftContext } from './context'
import { GENRES } from './genres'
import { reacts } from './genres/reading'
import { ELLIPSIS, wholeWordCut, type FitOptions } from '@hookline/contract/fit-text'
import { plural } from './fit-text'
import { PERSONAL_TITLE_SLOTS, SHORTER_TITLES, SOBER_TITLE_SLOTS, type TitleLine } from './lines/titles'
import { shorterWordings } from './condense'
import { hasNumber, topicCount } from './topic'

/**
 * Three titles per draft, in the platform's limit and the script's language, each in the voice
 * of the format and fitting what the topic asks: a tutorial's steps for a how-to, not for a
 * why-question; a review's pros and cons for a thing, not for a list of tips. The lines
 * themselves are data (lines/titles.ts); this file fits them to the topic and the limit. A
 * number in a title is the topic's own ("三个误区" is never retitled "5个点"), or, when the
 * topic states none, the draft's count of points or steps.
 */

/** One of the platform's length limits, and how text is fitted into it. */
export interface Limit extends FitOptions {
  max: number
}

export const limitOf = (c: DraftContext, language: Language, max: number): Limit => ({
  max,
  language,
  unit: c.platform.limits.unit,
})
export const fits = (text: string, limit: Limit) => textLength(text, limit.unit) <= limit.max

/**
 * `prefix + topic + suffix` when it fits. Otherwise the topic is cut where a phrase ends, never
 * with an ellipsis (wholeWordCut), to make room; when too little of the topic would be left, the
 * topic alone, cut so; '' when neither holds.
 */
function withTopic(topic: string, limit: Limit, prefix = '', suffix = '', alone = topic): string {
  const whole = `${prefix}${topic}${suffix}`
  if (fits(whole, limit)) return whole
  const { unit, max } = limit
  const room = max - textLength(prefix, unit) - textLength(suffix, unit)
  const fitted = room > 4 ? wholeWordCut(topic, room, limit, { atPhrase: true }) : ''
  return textLength(fitted, unit) > 4 ? `${prefix}${fitted}${suffix}` : wholeWordCut(alone, max, limit)
}

/** `[prefix, suffix]` around the topic; a title lists them from the fullest to the shortest. */
type Frame = [prefix: string, suffix: string]

/**
 * The first frame that holds the whole topic within the limit: a short suffix with the whole
 * topic reads better than a long one after a cut topic. When none does, the topic said shorter
 * (`shorter`, longest first) in the fullest frame that holds it whole: "Cold brew coffee at home:
 * my notes", not "How to make cold brew… my notes". Only then the topic is cut to make room for the
 * fullest frame that keeps most of it (which keeps cut titles apart from each other), else for the
 * shortest: "What I learned… ✨ tried & tested" says less than "What I learned cooking every day… ✨".
 */
function framed(
  topic: string,
  limit: Limit,
  frames: Frame[] | ((wording: string) => Frame[]),
  alone = topic,
  shorter: string[] = [],
): string {
  const framesOf = (wording: string) => (typeof frames === 'function' ? frames(wording) : frames)
  for (const wording of [topic, ...shorter]) {
    const whole = framesOf(wording)
      .map(([prefix, suffix]) => `${prefix}${wording}${suffix}`)
      .find((text) => fits(text, limit))
    if (whole) return whole
  }
  const topicFrames = framesOf(topic)
  const cuts = topicFrames.map(([prefix, suffix]) => withTopic(topic, limit, prefix, suffix, alone))
  const kept = (text: string, [prefix, suffix]: Frame) =>
    textLength(text, limit.unit) - textLength(prefix + suffix, limit.unit)
  const index = topicFrames.findIndex((frame, i) => kept(cuts[i], frame) >= textLength(topic, limit.unit) * 0.6)
  return cuts[index >= 0 ? index : cuts.length - 1]
}

const MISTAKES = { zh: /误区|错误|坑|雷区|雷/, en: /\b(?:mistakes?|myths?|traps?|errors?|pitfalls?)\b/i }

/**
 * The question a counted list's title asks its viewer ("5 tips for better sleep: how many do you
 * do?"; for mistakes, how many they made), or null when the topic is not a counted list.
 */
function listQuestion(core: string, language: Language): string | null {
  if (topicCount(core) === null) return null
  const mistakes = MISTAKES[language].test(core)
  if (language === 'zh') return mistakes ? '｜你踩过几个？' : '｜你做到了几个？'
  return mistakes ? ': how many have you made?' : ': how many do you do?'
}

/** Selling words a sensitive topic's titles never carry. */
const SELLING = /干货|少走弯路|大实话|亲测|避坑|必看|真相|honest|tried|traps|truth|[\p{Extended_Pictographic}]/iu

/** After a question mark a suffix starts a sentence of its own: ": my take" → " My take", "：我的看法" / "？怎么选" → "我的看法" / "怎么选". */
function afterQuestion(ending: string, language: Language): string {
  if (language === 'zh') return ending.replace(/^[：，？]/, '')
  const match = /^[:,] (\S)/.exec(ending)
  return match ? ` ${match[1].toUpperCase()}${ending.slice(3)}` : ending
}

/** Words a frame adds that a topic may already say: "The honest truth about the truth about…" says it twice. */
const ECHO = /truth|explained|review|honest|guide|story|beginner|真相|测评|看法|故事|教程|讲清|看懂|体验|新手/gi

/** A title that says one of those words more often than its topic does. */
function echoes(title: string, core: string): boolean {
  const count = (text: string, word: string) => text.toLowerCase().split(word.toLowerCase()).length - 1
  return [...new Set(core.match(ECHO) ?? [])].some((word) => count(title, word) > count(core, word))
}

/** Titles that differ only by an emoji, spacing or case are the same title to a reader. */
export const titleKey = (title: string) =>
  title.replace(/[\s\p{Extended_Pictographic}\uFE0F\u200D]/gu, '').toLowerCase()

/** "2个原因", "3步讲清", "2 reasons": what a talking head's title counts, by what its topic asks. */
function countedTitle(c: DraftContext, language: Language): string {
  const n = c.coreCount
  if (language === 'en')
    return {
      why: plural(n, 'reason'),
      how: plural(n, 'step'),
      list: `${plural(n, 'thing')} you need to know`,
      plain: `${plural(n, 'thing')} you need to know`,
    }[c.shape.kind]
  return { why: `${n}个原因`, how: `${n}步讲清`, list: `${n}个你必须知道的点`, plain: `${n}个你必须知道的点` }[
    c.shape.kind
  ]
}

/** What a line's placeholders stand for in this draft; null: the line does not apply. */
interface TitleValues {
  count: string | null
  n: string | null
  ask: string | null
  audience: string | null
}

/** The template with its placeholders filled, or null when one has no value. */
function fill(template: string, values: TitleValues): string | null {
  let missing = false
  const text = template.replace(/\{(count|n|ask|audience)\}/g, (_, key: keyof TitleValues) => {
    const value = values[key]
    if (value === null) missing = true
    return value ?? ''
  })
  return missing ? null : text
}

export function writeTitles(c: DraftContext, language: Language): string[] {
  const limit = limitOf(c, language, c.platform.limits.title)
  const { topic } = c
  const question = topic.kind === 'question'
  const asks = (wording: string) => /[?？]$/.test(wording)
  // Said shorter only where the topic opens the title: mid-sentence ("The truth about…") a
  // headline's wording would not read. A sensitive topic is never reworded, as its cover is not.
  const shorter = c.sensitive ? [] : shorterWordings(topic.core, language, { titled: true })
  // An audience goes in front of a title only as a short name ("大学生", "new runners"), not a description.
  const named = c.brief.audience?.trim()
  const audience =
    named &&
    /^[\p{L}\p{N} ]+$/u.test(named) &&
    (language === 'zh' ? [...named].length <= 8 : named.split(' ').length <= 4)
      ? named
      : null
  // A topic that states its own count says it once, and one with any number ("有5个上学孩子", "iPhone 16")
  // gets no second; one point is not a list to announce.
  const n = !hasNumber(topic.core) && c.coreCount > 1 ? c.coreCount : null
  const values: TitleValues = {
    count: n ? countedTitle(c, language) : null,
    n: n ? String(n) : null,
    ask: listQuestion(topic.core, language),
    audience,
  }
  // A talking head of what the creator did is titled as one ("…：我的真实感受"); other formats title it as they are.
  const experience = c.reading.genre === 'experience'
  const suits = (line: TitleLine) =>
    !line.for ||
    line.for.some(
      (fit) =>
        fit === c.shape.kind ||
        (fit === 'question' && question) ||
        fit === c.reading.genre ||
        (fit === 'samples' && experience && c.experience === 'samples') ||
        (fit === 'reaction' && reacts(c.reading)),
    )

  function render(line: TitleLine | 'headline'): string | null {
    if (line === 'headline')
      return (
        [topic.headline, ...shorter].find((text) => fits(text, limit)) ?? wholeWordCut(topic.headline, limit.max, limit)
      )
    if ('ending' in line) {
      const endings = line.ending.map((ending) => fill(ending, values))
      if (endings.some((ending) => ending === null)) return null
      return framed(
        topic.headline,
        limit,
        // A wording that no longer asks ("Budget phones win") takes the ending as it is.
        (wording) =>
          (endings as string[]).map((ending): Frame => ['', asks(wording) ? afterQuestion(ending, language) : ending]),
        topic.headline,
        shorter,
      )
    }
    if ('around' in line) {
      // A sentence takes the topic in as a thing: "关于我吃遍了成都的火锅" and "The story behind I quit sugar" do not read.
      if (c.experience) return null
      const before = fill(line.around[0], values)
      const after = fill(line.around[1] ?? '', values)
      // Inside a sentence the topic goes without its question mark ("关于…，说句大实话").
      return before === null || after === null ? null : framed(topic.about, limit, [[before, after]], topic.headline)
    }
    const prefix = fill(line.audience, values)
    return prefix === null ? null : framed(topic.headline, limit, [[prefix, '']], topic.headline, shorter)
  }

  const titles: string[] = []
  const seen = new Set<string>()
  const take = (line: TitleLine | 'headline'): boolean => {
    const title = render(line)
    // A title is never shown cut ("…"): a line whose topic cannot be held gives way to the next.
    if (!title || title.includes(ELLIPSIS) || seen.has(titleKey(title)) || echoes(title, topic.core)) return false
    if (c.sensitive && SELLING.test(title.replace(topic.headline, ''))) return false
    seen.add(titleKey(title))
    titles.push(title)
    return true
  }
  const slots = c.personal
    ? PERSONAL_TITLE_SLOTS[language]
    : c.sensitive
      ? SOBER_TITLE_SLOTS[language]
      : GENRES[c.brief.format].titles[language][c.platform.caption === 'note' ? 'note' : 'video']
  for (const slot of slots) slot.filter(suits).some(take)
  // A tight limit (Weibo, Xiaohongshu) can bring options down to the same words: shorter ones stand in.
  for (const line of SHORTER_TITLES[language]) if (titles.length < 3) take(line)
  // A topic no line can hold whole or cut where a phrase ends (a long headline in the other
  // script): its start alone, then before the shorter lines' endings: cut where a phrase ends, as a
  // counted list by its count ("Three mistakes: my notes"), and only then after any whole word
  // ("What I learned cooking: my notes"), never inside one.
  const endings = SHORTER_TITLES[language].flatMap((line) =>
    typeof line === 'object' && 'ending' in line ? line.ending : [],
  )
  const ended = (atPhrase: boolean) =>
    endings.map((ending) => {
      const head = wholeWordCut(topic.headline, limit.max - textLength(ending, limit.unit), limit, {
        evenAQuestion: true,
        atPhrase,
      })
      return head && `${head}${ending}`
    })
  const counted = topicCount(topic.core) !== null ? /^\S+\s+\S+s\b/u.exec(topic.headline)?.[0] : undefined
  const lastResort = [
    titles.length === 0 ? wholeWordCut(topic.headline, limit.max, limit, { evenAQuestion: true }) : '',
    ...ended(true),
    ...(counted ? endings.map((ending) => `${counted}${ending}`).filter((title) => fits(title, limit)) : []),
    ...ended(false),
  ]
  for (const title of lastResort) {
    if (titles.length >= 3) break
    if (title && !seen.has(titleKey(title))) {
      seen.add(titleKey(title))
      titles.push(title)
    }
  }
  return titles.slice(0, 3)
}
