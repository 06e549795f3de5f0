import type { Language, ScriptBeat } from '@hookline/contract'
import { formatProfile } from '../formats'
import { shorten, slot, type DraftContext } from './context'

/** Titles, cover, hashtags and post body: the parts around the video. */

const clip = (text: string, max: number) => ([...text].length <= max ? text : [...text].slice(0, max).join(''))

export function writeTitles(c: DraftContext, language: Language): string[] {
  const max = c.platform.limits.title
  // The whole topic when the platform's title limit leaves room for the pattern around it.
  const t = [...c.topic].length <= max - 14 ? c.topic : c.shortTopic
  const things = c.coreCount === 1 ? 'thing' : 'things'
  const options =
    language === 'zh'
      ? c.platform.caption === 'note'
        ? [`${t}｜亲测有用✨`, `${t}避坑指南🔥`, `关于${t}的${c.coreCount}个真相`]
        : [`${t}：${c.coreCount}个你必须知道的点`, `关于${t}，说句大实话`, c.brief.audience ? `${c.brief.audience}必看｜${t}` : `一条视频讲清${t}`]
      : c.platform.caption === 'note'
        ? [`${t} | tried & tested ✨`, `${t}: avoid these traps 🔥`, `${c.coreCount} ${c.coreCount === 1 ? 'truth' : 'truths'} about ${t}`]
        : [`${t}: ${c.coreCount} ${things} you need to know`, `The honest truth about ${t}`, c.brief.audience ? `For ${c.brief.audience}: ${t}` : `${t}, explained in one video`]
  return options.map((title) => shorten(title.trim(), max))
}

/** Cover text must read at thumbnail size: the first candidate that fits the platform's limit. */
export function writeCoverText(c: DraftContext, language: Language): string {
  const max = c.platform.limits.coverText
  const candidates =
    language === 'zh'
      ? [`${c.shortTopic}｜${c.coreCount}个关键`, `${c.shortTopic}真相`, c.shortTopic]
      : [`${c.shortTopic}: ${c.coreCount} keys`, c.shortTopic]
  return candidates.find((text) => [...text].length <= max) ?? clip(c.shortTopic, max)
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

const STOP_WORDS = /^(a|an|the|and|or|of|to|for|in|on|at|is|are|why|how|what|who|do|does|my|your|with)$/i

/** "Why young people are switching to budget phones" → "YoungPeopleSwitching". */
function englishTopicTag(topic: string): string {
  const words = topic.match(/[A-Za-z0-9]+/g) ?? []
  const significant = words.filter((word) => !STOP_WORDS.test(word)).slice(0, 3)
  return (significant.length > 0 ? significant : words.slice(0, 3)).map((w) => w[0].toUpperCase() + w.slice(1)).join('')
}

export function writeHashtags(c: DraftContext, language: Language): string[] {
  const topicTag = language === 'zh' ? clip(c.topic.replace(/[#\s，。,.!！?？:：]+/g, ''), 20) : englishTopicTag(c.topic)
  const tags = [
    topicTag,
    ...c.platform.signatureTags,
    ...formatTags[language][c.brief.format],
    formatProfile(c.brief.format).label[language].replace(/\s+/g, ''),
    c.platform.label[language].replace(/\s+/g, ''),
  ]
  const seen = new Set<string>()
  const unique = tags.filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()))
  return unique.slice(0, Math.max(c.platform.hashtagCount.min, Math.min(unique.length, c.platform.hashtagCount.max)))
}

/** Weibo post or Xiaohongshu note body; null for platforms without one. */
export function writeCaption(c: DraftContext, language: Language, beats: ScriptBeat[], hashtags: string[]): string | null {
  const s = (text: string) => slot(language, text)
  if (c.platform.caption === 'none') return null
  const points = beats.filter((b) => b.voice_over).slice(0, 4)
  const colon = language === 'zh' ? '：' : ': '
  if (c.platform.caption === 'post') {
    const lead = language === 'zh' ? `#${hashtags[0]}# ${s('一句话观点')}` : `#${hashtags[0]}# ${s('your take in one line')}`
    const firstSentence = (text: string) => shorten(text.split(/(?<=[。！？.!?])\s*/)[0] ?? text, 60)
    const body = points.map((b, i) => `${i + 1}. ${b.label}${colon}${firstSentence(b.voice_over)}`).join('\n')
    const ask = language === 'zh' ? '你怎么看？评论区聊聊👇' : 'What do you think? Tell me below 👇'
    return clip([lead, body, ask].join('\n'), c.platform.limits.caption ?? 2000)
  }
  const emoji = ['✅', '💡', '📌', '⭐']
  const intro = language === 'zh' ? `📍 关于${c.topic}，${s('一句话说明为什么值得看')}` : `📍 About ${c.topic}: ${s('why this is worth a read')}`
  const lines = points.map((b, i) => `${emoji[i % emoji.length]} ${b.label}${colon}${b.on_screen_text}`)
  const outro = language === 'zh' ? '💬 有问题评论区见～' : '💬 Questions? Drop them below~'
  return clip([intro, ...lines, outro].join('\n'), c.platform.limits.caption ?? 1000)
}
