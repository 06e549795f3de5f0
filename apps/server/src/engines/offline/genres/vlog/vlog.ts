import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import { countsPlaces } from '../../topic-shape'
import { VLOG } from './vlog-lines'
import { formatTags } from '../genre-tags'
import { formatHooks } from '../hook-patterns'
import { countedItems, type CaptionFrame, type FormatKit } from '../kit'
import { VLOG_TITLES } from './vlog-titles'

/**
 * A vlog tells what happened as it went: the scene, its moments, what surprised, how it felt.
 * What happened and how it felt are the creator's: the engine frames each beat and asks for them
 * (vlog-lines.ts).
 */
const beats: BeatKind[] = [
  { weight: 1, keep: true, bookend: true, lines: VLOG.setting },
  { weight: 1.2, core: true, lines: VLOG.moment },
  { weight: 1, lines: VLOG.surprise },
  { weight: 0.9, keep: true, bookend: true, lines: VLOG.feeling },
]

/** What its viewers search for, most general last (hashtags.ts puts the topic's field first). */
const TAGS: Record<Language, string[]> = {
  zh: ['vlog', '日常记录', '生活碎片', '我的日常', '记录生活'],
  en: ['vlog', 'dayinmylife', 'minivlog', 'behindthescenes', 'reallife'],
}
/** The words it adds to a topic's phrase in a tag viewers search for (#咖啡机测评, #SleepTips). */
const WORDS: Record<Language, string[]> = {
  zh: ['日常', '记录', 'vlog', '打卡'],
  en: ['vlog', 'diaries', 'daily', 'life'],
}
/** After the topic: what the video holds (a Weibo post), what the note is (Xiaohongshu), in its voice. */
const CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '今天的记录都在视频里👇', note: '记录一下，分享给你们～' },
  en: { post: 'Come along in the video 👇', note: 'a little record of it, moment by moment.' },
}

/** A day or a routine filmed as it goes; its moments are counted only when what it counts are places to go. */
export const vlog: FormatKit = {
  beats,
  counted: (c) => (countsPlaces(c.topic.core) ? countedItems(c) : null),
  readAs: null,
  prompt: () => ({ zh: '最喜欢哪一段？评论区告诉我。', en: 'Favourite part? Tell me below.' }),
  hooks: formatHooks(['scene', 'story', 'question']),
  tags: formatTags(TAGS, WORDS),
  caption: (_, language) => CAPTION[language],
  titles: VLOG_TITLES,
  // A talking head whose topic asks for this format is written in it; the note says why.
  retoldAs: {
    zh: '这个话题是拍下来的一天或一段日常，已按 vlog 来写：先交代场景，再一个片段一个片段地拍，最后说说感受。',
    en: 'This topic is a day or a routine filmed as it goes, so it is written as a vlog: set the scene, then moment by moment, then how it felt.',
  },
  hookCount: null,
}
