import type { DraftContext } from '../context'
import type { HookPattern } from '../lines/hooks'
import type { TopicShape } from '../topic-shape'

/** A genre's patterns; `own`: it opens its own way, and the tone's favourite goes first only when it is one of them. */
export interface GenreHooks {
  own: boolean
  patterns: (c: DraftContext) => HookPattern[]
}

/** A genre that opens as a format does: its patterns, best first; the tone may move one to the front (hooks.ts). */
export const formatHooks = (patterns: HookPattern[]): GenreHooks => ({ own: false, patterns: () => patterns })
/** A genre that opens its own way, whatever the tone: no count, no result shown first. */
export const ownHooks = (patterns: HookPattern[]): GenreHooks => ({ own: true, patterns: () => patterns })

/** A talking head opens on what its topic asks: the why-question itself, a how-to's sticking point, a list's count. */
export const talkingHeadPatterns: Record<TopicShape, HookPattern[]> = {
  why: ['question', 'number', 'contrarian'],
  how: ['pain', 'number', 'question'],
  list: ['number', 'question', 'contrarian'],
  plain: ['number', 'question', 'contrarian'],
}

/** A work or a viral moment opens on its clip, or asks whether the viewer saw it too; never on a count of points. */
export const REACTION_PATTERNS: HookPattern[] = ['clip_first', 'question', 'contrarian']

/** A talking head that teaches how: when it makes something (a look, a dish), it opens on the result, as a tutorial does. */
export const showsHow = (c: DraftContext) => c.brief.format === 'talking_head' && c.shape.kind === 'how'
