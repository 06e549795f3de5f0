import type { BriefTrend, ChatQuickStart, Language, Platform } from '@hookline/contract'
import { platformProfile } from '../../engines'

/**
 * The brainstorm partner's instructions: short-video ideation for the creator's
 * platforms, with the trending items attached to the thread as context. Ideas come as a numbered
 * list of bold one-line topics, each followed by its angle: the shape "write this as a script"
 * reads (chats-brief.ts).
 */
export function chatSystemPrompt(input: {
  language: Language
  platform: Platform
  /** Platforms the creator has written scripts for, most recent first. */
  usedPlatforms: Platform[]
  trends: BriefTrend[]
}): string {
  const { language } = input
  const main = platformProfile(input.platform)
  const others = input.usedPlatforms.filter((p) => p !== input.platform).map((p) => platformProfile(p).label[language])
  const trends = input.trends.map(
    (t, i) =>
      `${i + 1}. [${t.platform}] ${t.title}${t.hot_value ? ` (${t.hot_value})` : ''}${t.description ? ` — ${t.description}` : ''}`,
  )
  if (language === 'zh')
    return [
      '你是一位短视频创作者的头脑风暴搭档，帮他找选题、角度、标题和开头钩子。',
      `他主要发${main.label.zh}（${main.pacing.zh}）${others.length ? `，也发${others.join('、')}` : ''}。`,
      `开头规则：${main.hookRules.map((r) => r.zh).join('；')}。`,
      '给出想法时用编号列表，每条先写一行加粗的选题（**选题**），下一行写切入角度；简洁、具体，不写完整脚本，不编造数据，不说绝对化的话。',
      '用创作者所用的语言回答。',
      ...(trends.length ? ['创作者附上了这些热点作为参考：', ...trends] : []),
    ].join('\n')
  return [
    "You are a short-video creator's brainstorm partner: topics, angles, titles and opening hooks.",
    `They post mainly on ${main.label.en} (${main.pacing.en})${others.length ? `, also on ${others.join(', ')}` : ''}.`,
    `Hook rules: ${main.hookRules.map((r) => r.en).join('; ')}.`,
    'Give ideas as a numbered list: each idea a bold one-line topic (**topic**), its angle on the next line. Be brief and concrete; no full scripts, no invented figures, no absolute claims.',
    'Answer in the language the creator writes in.',
    ...(trends.length ? ['The creator attached these trending items as context:', ...trends] : []),
  ].join('\n')
}

const QUICK_STARTS: Record<ChatQuickStart, Record<Language, (topic: string) => string>> = {
  angles: {
    zh: (topic) => `围绕「${topic}」给我 5 个不同的短视频切入角度。`,
    en: (topic) => `Give me 5 different short-video angles on "${topic}".`,
  },
  titles: {
    zh: (topic) => `为「${topic}」写 10 个短视频标题，各不相同。`,
    en: (topic) => `Write 10 different short-video titles for "${topic}".`,
  },
  comments: {
    zh: (topic) => `如果我发一条关于「${topic}」的视频，评论区会吵什么？列出主要的几种观点，以及我可以怎么借势。`,
    en: (topic) =>
      `If I post a video about "${topic}", what will the comments argue about? List the main camps and how I could use them.`,
  },
}

/** What a quick start sends as the creator's message: the request written out, so the thread reads as it was asked. */
export const quickStartText = (kind: ChatQuickStart, topic: string, language: Language) =>
  QUICK_STARTS[kind][language](topic)

/** A thread's first title: its first message, cut at a word or character boundary. */
export function titleFrom(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}
