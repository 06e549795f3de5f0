import { PLATFORM_RULES, type Language, type Platform, type PlatformRules } from '@hookline/contract'

/** Text in both languages of the app; engines pick one by the script's language. */
export type Bilingual = Record<Language, string>

/**
 * What each platform expects of a script (platform knowledge is data, not if-chains).
 * Both engines read this: the offline engine to compose, the model engine to build its prompt.
 * The measurable rules (lengths, limits, hashtags) come from the contract, where the script check
 * reads them too.
 */
export interface PlatformProfile extends PlatformRules {
  id: Platform
  label: Bilingual
  pacing: Bilingual
  hookRules: Bilingual[]
  /** Call-to-action line in the platform's own idiom, and the on-screen cue that goes with it. */
  cta: Bilingual
  ctaOnScreen: Bilingual
  /** Tags the platform's audience searches for whatever the topic (e.g. #shorts). */
  signatureTags: string[]
}

/** Every platform has a profile: the compiler names a platform added to the catalogue without one. */
const profiles: { [P in Platform]: PlatformProfile & { id: P } } = {
  douyin: {
    ...PLATFORM_RULES.douyin,
    id: 'douyin',
    label: { zh: '抖音', en: 'Douyin' },
    pacing: {
      zh: '竖屏 9:16，每 3–5 秒一个画面变化，字幕大而短',
      en: 'Vertical 9:16, a visual change every 3–5 s, big short captions',
    },
    hookRules: [
      {
        zh: '前 3 秒直接抛出冲突、结果或反常识结论，不做自我介绍',
        en: 'State the conflict, result or counter-intuitive claim in the first 3 s; no self-introduction',
      },
      { zh: '开头画面要有动作或人脸特写', en: 'Open on motion or a close-up face' },
    ],
    cta: { zh: '觉得有用就点赞收藏，关注我', en: 'Like and save if this helped, and follow for more' },
    ctaOnScreen: { zh: '点赞 ❤️ 收藏 ⭐ 关注 ➕', en: 'Like ❤️ Save ⭐ Follow ➕' },
    signatureTags: [],
  },
  tiktok: {
    ...PLATFORM_RULES.tiktok,
    id: 'tiktok',
    label: { zh: 'TikTok', en: 'TikTok' },
    pacing: { zh: '竖屏 9:16，快节奏剪辑，每 2–4 秒一个切换', en: 'Vertical 9:16, fast cuts every 2–4 s' },
    hookRules: [
      {
        zh: '第一句话就是看点，配合醒目的屏幕文字',
        en: 'The first sentence is the payoff, backed by bold on-screen text',
      },
      { zh: '用“你”直接对观众说话', en: 'Talk to the viewer as "you"' },
    ],
    cta: { zh: '关注我看更多，评论区告诉我你的想法', en: 'Follow for more, and tell me your take below' },
    ctaOnScreen: { zh: '关注 ➕ 看更多', en: 'Follow ➕ for more' },
    signatureTags: [],
  },
  bilibili: {
    ...PLATFORM_RULES.bilibili,
    id: 'bilibili',
    label: { zh: '哔哩哔哩', en: 'Bilibili' },
    pacing: {
      zh: '横屏 16:9，按章节推进，每章开头给出小标题，信息密度高',
      en: 'Horizontal 16:9, chaptered, each chapter opens with a title card, dense information',
    },
    hookRules: [
      {
        zh: '开头 3 秒只给本期最大看点，章节预告放进第一个镜头',
        en: 'Give the biggest payoff in the first 3 s; preview the chapters in the first beat, not the hook',
      },
      { zh: '可以玩梗，但要尊重弹幕文化', en: 'Memes are welcome, but respect danmaku culture' },
    ],
    cta: {
      zh: '如果这期对你有帮助，一键三连（点赞、投币、收藏）支持一下',
      en: 'If this helped, give it a like, a coin and a favourite',
    },
    ctaOnScreen: { zh: '一键三连 👍🪙⭐', en: 'Like 👍 Coin 🪙 Fav ⭐' },
    signatureTags: [],
  },
  weibo: {
    ...PLATFORM_RULES.weibo,
    id: 'weibo',
    label: { zh: '微博', en: 'Weibo' },
    pacing: {
      zh: '视频配微博正文，正文先给观点，话题用 #话题# 格式',
      en: 'Video with a post; the post leads with the take, topics as #topic#',
    },
    hookRules: [
      { zh: '第一句话就是观点或新闻点，适合被转发', en: 'Lead with the take or the news, made to be reposted' },
    ],
    cta: { zh: '你怎么看？欢迎转发评论，说说你的观点', en: 'What do you think? Repost and comment with your take' },
    ctaOnScreen: { zh: '转发 🔁 评论 💬', en: 'Repost 🔁 Comment 💬' },
    signatureTags: [],
  },
  xiaohongshu: {
    ...PLATFORM_RULES.xiaohongshu,
    id: 'xiaohongshu',
    label: { zh: '小红书', en: 'Xiaohongshu' },
    pacing: {
      zh: '竖屏 3:4 或 9:16，真实分享感，笔记标题 + emoji 分段正文 + 标签',
      en: 'Vertical 3:4 or 9:16, personal and genuine; note title + emoji-paragraph body + tags',
    },
    hookRules: [
      {
        zh: '标题和开头要有“利他”感：省钱、避坑、干货、亲测',
        en: 'Promise a benefit up front: save money, avoid a pitfall, tried-and-tested',
      },
    ],
    cta: { zh: '收藏起来慢慢看，有问题评论区见～', en: 'Save this for later, and ask me anything below' },
    ctaOnScreen: { zh: '收藏 ⭐ 评论 💬', en: 'Save ⭐ Comment 💬' },
    signatureTags: [],
  },
  youtube_shorts: {
    ...PLATFORM_RULES.youtube_shorts,
    id: 'youtube_shorts',
    label: { zh: 'YouTube Shorts', en: 'YouTube Shorts' },
    pacing: {
      zh: '竖屏 9:16，结尾能无缝接回开头更利于循环播放',
      en: 'Vertical 9:16; an ending that loops back into the opening helps replays',
    },
    hookRules: [
      {
        zh: '第一帧就要有画面冲击，第一句话制造悬念',
        en: 'Visual impact on the first frame and a curiosity gap in the first line',
      },
    ],
    cta: { zh: '订阅频道，看更多这样的短片', en: 'Subscribe for more shorts like this' },
    ctaOnScreen: { zh: '订阅 🔔', en: 'Subscribe 🔔' },
    signatureTags: ['shorts'],
  },
}

export function platformProfile(platform: Platform): PlatformProfile {
  return profiles[platform]
}

export function formatHashtag(platform: Platform, tag: string): string {
  const bare = tag.replace(/^#+|#+$/g, '').trim()
  return platformProfile(platform).hashtagStyle === 'wrapped' ? `#${bare}#` : `#${bare.replace(/\s+/g, '')}`
}
