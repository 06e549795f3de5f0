import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import { REVIEW } from './review-lines'
import { formatTags } from '../genre-tags'
import { formatHooks } from '../hook-patterns'
import { countedItems, type CaptionFrame, type FormatKit } from '../kit'
import { REVIEW_TITLES } from './review-titles'
import { plural } from '../../fit-text'

/**
 * A review's beats: verdict, aspects, pros, cons, who it suits. The verdict, every impression and
 * every comparison is the creator's: the engine only frames them and asks (review-lines.ts),
 * never judges a product it has not used.
 */
const beats: BeatKind[] = [
  { weight: 1, keep: true, lines: REVIEW.verdict },
  { weight: 1.2, core: true, lines: REVIEW.aspect },
  { weight: 0.9, lines: REVIEW.pros },
  { weight: 0.9, lines: REVIEW.cons },
  { weight: 0.8, keep: true, lines: REVIEW.audience },
]

/** What its viewers search for, most general last (hashtags.ts puts the topic's field first). */
const TAGS: Record<Language, string[]> = {
  zh: ['测评', '真实测评', '好物推荐', '避坑', '购物分享'],
  en: ['review', 'honestreview', 'worthit', 'unboxing', 'recommendations'],
}
/** The words it adds to a topic's phrase in a tag viewers search for (#咖啡机测评, #SleepTips). */
const WORDS: Record<Language, string[]> = {
  zh: ['测评', '推荐', '体验', '攻略'],
  en: ['review', 'worthit', 'honestreview', 'guide'],
}
/** After the topic: what the video holds (a Weibo post), what the note is (Xiaohongshu), in its voice. */
const CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '真实体验都在视频里👇', note: '真实体验写在这里了，优缺点都有～' },
  en: { post: 'My honest review is in the video 👇', note: 'my honest review, pros and cons.' },
}

/** Whether it is worth it: a topic's count sets its aspects, and the close asks whether the viewer would buy. */
export const review: FormatKit = {
  beats,
  counted: countedItems,
  readAs: null,
  prompt: () => ({ zh: '你会入手吗？评论区聊聊。', en: 'Would you buy it? Comment below.' }),
  hooks: formatHooks(['result_first', 'question', 'number']),
  tags: formatTags(TAGS, WORDS),
  caption: (_, language) => CAPTION[language],
  titles: REVIEW_TITLES,
  // A talking head whose topic asks for this format is written in it; the note says why.
  retoldAs: {
    zh: '这个话题在问值不值得，已按测评来写：先给结论，再说上手体验，最后说适合谁。',
    en: 'This topic asks whether it is worth it, so it is written as a review: the verdict first, then hands-on, then who it is for.',
  },
  hookCount: (n) => ({ zh: `${n}个方面`, en: plural(n, 'thing') }),
}
