import type { BeatKind } from '../beat-kinds'
import { talkingHead, tutorial } from '../explainer-beats'
import {
  announcement,
  choice,
  experience,
  heardReaction,
  liveReaction,
  match,
  newsCommentary,
  reaction,
  story,
  vlog,
} from '../narrative-beats'
import { review } from '../review-beats'
import type { Genre } from './reading'

/**
 * The beats each genre is told in, in order (compose.ts stretches or squeezes them to the length).
 * News is told by its sides, an announcement by what is known, a match by how it went.
 */
export const GENRE_BEATS: Record<Genre, BeatKind[]> = {
  talking_head: talkingHead,
  vlog,
  tutorial,
  story,
  review,
  news_commentary: newsCommentary,
  announcement,
  match,
  experience,
  reaction,
  heard: heardReaction,
  live: liveReaction,
  choice,
}
