import type { Language } from '@hookline/contract'
import { slot, type DraftContext } from './context'

export interface BeatText {
  label: string
  shot: string
  voice_over: string
  on_screen_text: string
}

type Writer = (c: DraftContext, step: number, s: (text: string) => string) => BeatText

/** One kind of beat in a format's plan; `core` kinds repeat to fill the target length. */
export interface BeatKind {
  weight: number
  core?: boolean
  zh: Writer
  en: Writer
}

/** Framing that suits the platform's orientation (vertical close-ups vs horizontal mid shots). */
export const framing = (c: DraftContext) =>
  c.platform.orientation === 'vertical'
    ? { zh: '竖屏近景', en: 'Vertical close-up' }
    : { zh: '横屏中景', en: 'Horizontal mid shot' }

export const writeBeat = (kind: BeatKind, c: DraftContext, step: number, language: Language): BeatText =>
  kind[language](c, step, (text) => slot(language, text))
