import type { Language } from '@hookline/contract'
import { slot, type DraftContext } from './context'

/**
 * A beat as a kind writes it, before its voice-over is sized to its seconds (compose.ts): plain
 * framing that is true for any topic ("先说第一个原因。"), then ONE instruction for what only the
 * creator knows (their reasons, their experience, the facts of a story), which compose.ts sizes
 * by stating how long to speak ("【用两三句话说清第 1 个原因，再举一个例子，约 8 秒】"). The engine
 * never pads a beat with lines that say nothing, nor asserts what it cannot know.
 */
export interface BeatFrame {
  label: string
  shot: string
  on_screen_text: string
  /** Framing lines, longest first ('' for none): the first that leaves the instruction its time is said. */
  lead: string[]
  /** The instruction, for the depth the beat's seconds allow; compose.ts adds how long to speak. */
  ask: (depth: Depth) => string
}

export interface BeatText {
  label: string
  shot: string
  voice_over: string
  on_screen_text: string
}

/** How much the creator says in a beat: one line (a few seconds), a few sentences, or several parts (a chapter). */
export type Depth = 'line' | 'few' | 'layers'

export const depthOf = (seconds: number): Depth => (seconds < 6 ? 'line' : seconds < 20 ? 'few' : 'layers')

/** "用两三句话" / "in two or three sentences": how an instruction says its depth. */
export const how: Record<Language, Record<Depth, string>> = {
  zh: { line: '用一句话', few: '用两三句话', layers: '分两三层' },
  en: { line: 'in one line', few: 'in a few sentences', layers: 'in two or three parts' },
}

/** An example goes with a reason or a point when there is time for one. */
export const example: Record<Language, Record<Depth, string>> = {
  zh: { line: '', few: '，再举一个例子', layers: '，每层配一个例子' },
  en: { line: '', few: ', with one example', layers: ', each with an example' },
}

type Writer = (c: DraftContext, step: number, s: (text: string) => string) => BeatFrame

/** One kind of beat in a format's plan; `core` kinds repeat to fill the target length. */
export interface BeatKind {
  weight: number
  core?: boolean
  /**
   * Kept in a short plan before the other kinds (a talking head's recap, a review's verdict, a
   * news story's what-happened and the creator's take), in the format's order.
   */
  keep?: boolean
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

/** An instruction that states how long to speak: the script check counts it as those seconds. */
export const timedSlot = (language: Language, text: string, seconds: number) =>
  language === 'zh' ? `【${text}，约 ${seconds} 秒】` : `[${text} (~${seconds} s)]`
