import type { BeatKind } from '../../beat-kinds'
import { REVIEW } from './review-lines'
import { formatTags } from '../genre-tags'
import { formatHooks } from '../hook-patterns'
import { countedItems, formatCaption, type GenreKit } from '../kit'

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

/** Whether it is worth it: a topic's count sets its aspects, and the close asks whether the viewer would buy. */
export const review: GenreKit = {
  beats,
  counted: countedItems,
  readAs: null,
  prompt: () => ({ zh: '你会入手吗？评论区聊聊。', en: 'Would you buy it? Comment below.' }),
  hooks: formatHooks('review'),
  tags: formatTags('review'),
  caption: formatCaption('review'),
}
