import type { BeatKind } from './beat-kinds'
import { REVIEW } from './lines/review-beats'

/**
 * The review format's beats (explainer-beats.ts): verdict, aspects, pros, cons, who it suits.
 * The verdict, every impression and every comparison is the creator's: the engine only frames
 * them and asks (lines/review-beats.ts), never judges a product it has not used.
 */
export const review: BeatKind[] = [
  { weight: 1, keep: true, lines: REVIEW.verdict },
  { weight: 1.2, core: true, lines: REVIEW.aspect },
  { weight: 0.9, lines: REVIEW.pros },
  { weight: 0.9, lines: REVIEW.cons },
  { weight: 0.8, keep: true, lines: REVIEW.audience },
]
