import type { Language } from '@hookline/contract'
import type { DraftContext } from './context'
import { plural } from './fit-text'
import {
  FRAMING,
  SAY_HOW,
  THEN_LINES,
  WITH_EXAMPLE,
  type BeatCondition,
  type BeatCopy,
  type ByCondition,
  type Depth,
} from './lines/beats'
import { fillPlaceholders } from './lines/fill'
import { zhCount, zhNumber, zhUnit } from './topic-shape'

/**
 * A beat as a kind writes it, before its voice-over is sized to its seconds (compose.ts): plain
 * framing that is true for any topic ("先说第一个原因。"), then ONE instruction for what only the
 * creator knows (their reasons, their experience, the facts of a story), which compose.ts sizes
 * by stating how long to speak ("【用两三句话说清第 1 个原因，再举一个例子，约 8 秒】"). The engine
 * never pads a beat with lines that say nothing, nor asserts what it cannot know. The words are
 * data (lines/beats.ts and the files it names); this file fills them for a draft.
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

export const depthOf = (seconds: number): Depth => (seconds < 6 ? 'line' : seconds < 20 ? 'few' : 'layers')

/** One kind of beat in a format's plan; `core` kinds repeat to fill the target length. */
export interface BeatKind {
  weight: number
  core?: boolean
  /**
   * Kept in a short plan before the other kinds (a talking head's recap, a review's verdict, a
   * news story's what-happened and the creator's take), in the format's order.
   */
  keep?: boolean
  /** What the beat says and shows (lines/*-beats.ts). */
  lines: BeatCopy
  /** The line of THEN_LINES the first core beat starts with, 1 unless said (a story's turns follow its conflict). */
  thenFrom?: number
}

/** Framing that suits the platform's orientation (vertical close-ups vs horizontal mid shots). */
export const framing = (context: DraftContext) => FRAMING[context.platform.orientation]

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']

/** "The first reason", "The tenth reason", then "Reason 11". */
const enOrdinal = (n: number, item: string) =>
  n >= 1 && n <= ORDINALS.length ? `The ${ORDINALS[n - 1]} ${item.toLowerCase()}` : `${item} ${n}`

/** The placeholders of lines/beats.ts for the `n`th core beat (0 for a beat that does not repeat). */
function beatValues(context: DraftContext, kind: BeatKind, n: number, language: Language): Record<string, string> {
  const { item } = context.shape
  const unit = zhUnit(item.zh)
  const then = THEN_LINES[language]
  return {
    n: String(n),
    nZh: zhNumber(n),
    count: String(context.coreCount),
    countZh: zhCount(context.coreCount),
    item: language === 'zh' ? item.zh : item.en.toLowerCase(),
    Item: item[language],
    items:
      language === 'zh' ? `${zhCount(context.coreCount)}${unit}` : plural(context.coreCount, item.en.toLowerCase()),
    ordinal: language === 'zh' ? `第${zhNumber(n)}${unit}` : enOrdinal(n, item.en),
    numbered: `第 ${n} ${unit}`,
    then: n > 0 ? then[(n + (kind.thenFrom ?? 1) - 2) % then.length] : '',
    frame: framing(context)[language],
    short: context.topic.short,
    who: context.who,
  }
}

/** Whether a condition of lines/beats.ts holds for the `n`th core beat (in an ask, at `depth`). */
function holds(condition: BeatCondition, context: DraftContext, n: number, depth?: Depth): boolean {
  switch (condition) {
    case 'first':
      return n === 1
    case 'second':
      return n === 2
    case 'last':
      return n > 1 && n === context.coreCount
    case 'odd':
      return n % 2 === 1
    case 'several':
      return context.coreCount > 1
    case 'why':
    case 'how':
      return context.shape.kind === condition
    case 'steps':
      return context.language === 'zh' ? context.shape.item.zh === '步骤' : context.shape.item.en === 'Step'
    case 'audience':
      return Boolean(context.brief.audience)
    case 'sensitive':
      return context.sensitive
    case 'line':
    case 'layers':
      return depth === condition
  }
}

type Choices<T> = { else: ByCondition<T> } & Partial<Record<BeatCondition, ByCondition<T>>>

const isChoice = <T>(value: ByCondition<T>): value is Choices<T> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'else' in value

/** The value for the conditions that hold: the first written whose condition holds, else `else`. */
function choose<T>(value: ByCondition<T>, holding: (condition: BeatCondition) => boolean): T {
  if (!isChoice(value)) return value
  const condition = (Object.keys(value) as Array<BeatCondition | 'else'>).find(
    (key): key is BeatCondition => key !== 'else' && holding(key),
  )
  return choose(condition ? value[condition]! : value.else, holding)
}

/** A beat of `kind` in `language`: the `step`th core beat, or 0 for a kind that does not repeat. */
export function writeBeat(kind: BeatKind, context: DraftContext, step: number, language: Language): BeatFrame {
  const values = beatValues(context, kind, step, language)
  const holding = (condition: BeatCondition) => holds(condition, context, step)
  const lines = choose(kind.lines[language], holding)
  const text = (value: ByCondition<string>) => fillPlaceholders(choose(value, holding), values)
  return {
    label: text(lines.label),
    shot: text(lines.shot),
    on_screen_text: text(lines.screen),
    lead: choose(lines.lead, holding).map((line) => fillPlaceholders(line, values)),
    ask: (depth) =>
      fillPlaceholders(
        choose(lines.ask, (condition) => holds(condition, context, step, depth)),
        { ...values, how: SAY_HOW[language][depth], example: WITH_EXAMPLE[language][depth] },
      ),
  }
}

/** An instruction that states how long to speak: the script check counts it as those seconds. */
export const timedSlot = (language: Language, text: string, seconds: number) =>
  language === 'zh' ? `【${text}，约 ${seconds} 秒】` : `[${text} (~${seconds} s)]`
