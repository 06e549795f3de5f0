import { announcement } from './announcement/announcement'
import { choice } from './choice/choice'
import { experience } from './experience/experience'
import { heard } from './heard/heard'
import type { Kits } from './kit'
import { live } from './live/live'
import { match } from './match/match'
import { newsCommentary } from './news-commentary/news-commentary'
import { reaction } from './reaction/reaction'
import { review } from './review/review'
import { story } from './story/story'
import { talkingHead } from './talking-head/talking-head'
import { tutorial } from './tutorial/tutorial'
import { vlog } from './vlog/vlog'

/**
 * Every genre's kit (genres/<genre>/), the one table over the genres: every part of a draft looks
 * its genre up here, so a genre added to reading.ts is named by the compiler here alone.
 */
export const GENRES: Kits = {
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
  heard,
  live,
  choice,
}
