import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import { tryIt } from '../../lines/close-questions'
import { TUTORIAL } from './tutorial-lines'
import { formatTags } from '../genre-tags'
import { formatHooks } from '../hook-patterns'
import { countedItems, type CaptionFrame, type FormatKit } from '../kit'
import { TUTORIAL_TITLES } from './tutorial-titles'
import { plural } from '../../fit-text'

/** A tutorial: the result, what to prepare, its steps, the mistake to avoid, a recap (tutorial-lines.ts). */
const beats: BeatKind[] = [
  { weight: 0.8, lines: TUTORIAL.result },
  { weight: 0.8, lines: TUTORIAL.preparation },
  { weight: 1.3, core: true, lines: TUTORIAL.step },
  { weight: 0.9, lines: TUTORIAL.mistake },
  { weight: 0.7, lines: TUTORIAL.recap },
]

/** What its viewers search for, most general last (hashtags.ts puts the topic's field first). */
const TAGS: Record<Language, string[]> = {
  zh: ['教程', '新手入门', '手把手教学', '干货', '技巧分享'],
  en: ['tutorial', 'howto', 'stepbystep', 'diy', 'beginners'],
}
/** The words it adds to a topic's phrase in a tag viewers search for (#咖啡机测评, #SleepTips). */
const WORDS: Record<Language, string[]> = {
  zh: ['教程', '技巧', '攻略', '入门'],
  en: ['tutorial', 'tips', 'guide', 'basics'],
}
/** After the topic: what the video holds (a Weibo post), what the note is (Xiaohongshu), in its voice. */
const CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '完整步骤都在视频里👇', note: '完整步骤都在这里了，建议先收藏～' },
  en: { post: 'Every step is in the video 👇', note: 'every step, worth saving for later.' },
}

/** Steps to follow: a topic's count sets them, and the close asks the viewer to save it or say how it went. */
export const tutorial: FormatKit = {
  beats,
  counted: countedItems,
  readAs: null,
  prompt: tryIt,
  hooks: formatHooks(['result_first', 'number', 'pain']),
  tags: formatTags(TAGS, WORDS),
  caption: (_, language) => CAPTION[language],
  titles: TUTORIAL_TITLES,
  retoldAs: null,
  hookCount: (n) => ({ zh: `${n}步`, en: plural(n, 'step') }),
}
