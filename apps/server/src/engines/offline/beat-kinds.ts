import type { Language } from '@hookline/contract'
import { slot, type DraftContext } from './context'
import type { BankId } from './lines/banks'

/** A beat as a kind writes it, before its voice-over is sized to its seconds (compose.ts). */
export interface BeatFrame {
  label: string
  shot: string
  on_screen_text: string
  /** Opening lines, longest first: the first that fits the beat's seconds is said. */
  say: string[]
  /** Lines of this kind only, said after the opening when there is time. */
  more?: string[]
}

export interface BeatText {
  label: string
  shot: string
  voice_over: string
  on_screen_text: string
}

type Writer = (c: DraftContext, step: number, s: (text: string) => string) => BeatFrame

/** One kind of beat in a format's plan; `core` kinds repeat to fill the target length. */
export interface BeatKind {
  weight: number
  core?: boolean
  /** Sentence banks (lines/banks.ts) that fill the beat once its own lines are said. */
  banks: BankId[]
  /**
   * The one beat besides the core kept in a very short plan (the recap that repeats the count, a
   * review's verdict); like a core beat, its placeholders are content and always stay.
   */
  keep?: boolean
  /** Whether a core beat ends on a bridge to the next one when there is time. */
  bridge?: boolean
  zh: Writer
  en: Writer
}

/** Framing that suits the platform's orientation (vertical close-ups vs horizontal mid shots). */
export const framing = (c: DraftContext) =>
  c.platform.orientation === 'vertical'
    ? { zh: '竖屏近景', en: 'Vertical close-up' }
    : { zh: '横屏中景', en: 'Horizontal mid shot' }

export const writeBeat = (kind: BeatKind, c: DraftContext, step: number, language: Language): BeatFrame =>
  kind[language](c, step, (text) => slot(language, text))
