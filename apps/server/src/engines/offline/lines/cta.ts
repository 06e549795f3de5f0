import type { Language, Platform } from '@hookline/contract'

/**
 * Shorter calls to action in each platform's idiom, for calls too short for the platform's own
 * line (platforms.ts `cta`): longest first, the first that fits is said.
 */
export const shortCta: Record<Platform, Record<Language, string[]>> = {
  douyin: { zh: ['点赞收藏，关注我。', '点个关注。'], en: ['Like, save and follow.', 'Follow for more.'] },
  // No "part two" the creator has not planned.
  tiktok: { zh: ['关注我看更多。', '点个关注。'], en: ['Follow for more.', 'Follow.'] },
  bilibili: {
    zh: ['一键三连支持一下，我们下期见。', '三连支持一下。'],
    en: ['Like, coin and favourite. See you next time.', 'See you next time.'],
  },
  weibo: { zh: ['你怎么看？评论区聊聊。', '转发评论吧。'], en: ['What do you think? Comment below.', 'Your take?'] },
  xiaohongshu: { zh: ['收藏起来慢慢看～', '记得收藏。'], en: ['Save this for later.', 'Save it.'] },
  youtube_shorts: { zh: ['订阅看更多。', '订阅吧。'], en: ['Subscribe for more.', 'Subscribe.'] },
}
