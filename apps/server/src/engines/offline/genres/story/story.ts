import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import { STORY } from './story-lines'
import { formatTags } from '../genre-tags'
import { formatHooks } from '../hook-patterns'
import { noCount, type CaptionFrame, type FormatKit } from '../kit'
import { STORY_TITLES } from './story-titles'

/**
 * A story: setup, conflict, the turn, its ending and what it leaves (story-lines.ts).
 * The facts are the creator's: the engine frames each beat and asks for them.
 */
const beats: BeatKind[] = [
  { weight: 1, keep: true, lines: STORY.setup },
  { weight: 1.1, lines: STORY.conflict },
  { weight: 1.1, core: true, lines: STORY.turn },
  { weight: 1.2, keep: true, ends: true, lines: STORY.ending },
  { weight: 0.9, lines: STORY.takeaway },
]

/** What its viewers search for, most general last (hashtags.ts puts the topic's field first). */
const TAGS: Record<Language, string[]> = {
  zh: ['真实经历', '故事', '人生感悟', '成长', '生活感悟'],
  en: ['storytime', 'truestory', 'lifelessons', 'reallife', 'mystory'],
}
/** The words it adds to a topic's phrase in a tag viewers search for (#咖啡机测评, #SleepTips). */
const WORDS: Record<Language, string[]> = {
  zh: ['故事', '经历', '日记', '感悟'],
  en: ['story', 'storytime', 'journey', 'life'],
}
/** After the topic: what the video holds (a Weibo post), what the note is (Xiaohongshu), in its voice. */
const CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '完整的故事在视频里👇', note: '想跟你们讲讲我的经历～' },
  en: { post: 'The whole story is in the video 👇', note: 'a story I wanted to share.' },
}

/** A story keeps its setup, conflict, turns and ending at every length, whatever the topic counts. */
export const story: FormatKit = {
  beats,
  counted: noCount,
  readAs: null,
  prompt: () => ({ zh: '你也经历过吗？评论区聊聊。', en: 'Been there too? Tell me below.' }),
  hooks: formatHooks(['story', 'question', 'contrarian']),
  tags: formatTags(TAGS, WORDS),
  caption: (_, language) => CAPTION[language],
  titles: STORY_TITLES,
  retoldAs: null,
  hookCount: null,
}
