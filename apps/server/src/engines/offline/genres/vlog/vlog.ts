import type { BeatKind } from '../../beat-kinds'
import { countsPlaces } from '../../topic-shape'
import { VLOG } from './vlog-lines'
import { formatTags } from '../genre-tags'
import { formatHooks } from '../hook-patterns'
import { countedItems, formatCaption, type GenreKit } from '../kit'

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

/** A day or a routine filmed as it goes; its moments are counted only when what it counts are places to go. */
export const vlog: GenreKit = {
  beats,
  counted: (c) => (countsPlaces(c.topic.core) ? countedItems(c) : null),
  readAs: null,
  prompt: () => ({ zh: '最喜欢哪一段？评论区告诉我。', en: 'Favourite part? Tell me below.' }),
  hooks: formatHooks('vlog'),
  tags: formatTags('vlog'),
  caption: formatCaption('vlog'),
}
