import type { Language, Platform } from '@hookline/contract'
import type { DraftContext } from '../context'
import type { Genre } from '../genres/reading'

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

type Prompt = Record<Language, string>

const prompts = {
  views: { zh: '你更认同哪种看法？评论区说说。', en: 'Which view is yours? Comment below.' },
  buy: { zh: '你会入手吗？评论区聊聊。', en: 'Would you buy it? Comment below.' },
  tryIt: { zh: '先收藏，动手时照着做。', en: 'Save this for when you try it.' },
  // Where the screen shows no save (Weibo, TikTok, YouTube), a how-to asks how it went.
  tried: { zh: '试过了？评论区说说效果。', en: 'Tried it? Tell me below.' },
  sameStory: { zh: '你也经历过吗？评论区聊聊。', en: 'Been there too? Tell me below.' },
  favouritePart: { zh: '最喜欢哪一段？评论区告诉我。', en: 'Favourite part? Tell me below.' },
  missedReason: { zh: '还有别的原因？评论区补充。', en: 'Missed a reason? Add it below.' },
  // What the creator did: would the viewer go, would they try it.
  whichStop: { zh: '你最想去哪一站？评论区说说。', en: 'Which stop would you pick? Tell me below.' },
  wouldTry: { zh: '换你，你会试吗？评论区聊聊。', en: 'Would you try it? Tell me below.' },
  whichPick: { zh: '换你会选哪个？评论区说说。', en: 'Which one would you pick? Tell me below.' },
  // A choice weighed: which way the viewer went, or would.
  yourPick: { zh: '你选哪个？评论区说说。', en: 'Which would you pick? Tell me below.' },
  take: { zh: '你怎么看？评论区聊聊。', en: "What's your take? Comment below." },
  // A match: the fans' own pick of who won it for their side.
  standout: { zh: '你觉得谁最亮眼？评论区说说。', en: 'Who was your MVP? Comment below.' },
  // A work or a viral moment: which of its moments the viewer would pick.
  favouriteMoment: { zh: '你最喜欢哪一段？评论区说说。', en: 'Which moment got you? Tell me below.' },
} satisfies Record<string, Prompt>

/** Pitfalls and mistakes are something a viewer has "stepped in"; other listed items are agreed with. */
const PITFALL = /误区|坑|错误|雷/

function listPrompt(c: DraftContext): Prompt {
  const item = c.shape.item.zh
  return {
    zh: PITFALL.test(item) ? `这${c.coreCount}个${item}，你中了几个？` : `这${c.coreCount}个${item}，你最认同哪个？`,
    en: 'Which one hit home? Comment below.',
  }
}

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

const actionsIn = (text: string, language: Language) =>
  (Object.keys(ACTIONS) as Action[]).filter((action) => ACTIONS[action][language].test(text))

/** Whether the platform's on-screen cue shows `action` (Weibo's "Repost 🔁 Comment 💬" shows no save). */
const shows = (c: DraftContext, action: Action) =>
  actionsIn(c.platform.ctaOnScreen[c.language], c.language).includes(action)

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

/** A how-to asks the viewer to save it where the screen shows a save, else how it went. */
const tryIt = (c: DraftContext) => (shows(c, 'save') ? prompts.tryIt : prompts.tried)

/** A talking head asks by what its topic asks: how, why, a list of items, or a take. */
function talkingHeadPrompt(c: DraftContext): Prompt {
  if (c.shape.kind === 'how') return tryIt(c)
  if (c.shape.kind === 'why') return prompts.missedReason
  if (c.shape.kind === 'list') return listPrompt(c)
  return prompts.take
}

/** The question the close asks, by the draft's genre (a story's side, a review's verdict, a match's MVP). */
const GENRE_PROMPTS: Record<Genre, (c: DraftContext) => Prompt> = {
  talking_head: talkingHeadPrompt,
  vlog: () => prompts.favouritePart,
  tutorial: tryIt,
  story: () => prompts.sameStory,
  review: () => prompts.buy,
  news_commentary: () => prompts.views,
  announcement: () => prompts.take,
  match: () => prompts.standout,
  // What the creator did: would the viewer go, pick, or try it.
  experience: (c) =>
    c.experience
      ? { visits: prompts.whichStop, samples: prompts.whichPick, trial: prompts.wouldTry }[c.experience]
      : prompts.take,
  reaction: () => prompts.favouriteMoment,
  heard: () => prompts.favouriteMoment,
  live: () => prompts.favouriteMoment,
  choice: () => prompts.yourPick,
}

/** "Save this…" and then "save it": the action is left out when the question already asks for it. */
const sameAction = (prompt: string, action: string) =>
  [/收藏/, /\bsave\b/i, /关注/, /\bfollow\b/i].some((word) => word.test(prompt) && word.test(action))

/** The question with the platform's action, then the question alone: the close's first lines to try. */
export function promptedCta(c: DraftContext, language: Language): string[] {
  const prompt = GENRE_PROMPTS[c.reading.genre](c)[language]
  const action = followAction[c.platform.id][language]
  const joined = sameAction(prompt, action) ? prompt : `${prompt}${language === 'zh' ? '' : ' '}${action}`
  return joined === prompt ? [prompt] : [joined, prompt]
}

/** Lines after the close's question: one more pointer to the comments would say the same thing twice. */
export const COMMENTS = /评论|\bcomments?\b|\bbelow\b/i
