import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import type { DraftContext } from '../../context'
import { prompts, tryIt, type Prompt } from '../../lines/close-questions'
import { TALKING_HEAD } from './talking-head-lines'
import type { TopicShape } from '../../topic-shape'
import { byField } from '../genre-tags'
import { showsHow, talkingHeadPatterns } from '../hook-patterns'
import { countedItems, type CaptionFrame, type FormatKit } from '../kit'
import { TALKING_HEAD_TITLES } from './talking-head-titles'

/**
 * A talking head explains something. Each beat says a framing line and asks the creator, in one
 * instruction, for what only they know (compose.ts sizes it). Its core beats follow the topic: a
 * why-question gets reasons, a how-to steps, "三个误区" its misconceptions. What each beat says is
 * in talking-head-lines.ts.
 */
const beats: BeatKind[] = [
  { weight: 1, lines: TALKING_HEAD.opening },
  { weight: 1.2, core: true, lines: TALKING_HEAD.point },
  { weight: 1, lines: TALKING_HEAD.example },
  { weight: 0.8, keep: true, lines: TALKING_HEAD.recap },
]

/** What its viewers search for, most general last (hashtags.ts puts the topic's field first). */
const TAGS: Record<Language, string[]> = {
  zh: ['干货分享', '涨知识', '知识分享', '经验分享', '干货'],
  en: ['tips', 'advice', 'didyouknow', 'lifehacks', 'learnsomethingnew'],
}
/** The words it adds to a topic's phrase in a tag viewers search for (#咖啡机测评, #SleepTips). */
const WORDS: Record<Language, string[]> = {
  zh: ['分享', '知识', '攻略', '技巧'],
  en: ['tips', 'facts', 'advice', 'talk'],
}
/** After the topic: what the video holds (a Weibo post), what the note is (Xiaohongshu), in its voice. */
export const TALKING_HEAD_CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '我的看法都在视频里👇', note: '我的看法都整理在这里了，建议先收藏～' },
  en: { post: 'My take is in the video 👇', note: 'my notes, worth saving for later.' },
}
/** A talking head of a how-to gives steps: the post says how, not "my take". */
const HOW_TO_CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '具体做法都在视频里👇', note: '我的做法都整理在这里了，建议先收藏～' },
  en: { post: "Here's how, in the video 👇", note: 'the steps, worth saving for later.' },
}

/**
 * A talking head is the general format, so its tags follow what the topic asks: a why-question is
 * searched as an explanation (#涨知识, #explained), not as #lifehacks; a how-to as one (#howto);
 * a list of mistakes as pitfalls (#避坑). Shapes not named keep the format's tags.
 */
const TALKING_HEAD_SHAPE_TAGS: Record<Language, Partial<Record<TopicShape, string[]>>> = {
  zh: {
    why: ['涨知识', '社会观察', '知识分享', '冷知识', '干货分享'],
    how: ['干货分享', '经验分享', '涨知识', '教程', '干货'],
  },
  en: {
    why: ['explained', 'didyouknow', 'learnsomethingnew', 'facts', 'advice'],
    how: ['howto', 'tips', 'advice', 'learnsomethingnew', 'lifehacks'],
  },
}
const MISTAKE_TAGS: Record<Language, string[]> = {
  zh: ['避坑', '干货分享', '涨知识', '经验分享', '干货'],
  en: ['mistakestoavoid', 'tips', 'advice', 'lifehacks', 'learnsomethingnew'],
}
const MISTAKES = /误区|错误|坑|雷区|\b(?:mistakes?|myths?|traps?|errors?|pitfalls?)\b/i

/** A talking head's tags by what its topic asks: a list of mistakes as pitfalls, a why-question as an explanation. */
function talkingHeadTags(c: DraftContext, language: Language): string[] {
  if (c.shape.kind === 'list' && MISTAKES.test(c.topic.core)) return MISTAKE_TAGS[language]
  return TALKING_HEAD_SHAPE_TAGS[language][c.shape.kind] ?? TAGS[language]
}

/** Pitfalls and mistakes are something a viewer has "stepped in"; other listed items are agreed with. */
const PITFALL = /误区|坑|错误|雷/

function listPrompt(c: DraftContext): Prompt {
  const item = c.shape.item.zh
  return {
    zh: PITFALL.test(item) ? `这${c.coreCount}个${item}，你中了几个？` : `这${c.coreCount}个${item}，你最认同哪个？`,
    en: 'Which one hit home? Comment below.',
  }
}

const missedReason: Prompt = { zh: '还有别的原因？评论区补充。', en: 'Missed a reason? Add it below.' }

/** A talking head asks by what its topic asks: how, why, a list of items, or a take. */
function talkingHeadPrompt(c: DraftContext): Prompt {
  if (c.shape.kind === 'how') return tryIt(c)
  if (c.shape.kind === 'why') return missedReason
  if (c.shape.kind === 'list') return listPrompt(c)
  return prompts.take
}

/** The brief's default format: told as its topic asks (a why, a how-to, a list, a take). */
export const talkingHead: FormatKit = {
  beats,
  counted: countedItems,
  readAs: null,
  prompt: talkingHeadPrompt,
  hooks: {
    own: false,
    patterns: (c) =>
      showsHow(c) && c.made ? ['result_first', ...talkingHeadPatterns.how] : talkingHeadPatterns[c.shape.kind],
  },
  tags: { kind: byField(talkingHeadTags), compound: (_, language) => WORDS[language] },
  caption: (c, language: Language) =>
    c.shape.kind === 'how' ? HOW_TO_CAPTION[language] : TALKING_HEAD_CAPTION[language],
  titles: TALKING_HEAD_TITLES,
  retoldAs: null,
  hookCount: null,
}
