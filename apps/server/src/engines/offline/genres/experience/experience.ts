import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import type { DraftContext } from '../../context'
import { prompts } from '../../lines/close-questions'
import type { HookPattern } from '../../lines/hooks'
import { EXPERIENCE } from './experience-lines'
import type { Experience } from '../../topic-shape'
import { byField } from '../genre-tags'
import { talkingHeadPatterns } from '../hook-patterns'
import { countedItems, type CaptionFrame, type GenreKit } from '../kit'
import { talkingHead } from '../talking-head/talking-head'

/**
 * A creator's own experience as a talking head ("我吃遍了成都的火锅", "I quit sugar for 30 days"):
 * why they did it, a stop or a stage a beat, what surprised them, the best, the worst, and their
 * verdict. Like a story it always ends (the verdict) and keeps its start, then its best; like a
 * vlog of places it keeps its start and end when a topic's count sets the stops ("我去了10家咖啡馆"),
 * the stops sharing beats.
 */
const beats: BeatKind[] = [
  { weight: 1, keep: true, bookend: true, lines: EXPERIENCE.setup },
  { weight: 1.2, core: true, lines: EXPERIENCE.moment },
  { weight: 1, lines: EXPERIENCE.surprise },
  { weight: 0.9, keep: true, lines: EXPERIENCE.best },
  { weight: 0.9, lines: EXPERIENCE.worst },
  { weight: 1.2, keep: true, ends: true, bookend: true, lines: EXPERIENCE.verdict },
]

/**
 * A talking head of the creator's own experience opens on it, as they would say it: walking into
 * the first place (visits), the winner first (samples), or before and after (anything else); a
 * regenerate tells it from the start.
 */
const experiencePatterns: Record<Experience, HookPattern[]> = {
  visits: ['scene', 'story'],
  samples: ['result_first', 'story'],
  trial: ['before_after', 'story'],
}

/** What the creator did, told in the first person, is searched as an experience, not as #干货分享. */
const EXPERIENCE_TAGS: Record<Language, Record<NonNullable<DraftContext['experience']>, string[]>> = {
  zh: {
    visits: ['探店', '真实体验', '吃喝玩乐', '经验分享', '记录生活'],
    samples: ['真实测评', '测评', '好物分享', '亲测', '真实体验'],
    trial: ['真实体验', '亲身经历', '经验分享', '记录生活', '生活方式'],
  },
  en: {
    visits: ['worthit', 'localguide', 'travel', 'myexperience', 'reallife'],
    samples: ['honestreview', 'comparison', 'review', 'worthit', 'tested'],
    trial: ['storytime', 'myexperience', 'reallife', 'lifeupdate', 'worthit'],
  },
}
/** A trial that went on for a stated time ("I quit sugar for 30 days") is a challenge… */
const CHALLENGE_TAGS: Record<Language, string[]> = {
  zh: EXPERIENCE_TAGS.zh.trial,
  en: ['challenge', 'experiment', 'myexperience', 'honestreview', 'reallife'],
}
/** …unless what went on was using a thing ("I used the iPhone 17 for two weeks"): a review after living with it. */
const USED = /\b(?:used|using|tested|owned|wore|drove)\b|用了|使用|体验了/i
const LONG_USE_TAGS: Record<Language, string[]> = {
  zh: ['真实测评', '使用感受', '亲测', '真实体验', '好物分享'],
  en: ['honestreview', 'myexperience', 'worthit', 'review', 'reallife'],
}

/**
 * A stay somewhere ("We spent 30 days in Tokyo", "我在大理住了半年"; not at home) is searched as
 * travel and living abroad, not as #experiment or #challenge.
 */
const STAYED =
  /\b(?:spent|spend|lived|living|stayed|staying|moved|travel(?:l)?ed|backpacked)\b[^,.!?]*?\b(?:in|to|around|across|through)\s+(?:the\s+)?[A-Z]|在(?!家)[^，,。！？]{1,8}?(?:住|待|呆|生活|旅居|定居)|旅居|穷游|环游/
const STAY_TAGS: Record<Language, string[]> = {
  zh: ['旅居', '旅行', '真实体验', '记录生活', '旅行攻略'],
  en: ['travel', 'traveltok', 'myexperience', 'reallife', 'worthit'],
}
/** Several people's experience is their story, not #myexperience. */
const ourTag = (tag: string) => (tag === 'myexperience' ? 'ourstory' : tag)

/** What the creator did, tagged as what it was: a stay, a stated time (used or endured), or its kind. */
function experienceTags(experience: Experience, c: DraftContext, language: Language): string[] {
  if (experience === 'trial' && STAYED.test(c.topic.core)) return STAY_TAGS[language]
  if (c.span) return (USED.test(c.topic.core) ? LONG_USE_TAGS : CHALLENGE_TAGS)[language]
  return EXPERIENCE_TAGS[language][experience]
}

/**
 * A talking head of what the creator did: the post says how it went, not "my take"; several
 * things tried side by side (`samples`) are ranked, as their titles say.
 */
const CAPTION: Record<'samples' | 'else', Record<Language, CaptionFrame>> = {
  samples: {
    zh: { post: '我的排名都在视频里👇', note: '我的排名和结论都整理在这里了～' },
    en: { post: 'My ranking is in the video 👇', note: 'my ranking, best to worst.' },
  },
  else: {
    zh: { post: '真实感受都在视频里👇', note: '真实感受和结论都整理在这里了～' },
    en: { post: 'How it really went is in the video 👇', note: 'how it really went, and my verdict.' },
  },
}

/** What the creator did: would the viewer go, pick, or try it. */
const EXPERIENCE_PROMPTS = {
  visits: { zh: '你最想去哪一站？评论区说说。', en: 'Which stop would you pick? Tell me below.' },
  samples: { zh: '换你会选哪个？评论区说说。', en: 'Which one would you pick? Tell me below.' },
  trial: { zh: '换你，你会试吗？评论区聊聊。', en: 'Would you try it? Tell me below.' },
} satisfies Record<Experience, Record<Language, string>>

/** A talking head of the creator's own experience (genres/reading.ts), told as one, not as points. */
export const experience: GenreKit = {
  beats,
  counted: countedItems,
  readAs: null,
  prompt: (c) => (c.experience ? EXPERIENCE_PROMPTS[c.experience] : prompts.take),
  // It opens its own way, whatever the tone: no count, no result shown first.
  hooks: {
    own: true,
    patterns: (c) => (c.experience ? experiencePatterns[c.experience] : talkingHeadPatterns[c.shape.kind]),
  },
  tags: {
    kind: byField((c, language) => {
      const tags = c.experience ? experienceTags(c.experience, c, language) : []
      return c.plural ? tags.map(ourTag) : tags
    }),
    compound: talkingHead.tags.compound,
  },
  caption: (c, language) => CAPTION[c.experience === 'samples' ? 'samples' : 'else'][language],
}
