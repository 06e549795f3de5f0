import type { Language, Platform } from '@hookline/contract'
import { renderScriptMarkdown } from '../../script-markdown/render'
import { bilibiliExamples } from './bilibili'
import { douyinExamples } from './douyin'
import { tiktokExamples } from './tiktok'
import type { ExampleBrief, PlatformExamples, ScriptExample } from './types'
import { weiboExamples } from './weibo'
import { xiaohongshuExamples } from './xiaohongshu'
import { youtubeShortsExamples } from './youtube-shorts'

export type { ExampleBrief, ScriptExample } from './types'

/**
 * One hand-written script per platform and language: the model is shown what a
 * shootable script looks like — real content, voice-over sized to its seconds, the platform's own
 * idiom — instead of a skeleton of "…". Each passes every rule of the script check
 * (examples.test.ts), and each is written for its audience, not translated from the other language.
 */
const examples: Record<Platform, PlatformExamples> = {
  douyin: douyinExamples,
  tiktok: tiktokExamples,
  bilibili: bilibiliExamples,
  weibo: weiboExamples,
  xiaohongshu: xiaohongshuExamples,
  youtube_shorts: youtubeShortsExamples,
}

export const scriptExample = (platform: Platform, language: Language): ScriptExample => examples[platform][language]

/** The example in the exact Markdown layout the model must answer in. */
export const exampleScript = (platform: Platform, language: Language): string =>
  renderScriptMarkdown(scriptExample(platform, language).script, { language, platform })

/** What the example was written for: topic, format and target seconds, for "for the topic X, N s:". */
export function exampleBrief(platform: Platform, language: Language): ExampleBrief {
  const { topic, format, targetSeconds } = scriptExample(platform, language)
  return { topic, format, targetSeconds }
}
