import type { BeatKind } from '../../beat-kinds'
import { prompts } from '../../lines/close-questions'
import { ANNOUNCEMENT } from './announcement-lines'
import { noCount, type GenreKit } from '../kit'
import { meaning, newsCommentary, take, whatHappened } from '../news-commentary/news-commentary'

/**
 * An announcement (a launch, an album, a rule): what happened, what is known so far (the core,
 * one detail a beat), why it matters, the creator's take and what it means for the viewer.
 */
const beats: BeatKind[] = [
  whatHappened,
  { weight: 1.1, core: true, lines: ANNOUNCEMENT.known },
  { weight: 1, lines: ANNOUNCEMENT.why },
  take,
  meaning,
]

/** News of an announcement (genres/reading.ts): told by what is known, opened, tagged and posted as news. */
export const announcement: GenreKit = {
  beats,
  counted: noCount,
  readAs: null,
  prompt: () => prompts.take,
  hooks: newsCommentary.hooks,
  tags: newsCommentary.tags,
  caption: newsCommentary.caption,
}
