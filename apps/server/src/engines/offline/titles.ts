import type { Language, ScriptFormat } from '@hookline/contract'
import { textLength } from '@hookline/contract'
import type { DraftContext } from './context'
import { fitText, plural, type FitOptions } from './fit-text'
import { hasNumber, topicCount } from './topic'

/**
 * Three titles per draft, in the platform's limit and the script's language, each in the voice
 * of the format: a talking head promises points, a tutorial steps, a review an honest verdict, a
 * vlog a day, a story what happened, a commentary a take. Xiaohongshu titles are notes (emoji,
 * "收藏"). A number in a title is the topic's own ("三个误区" is never retitled "5个点"), or,
 * when the topic states none, the draft's count of points or steps.
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
 * `prefix + topic + suffix` when it fits. Otherwise the topic is cut at a word with an ellipsis
 * to make room (a colon or comma after the ellipsis is dropped); when too little of the topic
 * would be left, the topic alone, fitted.
 */
function withTopic(topic: string, limit: Limit, prefix = '', suffix = '', alone = topic): string {
  const whole = `${prefix}${topic}${suffix}`
  if (fits(whole, limit)) return whole
  const { language, unit, max } = limit
  const tail = /^[:：,，]/.test(suffix)
    ? `${language === 'en' ? ' ' : ''}${suffix.replace(/^[:：,，]\s*/, '')}`
    : suffix
  const room = max - textLength(prefix, unit) - textLength(tail, unit)
  // Without the colon the tail is one shorter, but the topic must still be cut: one less room.
  const fitted = room > 4 ? fitText(topic, tail === suffix ? room : room - 1, { ...limit, wholeWords: true }) : ''
  return textLength(fitted, unit) > 4 ? `${prefix}${fitted}${tail}` : fitText(alone, max, limit)
}

/** `[prefix, suffix]` around the topic; a title lists them from the fullest to the shortest. */
type Frame = [prefix: string, suffix: string]

/**
 * The first frame that holds the whole topic within the limit: a short suffix with the whole
 * topic reads better than a long one after a cut topic. When none does, the topic is cut to
 * make room for the fullest frame that keeps most of it (which keeps cut titles apart from each
 * other), else for the shortest: "What I learned… ✨ tried & tested" says less than
 * "What I learned cooking every day… ✨".
 */
function framed(topic: string, limit: Limit, frames: Frame[], alone = topic): string {
  const whole = frames.map(([prefix, suffix]) => `${prefix}${topic}${suffix}`).find((text) => fits(text, limit))
  if (whole) return whole
  const cuts = frames.map(([prefix, suffix]) => withTopic(topic, limit, prefix, suffix, alone))
  const kept = (text: string, [prefix, suffix]: Frame) =>
    textLength(text, limit.unit) - textLength(prefix + suffix, limit.unit)
  const index = frames.findIndex((frame, i) => kept(cuts[i], frame) >= textLength(topic, limit.unit) * 0.6)
  return cuts[index >= 0 ? index : cuts.length - 1]
}

/** What a format's titles are written with. */
interface Titler {
  /** The headline and one of `endings` (fullest first). After a question mark ": my take" becomes " My take", "：我的看法" "我的看法". */
  titled: (...endings: string[]) => string
  /** The topic inside a sentence ("关于…，说句大实话", "The honest truth about …"); a question topic is its headline. */
  about: (prefix: string, suffix?: string) => string
  /** "For new runners: …", "大学生必看｜…" when the brief names an audience. */
  audience: (prefix: (who: string) => string) => string | null
  /** The count a title may state: null when the topic states its own (it is already in the headline) or there is no list. */
  n: number | null
  /** The count with what the draft counts, by what the topic asks: "2个原因", "3 steps", "3个你必须知道的点". */
  counted: string
  question: boolean
  /**
   * The topic is a list that states its count: a viewer is asked how many they do ("5 tips for
   * better sleep: how many do you do?") or, for mistakes, how many they made, not told "the truth about" it.
   */
  listQuestion: string | null
}

type Titles = (t: Titler) => string[]

const MISTAKES = { zh: /误区|错误|坑|雷区|雷/, en: /\b(?:mistakes?|myths?|traps?|errors?|pitfalls?)\b/i }

/** The question a counted list's title asks its viewer, or null when the topic is not a counted list. */
function listQuestion(core: string, language: Language): string | null {
  if (topicCount(core) === null) return null
  const mistakes = MISTAKES[language].test(core)
  if (language === 'zh') return mistakes ? '｜你踩过几个？' : '｜你做到了几个？'
  return mistakes ? ': how many have you made?' : ': how many do you do?'
}

const ZH_VIDEO: Record<ScriptFormat, Titles> = {
  talking_head: (t) => [
    t.n ? t.titled(`：${t.counted}`) : t.titled('｜看完少走弯路', '｜建议收藏'),
    t.listQuestion ? t.titled(t.listQuestion) : t.about('关于', '，说句大实话'),
    t.audience((who) => `${who}必看｜`) ?? t.about('一条视频讲清'),
  ],
  tutorial: (t) => [
    t.n ? t.titled(`：${t.n}步搞定`) : t.titled('｜手把手教你'),
    t.titled('｜新手也能学会'),
    t.audience((who) => `${who}必看｜`) ?? t.about('一条视频学会'),
  ],
  review: (t) => [
    t.titled('：我的真实体验', '｜真实体验'),
    t.titled('｜优缺点都说清楚', '｜优缺点'),
    t.listQuestion ? t.titled(t.listQuestion) : t.about('关于', '，说句大实话'),
  ],
  vlog: (t) => [t.titled('｜记录一下'), t.titled('｜我的真实日常', '｜日常'), t.about('跟我一起看看')],
  story: (t) => [
    t.titled('｜我的真实经历', '｜真实经历'),
    t.about('关于', '，我想讲个故事'),
    t.titled('：后来怎么样了', '｜后来'),
  ],
  news_commentary: (t) => [
    t.titled('：我的看法'),
    t.about('一条视频看懂'),
    t.listQuestion ? t.titled(t.listQuestion) : t.about('关于', '，说句大实话'),
  ],
}

const ZH_NOTE: Record<ScriptFormat, Titles> = {
  talking_head: (t) => [
    t.titled('｜一篇讲清✨', '✨'),
    t.titled(t.question ? '答案在这里🔥' : '｜避坑指南🔥', '🔥'),
    // The count names what the draft counts (原因, 步骤, 误区), never "真相" over a list of steps.
    t.n ? t.titled(`｜${t.counted}📌`, '📌') : t.titled('｜建议收藏📌', '📌'),
  ],
  tutorial: (t) => [
    t.titled('｜保姆级教程✨', '✨'),
    t.titled('｜新手必看🔥', '🔥'),
    t.n ? t.titled(`｜${t.n}步搞定📌`, '📌') : t.titled('｜建议收藏📌', '📌'),
  ],
  review: (t) => [t.titled('｜真实测评✨', '✨'), t.titled('｜优缺点都说🔥', '🔥'), t.titled('｜建议收藏📌', '📌')],
  vlog: (t) => [t.titled('｜记录生活✨', '✨'), t.titled('｜我的日常📷', '📷'), t.titled('｜碎碎念💬', '💬')],
  story: (t) => [t.titled('｜真实经历✨', '✨'), t.titled('｜后来怎么样了💬', '💬'), t.titled('｜想说给你听📌', '📌')],
  news_commentary: (t) => [
    t.titled('｜一文看懂📌', '📌'),
    t.titled('｜我的看法💬', '💬'),
    t.titled('｜说点实话🔥', '🔥'),
  ],
}

const EN_VIDEO: Record<ScriptFormat, Titles> = {
  talking_head: (t) => [
    t.n
      ? t.titled(`: ${t.counted}`, `: ${plural(t.n, 'thing')} to know`)
      : t.titled(': what to know first', ': worth knowing'),
    t.question
      ? t.titled(': the honest answer')
      : t.listQuestion
        ? t.titled(t.listQuestion, ': how many?')
        : t.about('The honest truth about '),
    t.audience((who) => `For ${who}: `) ?? t.titled(', explained in one video', ', explained'),
  ],
  tutorial: (t) => [
    t.n
      ? t.titled(`: ${plural(t.n, 'step')}, start to finish`, `: ${plural(t.n, 'step')}`)
      : t.titled(', step by step'),
    t.titled(": a beginner's guide", ': for beginners'),
    t.audience((who) => `For ${who}: `) ?? t.titled(', explained in one video', ', explained'),
  ],
  review: (t) => [
    t.titled(': my honest review', ': reviewed'),
    t.titled(': pros and cons'),
    t.question
      ? t.titled(': the honest answer')
      : t.listQuestion
        ? t.titled(t.listQuestion, ': how many?')
        : t.about('The honest truth about '),
  ],
  vlog: (t) => [
    t.titled(': come along with me', ': come along'),
    t.titled(': a day in my life'),
    t.titled(': behind the scenes'),
  ],
  story: (t) => [
    t.titled(': my story'),
    t.titled(': what happened next'),
    t.question ? t.titled(': here is what happened') : t.about('The story behind '),
  ],
  news_commentary: (t) => [
    t.titled(': my take'),
    t.titled(': what it really means', ': what it means'),
    t.titled(', explained in one video', ', explained'),
  ],
}

const EN_NOTE: Record<ScriptFormat, Titles> = {
  talking_head: (t) => [
    t.titled(' ✨ explained', ' ✨'),
    t.titled(t.question ? ': the answer 🔥' : ': traps to avoid 🔥', ' 🔥'),
    t.n ? t.titled(`: ${t.counted} 📌`, ' 📌') : t.titled(' 📌 save this', ' 📌'),
  ],
  tutorial: (t) => [
    t.titled(': easy guide ✨', ' ✨'),
    t.titled(': beginner friendly 🔥', ' 🔥'),
    t.n ? t.titled(`: ${plural(t.n, 'step')} 📌`, ' 📌') : t.titled(' 📌 save this', ' 📌'),
  ],
  review: (t) => [
    t.titled(': honest review ✨', ' ✨'),
    t.titled(': pros & cons 🔥', ' 🔥'),
    t.titled(' 📌 save this', ' 📌'),
  ],
  vlog: (t) => [
    t.titled(': a day with me ✨', ' ✨'),
    t.titled(' 📷 little moments', ' 📷'),
    t.titled(' 💬 real talk', ' 💬'),
  ],
  story: (t) => [
    t.titled(': my story ✨', ' ✨'),
    t.titled(': what happened next 💬', ' 💬'),
    t.titled(' 📌 worth a read', ' 📌'),
  ],
  news_commentary: (t) => [
    t.titled(': what it means 📌', ' 📌'),
    t.titled(': my take 💬', ' 💬'),
    t.titled(': the facts 🔥', ' 🔥'),
  ],
}

/**
 * A topic about a death, a disaster or a crime: titles say what the video does, plainly, with no
 * emoji and none of the packaging that sells ("干货", "说句大实话", "my honest review").
 */
const SOBER: Record<Language, Titles> = {
  zh: (t) => [t.titled('：事情经过'), t.titled('：我们该关注什么', '：值得关注'), t.titled('：我的看法')],
  en: (t) => [t.titled(': what happened'), t.titled(': what we know'), t.titled(': my thoughts')],
}
/** Selling words a sensitive topic's titles never carry. */
const SELLING = /干货|少走弯路|大实话|亲测|避坑|必看|真相|honest|tried|traps|truth|[\p{Extended_Pictographic}]/iu

/** After a question mark a suffix starts a sentence of its own: ": my take" → " My take", "：我的看法" → "我的看法". */
function afterQuestion(ending: string, language: Language): string {
  if (language === 'zh') return ending.replace(/^[：，]/, '')
  const match = /^[:,] (\S)/.exec(ending)
  return match ? ` ${match[1].toUpperCase()}${ending.slice(3)}` : ending
}

/** Words a frame adds that a topic may already say: "The honest truth about the truth about…" says it twice. */
const ECHO = /truth|explained|review|honest|guide|story|真相|测评|看法|故事|教程|讲清|看懂|体验/gi

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

export function writeTitles(c: DraftContext, language: Language): string[] {
  const limit = limitOf(c, language, c.platform.limits.title)
  const { topic } = c
  const question = topic.kind === 'question'
  // An audience goes in front of a title only as a short name ("大学生", "new runners"), not a description.
  const named = c.brief.audience?.trim()
  const audience =
    named &&
    /^[\p{L}\p{N} ]+$/u.test(named) &&
    (language === 'zh' ? [...named].length <= 8 : named.split(' ').length <= 4)
      ? named
      : undefined
  const titled = (...endings: string[]) =>
    framed(
      topic.headline,
      limit,
      endings.map((ending): Frame => ['', question ? afterQuestion(ending, language) : ending]),
    )
  const t: Titler = {
    titled,
    // Inside a sentence the topic goes without its question mark ("关于…的3个真相"); English templates keep a question whole.
    about: (prefix, suffix = '') => framed(topic.about, limit, [[prefix, suffix]], topic.headline),
    audience: (prefix) => (audience ? framed(topic.headline, limit, [[prefix(audience), '']]) : null),
    // A topic that states its own count says it once, and one with any number ("有5个上学孩子", "iPhone 16")
    // gets no second; one point is not a list to announce.
    n: !hasNumber(topic.core) && c.coreCount > 1 ? c.coreCount : null,
    counted: countedTitle(c, language),
    question,
    listQuestion: listQuestion(topic.core, language),
  }
  const table =
    language === 'zh'
      ? c.platform.caption === 'note'
        ? ZH_NOTE
        : ZH_VIDEO
      : c.platform.caption === 'note'
        ? EN_NOTE
        : EN_VIDEO
  const written = c.sensitive ? SOBER[language](t) : table[c.brief.format](t)
  // A tight limit (Weibo, Xiaohongshu) can bring options down to the same words: shorter ones stand in.
  const shorter =
    language === 'zh'
      ? [fitText(topic.headline, limit.max, limit), titled('｜真相'), titled('｜一条讲清'), titled('｜干货')]
      : [
          titled(': my notes'),
          titled(': a recap'),
          titled(': the facts'),
          fitText(topic.headline, limit.max, limit),
          titled(': explained'),
        ]
  const titles: string[] = []
  const seen = new Set<string>()
  for (const title of [...written, ...shorter]) {
    if (titles.length === 3 || seen.has(titleKey(title)) || echoes(title, topic.core)) continue
    if (c.sensitive && SELLING.test(title.replace(topic.headline, ''))) continue
    seen.add(titleKey(title))
    titles.push(title)
  }
  return titles
}
