import type { BeatKind } from '../../beat-kinds'
import { STORY } from './story-lines'
import { formatTags } from '../genre-tags'
import { formatHooks } from '../hook-patterns'
import { formatCaption, noCount, type GenreKit } from '../kit'

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

/** A story keeps its setup, conflict, turns and ending at every length, whatever the topic counts. */
export const story: GenreKit = {
  beats,
  counted: noCount,
  readAs: null,
  prompt: () => ({ zh: '你也经历过吗？评论区聊聊。', en: 'Been there too? Tell me below.' }),
  hooks: formatHooks('story'),
  tags: formatTags('story'),
  caption: formatCaption('story'),
}
