import type { BeatKind } from '../../beat-kinds'
import { tryIt } from '../../lines/close-questions'
import { TUTORIAL } from './tutorial-lines'
import { formatTags } from '../genre-tags'
import { formatHooks } from '../hook-patterns'
import { countedItems, formatCaption, type GenreKit } from '../kit'

/** A tutorial: the result, what to prepare, its steps, the mistake to avoid, a recap (tutorial-lines.ts). */
const beats: BeatKind[] = [
  { weight: 0.8, lines: TUTORIAL.result },
  { weight: 0.8, lines: TUTORIAL.preparation },
  { weight: 1.3, core: true, lines: TUTORIAL.step },
  { weight: 0.9, lines: TUTORIAL.mistake },
  { weight: 0.7, lines: TUTORIAL.recap },
]

/** Steps to follow: a topic's count sets them, and the close asks the viewer to save it or say how it went. */
export const tutorial: GenreKit = {
  beats,
  counted: countedItems,
  readAs: null,
  prompt: tryIt,
  hooks: formatHooks('tutorial'),
  tags: formatTags('tutorial'),
  caption: formatCaption('tutorial'),
}
