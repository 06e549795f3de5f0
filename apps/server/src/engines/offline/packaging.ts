import type { Language, ScriptBeat } from '@hookline/contract'
import { textLength } from '../text-length'
import { slot, type DraftContext } from './context'
import { firstSentence, fitLines, fitText, plural, type FitOptions } from './fit-text'
import { statedCount, topicCount } from './topic'

export { writeHashtags } from './hashtags'

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

/** The number the titles and cover say: the topic's own ("三个误区" → 3), else the draft's core beats. */
const stated = (c: DraftContext) => topicCount(c.topic.core)

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
  // A topic that states its own count ("三个误区", "5 tips") says it once: no second number after it.
  const counted = stated(c) === null
  const options =
    language === 'zh'
      ? c.platform.caption === 'note'
        ? [titled('｜亲测有用✨', '✨'), titled(question ? '答案在这里🔥' : '避坑指南🔥', '🔥'), counted ? inSentence('关于', `的${n}个真相`) : titled('｜建议收藏📌', '📌')]
        : [
            counted ? titled(question ? `${n}个你必须知道的点` : `：${n}个你必须知道的点`) : titled('｜看完少走弯路', '｜建议收藏'),
            inSentence('关于', '，说句大实话'),
            c.brief.audience ? forAudience(`${c.brief.audience}必看｜`) : inSentence('一条视频讲清'),
          ]
      : c.platform.caption === 'note'
        ? [
            titled(' ✨ tried & tested', ' ✨'),
            titled(question ? ' The answer 🔥' : ': traps to avoid 🔥', ' 🔥'),
            counted ? titled(question ? ` ${plural(n, 'fact')}` : `: ${plural(n, 'truth')}`) : titled(' 📌 save this', ' 📌'),
          ]
        : [
            counted
              ? titled(question ? ` ${plural(n, 'thing')} you need to know` : `: ${plural(n, 'thing')} you need to know`, question ? ` ${plural(n, 'thing')} to know` : `: ${plural(n, 'thing')} to know`)
              : titled(question ? ' What I wish I knew sooner' : ': what I wish I knew sooner', question ? ' Worth knowing' : ': worth knowing'),
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
 * platform's limit, else the headline alone; a topic that states a count and does not fit
 * keeps its count and what it counts ("新手第一次买咖啡机的三个误区" → "三个误区"); else the
 * headline cut at a word with an ellipsis.
 */
export function writeCoverText(c: DraftContext, language: Language): string {
  const limit = limitOf(c, language, c.platform.limits.coverText)
  const { headline, core, kind } = c.topic
  const candidates =
    language === 'zh'
      ? [...(stated(c) === null ? [`${headline}${kind === 'question' ? '' : '｜'}${c.coreCount}个关键`] : []), headline, core]
      : [headline, core]
  const count = statedCount(core)
  if (count) candidates.push(core.slice(count.index))
  return capitalise(candidates.find((text) => fits(text, limit)) ?? fitText(core, limit.max, limit), language)
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

/** A line that says nothing once its placeholders are taken out ("Point 1: [point 1 in one sentence].") is not posted. */
const saysSomething = (line: string) => line.replace(/【[^】]*】|\[[^\]]*\]/g, '').replace(/^[^:：]{1,16}[:：]/, '').replace(/[\s\p{P}\p{S}]/gu, '').length >= 6

/**
 * Weibo post or Xiaohongshu note body; null for platforms without one. It reads as a post: the
 * topic in the opening line, the video's points that say something (a point that is only a
 * placeholder is left to the video), and a question for the comments. When no point says
 * anything yet, one instruction tells the creator what to write.
 */
export function writeCaption(c: DraftContext, language: Language, beats: ScriptBeat[], hashtags: string[]): string | null {
  if (c.platform.caption === 'none') return null
  const zh = language === 'zh'
  const { headline, about, kind } = c.topic
  const limitFor = (max: number) => limitOf(c, language, max)
  const spoken = beats.filter((b) => b.voice_over)
  const instruction = slot(language, zh ? '写下你最想让大家记住的一句话' : 'write the one line you want people to remember')
  if (c.platform.caption === 'post') {
    // Weibo posts open on their topic tag; when the tag is the whole topic the headline is not said twice.
    const tag = hashtags[0] ? `#${hashtags[0]}# ` : ''
    const said = hashtags[0] && hashtags[0] === c.topic.core.replace(/\s+/g, '') ? '' : kind === 'question' ? headline : `${headline}${zh ? '。' : '.'}`
    const opening = zh ? `${tag}${said}我的看法都在视频里👇` : `${tag}${said}${said ? ' ' : ''}My take is in the video 👇`
    const points = spoken.map((b) => pointLine(b, limitFor(60))).filter(saysSomething).slice(0, 4)
    const body = points.length > 0 ? points.map((line, i) => `${i + 1}. ${line}`) : [instruction]
    const ask = zh ? '你怎么看？评论区聊聊👇' : 'What do you think? Tell me below 👇'
    const limit = limitFor(c.platform.limits.caption ?? 2000)
    return fitLines([opening, ...body, ask].join('\n'), limit.max, limit)
  }
  const emoji = ['✅', '💡', '📌', '⭐']
  const intro = zh ? `📍 关于${about}，我的经验都整理在这里了，建议先收藏～` : kind === 'question' ? `📍 ${headline} Here is what I found — save it for later.` : `📍 ${headline}: my notes, worth saving for later.`
  // A note reads as short tips: each line a little shorter than a post's.
  const points = spoken.map((b) => pointLine(b, limitFor(40))).filter(saysSomething).slice(0, 4)
  const lines = points.length > 0 ? points.map((line, i) => `${emoji[i % emoji.length]} ${line}`) : [`✍️ ${instruction}`]
  const outro = zh ? '💬 有问题评论区见～' : '💬 Questions? Drop them below~'
  const limit = limitFor(c.platform.limits.caption ?? 1000)
  return fitLines([intro, ...lines, outro].join('\n'), limit.max, limit)
}
