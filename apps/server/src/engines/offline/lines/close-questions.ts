import type { Language } from '@hookline/contract'
import type { DraftContext } from '../context'

/**
 * The questions a close asks that several genres share (cta-prompts.ts says why a close asks
 * one); a genre's own question is in its folder (genres/<genre>/).
 */
export type Prompt = Record<Language, string>

export const prompts = {
  tryIt: { zh: '先收藏，动手时照着做。', en: 'Save this for when you try it.' },
  // Where the screen shows no save (Weibo, TikTok, YouTube), a how-to asks how it went.
  tried: { zh: '试过了？评论区说说效果。', en: 'Tried it? Tell me below.' },
  take: { zh: '你怎么看？评论区聊聊。', en: "What's your take? Comment below." },
  // A work or a viral moment: which of its moments the viewer would pick.
  favouriteMoment: { zh: '你最喜欢哪一段？评论区说说。', en: 'Which moment got you? Tell me below.' },
} satisfies Record<string, Prompt>

/**
 * What a close may ask the viewer to do, as each language names it, on screen ("Like ❤️ Save ⭐
 * Follow ➕", "一键三连 👍🪙⭐") or said ("点赞收藏，关注我。"). 三连 is a like, a coin and a save.
 */
type Action = 'like' | 'save' | 'coin' | 'follow' | 'subscribe' | 'repost' | 'comment'
const ACTIONS: Record<Action, Record<Language, RegExp>> = {
  like: { zh: /点赞|点个赞|三连/, en: /\blike\b(?=\s*(?:[,.!]|❤|👍|and\b|$))|\ba like\b/i },
  save: { zh: /收藏|三连/, en: /\bsave\b|\bfav\b|\b(?:and|a) favourite\b/i },
  coin: { zh: /投币|三连/, en: /\bcoins?\b/i },
  follow: { zh: /关注/, en: /\bfollow\b/i },
  subscribe: { zh: /订阅/, en: /\bsubscribe\b/i },
  repost: { zh: /转发/, en: /\brepost\b/i },
  comment: { zh: /评论|留言/, en: /\bcomments?\b|\bbelow\b/i },
}

export const actionsIn = (text: string, language: Language) =>
  (Object.keys(ACTIONS) as Action[]).filter((action) => ACTIONS[action][language].test(text))

/** Whether the platform's on-screen cue shows `action` (Weibo's "Repost 🔁 Comment 💬" shows no save). */
export const shows = (c: DraftContext, action: Action) =>
  actionsIn(c.platform.ctaOnScreen[c.language], c.language).includes(action)

/** A how-to asks the viewer to save it where the screen shows a save, else how it went. */
export const tryIt = (c: DraftContext) => (shows(c, 'save') ? prompts.tryIt : prompts.tried)
