import type { Language, Platform } from '@hookline/contract'
import type { DraftContext } from '../context'
import { GENRES } from '../genres'
import { actionsIn, shows } from './close-questions'

/**
 * The close asks the viewer something they can answer in the comments about THIS video — the
 * view they hold on a story, the reason the video missed, whether they would buy — and then the
 * platform's one action. A question tied to the content earns comments; "like and follow for
 * more" alone is what every video says. Longest first: the close says the first that fits.
 */

/** The platform's action, as short as it can be said, after the question. */
export const followAction: Record<Platform, Record<Language, string>> = {
  douyin: { zh: '点个关注。', en: 'Follow for more.' },
  tiktok: { zh: '关注我看更多。', en: 'Follow for more.' },
  bilibili: { zh: '三连支持一下。', en: 'Like, coin and favourite.' },
  weibo: { zh: '欢迎转发。', en: 'Repost if it helped.' },
  xiaohongshu: { zh: '记得收藏。', en: 'Save it for later.' },
  youtube_shorts: { zh: '订阅看更多。', en: 'Subscribe for more.' },
}

/**
 * Whether a line of the close asks only for what the platform's on-screen cue shows: no "save
 * this" under "Repost 🔁 Comment 💬". A question for the comments may be asked on any platform.
 * `leads`: the line opens the close, so it must also ask for one thing the cue shows.
 */
export function asksWhatScreenShows(c: DraftContext, line: string, leads = false): boolean {
  const asked = actionsIn(line, c.language)
  return (
    asked.every((action) => action === 'comment' || shows(c, action)) &&
    (!leads || asked.some((action) => shows(c, action)))
  )
}

/** "Save this…" and then "save it": the action is left out when the question already asks for it. */
const sameAction = (prompt: string, action: string) =>
  [/收藏/, /\bsave\b/i, /关注/, /\bfollow\b/i].some((word) => word.test(prompt) && word.test(action))

/** The question with the platform's action, then the question alone: the close's first lines to try. */
export function promptedCta(c: DraftContext, language: Language): string[] {
  const prompt = GENRES[c.reading.genre].prompt(c)[language]
  const action = followAction[c.platform.id][language]
  const joined = sameAction(prompt, action) ? prompt : `${prompt}${language === 'zh' ? '' : ' '}${action}`
  return joined === prompt ? [prompt] : [joined, prompt]
}

/** Lines after the close's question: one more pointer to the comments would say the same thing twice. */
export const COMMENTS = /评论|\bcomments?\b|\bbelow\b/i
