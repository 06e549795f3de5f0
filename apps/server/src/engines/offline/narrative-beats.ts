import type { BeatKind } from './beat-kinds'
import { CHOICE } from './lines/choice-beats'
import { MATCH } from './lines/match-beats'
import {
  ANNOUNCEMENT,
  EXPERIENCE,
  HEARD_REACTION,
  LIVE_REACTION,
  NEWS,
  REACTION,
  STORY,
  VLOG,
} from './lines/narrative-beats'

/**
 * Beats of the formats that tell something (vlog, story, commentary); see explainer-beats.ts.
 * What happened, how it felt and what people said are the creator's: the engine frames each beat
 * and asks for them (lines/narrative-beats.ts). News goes what happened → the sides → the creator's take.
 */

export const vlog: BeatKind[] = [
  { weight: 1, keep: true, bookend: true, lines: VLOG.setting },
  { weight: 1.2, core: true, lines: VLOG.moment },
  { weight: 1, lines: VLOG.surprise },
  { weight: 0.9, keep: true, bookend: true, lines: VLOG.feeling },
]

export const story: BeatKind[] = [
  { weight: 1, keep: true, lines: STORY.setup },
  { weight: 1.1, lines: STORY.conflict },
  { weight: 1.1, core: true, lines: STORY.turn },
  { weight: 1.2, keep: true, ends: true, lines: STORY.ending },
  { weight: 0.9, lines: STORY.takeaway },
]

const whatHappened: BeatKind = { weight: 1, keep: true, lines: NEWS.whatHappened }
const take: BeatKind = { weight: 1.2, keep: true, lines: NEWS.take }
const meaning: BeatKind = { weight: 0.9, lines: NEWS.meaning }

export const newsCommentary: BeatKind[] = [
  whatHappened,
  { weight: 1, lines: NEWS.background },
  { weight: 1.1, core: true, lines: NEWS.view },
  take,
  meaning,
]

/**
 * An announcement (a launch, an album, a rule): what happened, what is known so far (the core,
 * one detail a beat), why it matters, the creator's take and what it means for the viewer.
 */
export const announcement: BeatKind[] = [
  whatHappened,
  { weight: 1.1, core: true, lines: ANNOUNCEMENT.known },
  { weight: 1, lines: ANNOUNCEMENT.why },
  take,
  meaning,
]

/**
 * A match (genres/reading.ts): the result, the moments that decided it (the core), who stood
 * out, the creator's take and what comes next. Short, it keeps the result, who stood out (what
 * fans argue about) and the take, with two turning points rather than three.
 */
export const match: BeatKind[] = [
  { weight: 1, keep: true, lines: MATCH.result },
  { weight: 1.2, core: true, lines: MATCH.moment },
  { weight: 0.9, keep: true, lines: MATCH.standout },
  take,
  { weight: 0.8, lines: MATCH.next },
]

/**
 * A creator's own experience as a talking head ("我吃遍了成都的火锅", "I quit sugar for 30 days"):
 * why they did it, a stop or a stage a beat, what surprised them, the best, the worst, and their
 * verdict. Like a story it always ends (the verdict) and keeps its start, then its best; like a
 * vlog of places it keeps its start and end when a topic's count sets the stops ("我去了10家咖啡馆"),
 * the stops sharing beats.
 */
export const experience: BeatKind[] = [
  { weight: 1, keep: true, bookend: true, lines: EXPERIENCE.setup },
  { weight: 1.2, core: true, lines: EXPERIENCE.moment },
  { weight: 1, lines: EXPERIENCE.surprise },
  { weight: 0.9, keep: true, lines: EXPERIENCE.best },
  { weight: 0.9, lines: EXPERIENCE.worst },
  { weight: 1.2, keep: true, ends: true, bookend: true, lines: EXPERIENCE.verdict },
]

/**
 * A talking head about a work or a moment of pop culture (genres/reading.ts): what it is,
 * the moments that land (the core, one a beat, or one a point when the topic counts them), what
 * people say, and the creator's verdict. Short, it keeps what it is and the verdict: it always ends.
 */
const reactionTo = (lines: typeof REACTION): BeatKind[] => [
  { weight: 0.9, keep: true, lines: lines.recap },
  { weight: 1.2, core: true, lines: lines.moment },
  { weight: 1, lines: lines.said },
  { weight: 1.1, keep: true, ends: true, lines: lines.verdict },
]
export const reaction = reactionTo(REACTION)
/** The same for a song or an album, which is listened to (HEARD_REACTION). */
export const heardReaction = reactionTo(HEARD_REACTION)
/** The same for a concert or a tour stop, which was seen and heard on the night (LIVE_REACTION). */
export const liveReaction = reactionTo(LIVE_REACTION)

/**
 * A talking head that weighs a choice ("考研还是工作"): why it is hard, each option a beat, how
 * to choose, and the creator's pick, which it always ends on.
 */
export const choice: BeatKind[] = [
  { weight: 0.9, lines: CHOICE.dilemma },
  { weight: 1.2, core: true, lines: CHOICE.option },
  { weight: 1, keep: true, lines: CHOICE.decide },
  { weight: 1.1, keep: true, ends: true, lines: CHOICE.pick },
]
