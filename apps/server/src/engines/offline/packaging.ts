import type { Language, ScriptBeat } from '@hookline/contract'
import { formatProfile } from '../formats'
import { textLength } from '../text-length'
import { slot, type DraftContext } from './context'
import { firstSentence, fitLines, fitText, leadingWords, plural, type FitOptions } from './fit-text'

/** Titles, cover, hashtags and post body: the parts around the video. */

/** One of the platform's length limits, and how text is fitted into it. */
interface Limit extends FitOptions {
  max: number
}

const limitOf = (c: DraftContext, language: Language, max: number): Limit => ({ max, language, unit: c.platform.limits.unit })
const fits = (text: string, limit: Limit) => textLength(text, limit.unit) <= limit.max

/**
 * `prefix + topic + suffix` when it fits. Otherwise the topic is cut at a word with an ellipsis
 * to make room (a colon or comma after the ellipsis is dropped); when too little of the topic
 * would be left, the topic alone, fitted.
 */
function withTopic(topic: string, limit: Limit, prefix = '', suffix = '', alone = topic): string {
  const whole = `${prefix}${topic}${suffix}`
  if (fits(whole, limit)) return whole
  const { language, unit, max } = limit
  const tail = /^[:：,，]/.test(suffix) ? `${language === 'en' ? ' ' : ''}${suffix.replace(/^[:：,，]\s*/, '')}` : suffix
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
 * make room for the fullest, which keeps cut titles apart from each other.
 */
function framed(topic: string, limit: Limit, frames: Frame[], alone = topic): string {
  const whole = frames.map(([prefix, suffix]) => `${prefix}${topic}${suffix}`).find((text) => fits(text, limit))
  if (whole) return whole
  const [prefix, suffix] = frames[0]
  return withTopic(topic, limit, prefix, suffix, alone)
}

const suffixes = (...texts: string[]): Frame[] => texts.map((text) => ['', text])

export function writeTitles(c: DraftContext, language: Language): string[] {
  const limit = limitOf(c, language, c.platform.limits.title)
  const { topic } = c
  const n = c.coreCount
  const titled = (...endings: string[]) => framed(topic.headline, limit, suffixes(...endings))
  // Inside a sentence the topic goes without its question mark ("关于…的3个真相").
  const inSentence = (prefix: string, suffix = '') => framed(topic.about, limit, [[prefix, suffix]], topic.headline)
  const forAudience = (prefix: string) => framed(topic.headline, limit, [[prefix, '']])
  // After a question mark a suffix starts a new sentence; after a plain topic it follows a colon.
  const question = topic.kind === 'question'
  const options =
    language === 'zh'
      ? c.platform.caption === 'note'
        ? [titled('｜亲测有用✨', '✨'), titled(question ? '答案在这里🔥' : '避坑指南🔥', '🔥'), inSentence('关于', `的${n}个真相`)]
        : [
            titled(question ? `${n}个你必须知道的点` : `：${n}个你必须知道的点`),
            inSentence('关于', '，说句大实话'),
            c.brief.audience ? forAudience(`${c.brief.audience}必看｜`) : inSentence('一条视频讲清'),
          ]
      : c.platform.caption === 'note'
        ? [
            titled(' ✨ tried & tested', ' ✨'),
            titled(question ? ' The answer 🔥' : ': traps to avoid 🔥', ' 🔥'),
            titled(question ? ` ${plural(n, 'fact')}` : `: ${plural(n, 'truth')}`),
          ]
        : [
            titled(question ? ` ${plural(n, 'thing')} you need to know` : `: ${plural(n, 'thing')} you need to know`, question ? ` ${plural(n, 'thing')} to know` : `: ${plural(n, 'thing')} to know`),
            question ? titled(' The honest answer') : inSentence('The honest truth about '),
            c.brief.audience ? forAudience(`For ${c.brief.audience}: `) : titled(question ? ' Explained in one video' : ', explained in one video', question ? ' Explained' : ', explained'),
          ]
  // A tight limit (Weibo, Xiaohongshu) can bring options down to the same words: shorter ones stand in.
  const shorter =
    language === 'zh'
      ? [fitText(topic.headline, limit.max, limit), titled('｜真相'), titled('｜一条讲清'), titled('｜干货')]
      : [fitText(topic.headline, limit.max, limit), titled(question ? ' The facts' : ': the facts'), titled(question ? ' Answered' : ': explained'), titled(question ? ' A quick guide' : ': a quick guide')]
  const titles: string[] = []
  const seen = new Set<string>()
  for (const title of [...options, ...shorter]) {
    if (titles.length === 3 || seen.has(titleKey(title))) continue
    seen.add(titleKey(title))
    titles.push(title)
  }
  return titles
}

/** Titles that differ only by an emoji, spacing or case are the same title to a reader. */
export const titleKey = (title: string) => title.replace(/[\s\p{Extended_Pictographic}\uFE0F\u200D]/gu, '').toLowerCase()

/** English cover text starts with a capital, as a headline does ("budget phones" → "Budget phones", "iPhone" stays). */
const capitalise = (text: string, language: Language) =>
  language === 'en' && /^[a-z](?![A-Z])/.test(text) ? text[0].toUpperCase() + text.slice(1) : text

/**
 * Cover text must read at thumbnail size: the headline with a count when that fits the
 * platform's limit, else the headline alone, cut at a word with an ellipsis if it must be.
 */
export function writeCoverText(c: DraftContext, language: Language): string {
  const limit = limitOf(c, language, c.platform.limits.coverText)
  const { headline, core, kind } = c.topic
  const candidates =
    language === 'zh'
      ? [`${headline}${kind === 'question' ? '' : '｜'}${c.coreCount}个关键`, headline, core]
      : [headline, core]
  return capitalise(candidates.find((text) => fits(text, limit)) ?? fitText(core, limit.max, limit), language)
}

const formatTags: Record<Language, Record<string, string[]>> = {
  zh: {
    talking_head: ['干货分享', '知识分享', '涨知识'],
    tutorial: ['教程', '手把手教学', '新手入门'],
    review: ['测评', '真实测评', '好物推荐'],
    vlog: ['vlog', '日常记录', '生活碎片'],
    story: ['故事', '真实经历', '人生感悟'],
    news_commentary: ['热点', '时事评论', '新闻解读'],
  },
  en: {
    talking_head: ['tips', 'learnsomething', 'advice'],
    tutorial: ['tutorial', 'howto', 'stepbystep'],
    review: ['review', 'honestreview', 'worthit'],
    vlog: ['vlog', 'dayinmylife', 'behindthescenes'],
    story: ['storytime', 'reallife', 'lifelessons'],
    news_commentary: ['news', 'commentary', 'explained'],
  },
}

const STOP_WORDS = /^(a|an|the|and|or|of|to|for|in|on|at|is|are|am|was|were|be|why|how|what|when|where|who|which|do|does|did|can|should|will|it|its|my|your|our|with|vs)$/i

/** Capitalises each word for a CamelCase tag, keeping words that carry their own capitals (iPhone). */
const camel = (words: string[]) => words.map((w) => (/[A-Z]/.test(w.slice(1)) ? w : w[0].toUpperCase() + w.slice(1))).join('')

/** "Why young people are switching to budget phones" → "YoungPeopleSwitching". */
function englishTopicTag(topic: string): string {
  const words = topic.match(/[A-Za-z0-9]+/g) ?? []
  const significant = words.filter((word) => !STOP_WORDS.test(word)).slice(0, 3)
  return camel(significant.length > 0 ? significant : words.slice(0, 3))
}

/** A Chinese topic as one tag: no spaces, punctuation or emoji, at most 20 characters of whole words. */
const chineseTopicTag = (topic: string) => leadingWords(topic.replace(/[\s#\p{P}\p{S}]+/gu, ''), 20, { language: 'zh' })

export function writeHashtags(c: DraftContext, language: Language): string[] {
  const topicTag = language === 'zh' ? chineseTopicTag(c.topic.core) : englishTopicTag(c.topic.core)
  const tags = [
    topicTag,
    ...c.platform.signatureTags,
    ...formatTags[language][c.brief.format],
    language === 'zh' ? formatProfile(c.brief.format).label.zh : camel(formatProfile(c.brief.format).label.en.split(/\s+/)),
    c.platform.label[language].replace(/\s+/g, ''),
  ]
  const seen = new Set<string>()
  const unique = tags.filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()))
  return unique.slice(0, Math.max(c.platform.hashtagCount.min, Math.min(unique.length, c.platform.hashtagCount.max)))
}

/** Regex-safe text. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A beat as one line of a post: its label and the first sentence it says, without saying the
 * label twice ("Point 1: Point 1: …", "要点 1：第1点：…"): a lead-in around the label
 * ("缺点也要说：", "To recap:") or a numbering of its own ("#1", "第1步", "Step 1") is dropped from the sentence.
 */
function pointLine(beat: ScriptBeat, limit: Limit): string {
  const lead = new RegExp(`^(?:(?:\\p{L}+ )?${escapeRegExp(beat.label)}[^:：。.!?！？]{0,6}|#\\d+|第\\s*\\d+\\s*[点步个]|(?:point|step|turn|moment)\\s*\\d+)\\s*[:：,，]\\s*`, 'iu')
  const said = beat.voice_over.replace(lead, '')
  const first = firstSentence(said)
  return `${beat.label}${limit.language === 'zh' ? '：' : ': '}${fitText(first, limit.max, limit)}`
}

/** Weibo post or Xiaohongshu note body; null for platforms without one. */
export function writeCaption(c: DraftContext, language: Language, beats: ScriptBeat[], hashtags: string[]): string | null {
  const s = (text: string) => slot(language, text)
  if (c.platform.caption === 'none') return null
  const points = beats.filter((b) => b.voice_over).slice(0, 4)
  if (c.platform.caption === 'post') {
    const opening = language === 'zh' ? `#${hashtags[0]}# ${s('一句话观点')}` : `#${hashtags[0]}# ${s('your take in one line')}`
    const body = points.map((b, i) => `${i + 1}. ${pointLine(b, limitOf(c, language, 60))}`).join('\n')
    const ask = language === 'zh' ? '你怎么看？评论区聊聊👇' : 'What do you think? Tell me below 👇'
    const limit = limitOf(c, language, c.platform.limits.caption ?? 2000)
    return fitLines([opening, body, ask].join('\n'), limit.max, limit)
  }
  const emoji = ['✅', '💡', '📌', '⭐']
  const intro =
    language === 'zh'
      ? `📍 关于${c.topic.about}，${s('一句话说明为什么值得看')}`
      : c.topic.kind === 'question'
        ? `📍 ${c.topic.headline} ${s('why this is worth a read')}`
        : `📍 About ${c.topic.about}: ${s('why this is worth a read')}`
  // A note reads as short tips: each line a little shorter than a post's.
  const lines = points.map((b, i) => `${emoji[i % emoji.length]} ${pointLine(b, limitOf(c, language, 40))}`)
  const outro = language === 'zh' ? '💬 有问题评论区见～' : '💬 Questions? Drop them below~'
  const limit = limitOf(c, language, c.platform.limits.caption ?? 1000)
  return fitLines([intro, ...lines, outro].join('\n'), limit.max, limit)
}
