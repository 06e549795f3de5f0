import type { Language, Platform } from '@hookline/contract'

/**
 * Shorter calls to action in each platform's idiom, for calls too short for the platform's own
 * line (platforms.ts `cta`): longest first, the first that fits is said. Each asks for what the
 * platform's on-screen cue shows (`ctaOnScreen`): the shortest too, since it may be all that is said.
 */
export const shortCta: Record<Platform, Record<Language, string[]>> = {
  douyin: { zh: ['点赞收藏，关注我。', '点个关注。'], en: ['Like, save and follow.', 'Follow for more.'] },
  // No "part two" the creator has not planned.
  tiktok: { zh: ['关注我看更多。', '点个关注。'], en: ['Follow for more.', 'Follow.'] },
  bilibili: {
    zh: ['一键三连支持一下，我们下期见。', '三连支持一下。'],
    en: ['Like, coin and favourite. See you next time.', 'Like, coin and favourite.'],
  },
  weibo: {
    zh: ['你怎么看？评论区聊聊。', '转发评论吧。'],
    en: ['What do you think? Comment below.', 'Repost and comment.'],
  },
  xiaohongshu: { zh: ['收藏起来慢慢看～', '记得收藏。'], en: ['Save this for later.', 'Save it.'] },
  youtube_shorts: { zh: ['订阅看更多。', '订阅吧。'], en: ['Subscribe for more.', 'Subscribe.'] },
}

/** A close said instead of the platform's call to action: the first line that fits, then more if time allows. */
export interface RespectfulClose {
  open: string[]
  more: string[]
  onScreen: string
}

/**
 * A sensitive topic ends on an invitation to talk, respectfully, not on "like and follow"; one
 * person's illness on thanks and an invitation to share, not on a discussion of views.
 */
export const PERSONAL_CLOSE: Record<Language, RespectfulClose> = {
  zh: {
    open: ['谢谢你听完。有相似经历的，欢迎在评论区说说。', '有相似经历的，欢迎在评论区说说。', '欢迎分享你的经历。'],
    more: ['评论区请友善。'],
    onScreen: '欢迎分享你的经历',
  },
  en: {
    open: [
      'Thank you for listening. If you have been through something similar, share it below.',
      'Share your story below.',
    ],
    more: ['Please keep the comments kind.'],
    onScreen: 'Share your story',
  },
}
export const RESPECTFUL_CLOSE: Record<Language, RespectfulClose> = {
  zh: {
    open: ['你怎么看？欢迎理性讨论。', '欢迎理性讨论。'],
    more: ['评论区请尊重当事人和家属。'],
    onScreen: '欢迎理性讨论',
  },
  en: {
    open: ['Share your thoughts respectfully.', 'Be respectful below.'],
    more: ['Please keep the comments kind to the people involved.'],
    onScreen: 'Share your thoughts respectfully',
  },
}
