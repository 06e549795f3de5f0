import type { BeatKind } from './beat-kinds'
import { TALKING_HEAD, TUTORIAL } from './lines/explainer-beats'

/**
 * Beats of the formats that explain something. Each says a framing line and asks the creator,
 * in one instruction, for what only they know (compose.ts sizes it). A talking head's core beats
 * follow the topic: a why-question gets reasons, a how-to steps, "三个误区" its misconceptions.
 * What each beat says is in lines/explainer-beats.ts; a review's beats are in review-beats.ts.
 */

export const talkingHead: BeatKind[] = [
  { weight: 1, lines: TALKING_HEAD.opening },
  { weight: 1.2, core: true, lines: TALKING_HEAD.point },
  { weight: 1, lines: TALKING_HEAD.example },
  { weight: 0.8, keep: true, lines: TALKING_HEAD.recap },
]

export const tutorial: BeatKind[] = [
  { weight: 0.8, lines: TUTORIAL.result },
  { weight: 0.8, lines: TUTORIAL.preparation },
  { weight: 1.3, core: true, lines: TUTORIAL.step },
  { weight: 0.9, lines: TUTORIAL.mistake },
  { weight: 0.7, lines: TUTORIAL.recap },
]
