import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import { prompts } from '../../lines/close-questions'
import { REACTION } from './reaction-lines'
import { talkedAbout } from '../genre-tags'
import { ownHooks, REACTION_PATTERNS } from '../hook-patterns'
import { countedItems, type CaptionFrame, type GenreKit } from '../kit'

/**
 * A talking head about a work or a moment of pop culture (genres/reading.ts): what it is,
 * the moments that land (the core, one a beat, or one a point when the topic counts them), what
 * people say, and the creator's verdict. Short, it keeps what it is and the verdict: it always ends.
 */
export const reactionTo = (lines: typeof REACTION): BeatKind[] => [
  { weight: 0.9, keep: true, lines: lines.recap },
  { weight: 1.2, core: true, lines: lines.moment },
  { weight: 1, lines: lines.said },
  { weight: 1.1, keep: true, ends: true, lines: lines.verdict },
]

/** A work or a viral moment is searched as a reaction to it (#名场面, #reaction), not as #干货分享. */
const REACTION_TAGS: Record<Language, string[]> = {
  zh: ['名场面', '解说', '推荐', '评论区', '聊聊'],
  en: ['reaction', 'popculture', 'review', 'fandom', 'mustwatch'],
}

/** A talking head about a work or a viral moment: the post promises its best moments and a verdict. */
export const REACTION_CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '看点和我的评价都在视频里👇', note: '看点和我的评价都整理在这里了～' },
  en: { post: 'The best moments and my verdict are in the video 👇', note: 'the best moments, and my verdict.' },
}

/**
 * A talking head about something of someone else's, told by `lines`: its moments, then the
 * creator's verdict, with every clip credited. Reactions differ only in their words (a work, a song,
 * a show); how they open, count, close and are tagged is the same.
 */
export const reactionKit = (of: {
  lines: typeof REACTION
  readAs: Record<Language, string>
  tags: Record<Language, string[]>
  caption: Record<Language, CaptionFrame>
}): GenreKit => ({
  beats: reactionTo(of.lines),
  counted: countedItems,
  readAs: of.readAs,
  prompt: () => prompts.favouriteMoment,
  hooks: ownHooks(REACTION_PATTERNS),
  tags: talkedAbout(of.tags),
  caption: (_, language) => of.caption[language],
})

/** A work or a video talked about: its moments, then the creator's verdict; its clips are credited. */
export const reaction = reactionKit({
  lines: REACTION,
  readAs: {
    zh: '这个话题是一部作品或一条视频，已按聊作品来写：先交代它是什么，再说看点，最后给出你的评价。用到的片段都注明出处，只截说明看点所需的几秒，不要整段搬运。',
    en: 'This topic is a work or a video, so it is written as a reaction: what it is, the moments that land, then your verdict. Credit every clip you use and show only the seconds your point needs, never whole scenes.',
  },
  tags: REACTION_TAGS,
  caption: REACTION_CAPTION,
})
