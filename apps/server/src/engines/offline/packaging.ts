import { placeholdersIn, type Language, type ScriptBeat } from '@hookline/contract'
import { slot, type DraftContext } from './context'
import { firstSentence, fitLines, fitText } from './fit-text'
import { fits, limitOf, type Limit } from './titles'
import { statedCount } from './topic'

/** Cover text and post body: the parts around the video (titles.ts and hashtags.ts write the rest). */
export { writeHashtags } from './hashtags'
export { titleKey, writeTitles } from './titles'

/** English cover text starts with a capital, as a headline does ("budget phones" → "Budget phones", "iPhone" stays). */
const capitalise = (text: string, language: Language) =>
  language === 'en' && /^[a-z](?![A-Z])/.test(text) ? text[0].toUpperCase() + text.slice(1) : text

/**
 * Cover text must read at thumbnail size: the headline with the count of points when that fits
 * the platform's limit (a talking head or tutorial of two or more), else the headline alone; a
 * topic that states a count and does not fit keeps its count and what it counts
 * ("新手第一次买咖啡机的三个误区" → "三个误区"); else the headline cut at a word with an ellipsis.
 */
export function writeCoverText(c: DraftContext, language: Language): string {
  const limit = limitOf(c, language, c.platform.limits.coverText)
  const { headline, core, kind } = c.topic
  const count = statedCount(core)
  const listed = !count && c.coreCount > 1 && ['talking_head', 'tutorial'].includes(c.brief.format)
  const candidates = [
    ...(language === 'zh' && listed ? [`${headline}${kind === 'question' ? '' : '｜'}${c.coreCount}个关键`] : []),
    headline,
    core,
    ...(count ? [core.slice(count.index)] : []),
  ]
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
  const lead = new RegExp(`^(?:(?:\\p{L}+ )?${escapeRegExp(beat.label)}[^:：。.!?！？]{0,6}|#\\d+|第\\s*\\d+\\s*[点步个]|(?:point|step|turn|moment|number|no\\.)\\s*\\d+)\\s*[:：,，]\\s*`, 'iu')
  const said = beat.voice_over.replace(lead, '')
  const first = firstSentence(said)
  return `${beat.label}${limit.language === 'zh' ? '：' : ': '}${fitText(first, limit.max, limit)}`
}

/** A placeholder phrased as what to do ("【写下第1点】", "[name aspect 1]"), not what goes there ("[point 1 in one sentence]"). */
const INSTRUCTION = /^[【[](?:写下|写出|写|填上|填|说说|说出|列出|补充|换成|name|write|add|say|list|describe|fill|put|insert)/i

/**
 * A point worth posting: one that says something besides its label and placeholders, or whose
 * placeholder tells the creator what to write. "Point 1: [point 1 in one sentence]." is neither.
 */
function saysSomething(line: string): boolean {
  const body = line.replace(/^[^:：]{1,16}[:：]\s*/, '')
  const said = body.replace(/【[^】]*】|\[[^\]]*\]/g, '').replace(/[\s\p{P}\p{S}]/gu, '')
  return said.length >= 6 || (placeholdersIn(body).length > 0 && placeholdersIn(body).every((slot) => INSTRUCTION.test(slot)))
}

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
