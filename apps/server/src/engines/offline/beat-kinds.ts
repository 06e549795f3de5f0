import type { Language } from '@hookline/contract'
import type { DraftContext } from './context'
import { optionsOf } from './genres/reading'
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
import { capitalise } from './condense'
import { fillPlaceholders } from './lines/fill'
import { spanCheckpoint, zhCount, zhNumber, zhUnit, type Span } from './topic-shape'

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
  /** The instruction for the seconds it states (what they allow it to ask); compose.ts adds how long to speak. */
  ask: (seconds: number) => string
}

export interface BeatText {
  label: string
  shot: string
  voice_over: string
  on_screen_text: string
}

/** How much an instruction asks for its stated seconds: one line, a few sentences from 8 s, parts from 20 s. */
export const depthOf = (seconds: number): Depth => (seconds < 8 ? 'line' : seconds < 20 ? 'few' : 'layers')

/** Under this many seconds an instruction has time for a few words: it asks for one thing. */
export const BRIEF_SECONDS = 4

/** One kind of beat in a format's plan; `core` kinds repeat to fill the target length. */
export interface BeatKind {
  weight: number
  core?: boolean
  /**
   * Kept in a short plan before the other kinds (a talking head's recap, a review's verdict, a
   * news story's what-happened and the creator's take), in the format's order.
   */
  keep?: boolean
  /**
   * Of the kinds kept in a short plan, the last dropped: a story's ending. A story whose time
   * is short loses its turns, and then its setup, before its ending: it always ends.
   */
  ends?: boolean
  /**
   * Kept too when a topic's count sets the core beats (a vlog's opening scene and closing
   * feeling): the items then share beats ("片段 1、2") rather than take the vlog's opening and close.
   */
  bookend?: boolean
  /** What the beat says and shows (genres/<genre>/<genre>-lines.ts). */
  lines: BeatCopy
}

/** Where a beat stands in the body: whether its core beats open it, and whether this beat closes it. */
export interface BeatPlace {
  coreFirst: boolean
  closing: boolean
}

/**
 * A core beat: the `n`th of `of`, telling items `from` to `to` of what the draft counts (one
 * item, unless a counted list has more items than its seconds can tell one a beat).
 */
export interface CoreStep {
  n: number
  of: number
  from: number
  to: number
}

const NOT_CORE: CoreStep = { n: 0, of: 0, from: 0, to: 0 }

/** Framing that suits the platform's orientation (vertical close-ups vs horizontal mid shots). */
export const framing = (context: DraftContext) => FRAMING[context.platform.orientation]

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']

/** "The first reason", "The tenth reason", then "Reason 11". */
const enOrdinal = (n: number, item: string) =>
  n >= 1 && n <= ORDINALS.length ? `The ${ORDINALS[n - 1]} ${item.toLowerCase()}` : `${item} ${n}`

/** The items a core beat tells: "2", two as "1、2" / "1 and 2", more as "1–3" / "一到三". */
const itemRange = ({ from, to }: CoreStep, say: (n: number) => string, and: string, through: string) =>
  from === to ? say(from) : `${say(from)}${to === from + 1 ? and : through}${say(to)}`

/**
 * `{then}` for a core beat: "first" only when nothing was told before it, "last" only when
 * nothing follows, else the next line not yet said, and once those run out a numbered one.
 */
function thenLine(language: Language, step: CoreStep, place: BeatPlace, numbers: { n: string; nZh: string }): string {
  const lines = THEN_LINES[language]
  if (place.coreFirst && step.n === 1) return lines.first
  if (place.closing && step.n > 1) return lines.last
  const next = lines.next[step.n - (place.coreFirst ? 2 : 1)]
  return next ?? fillPlaceholders(lines.more, numbers)
}

/** "A third", "An eighth", "An 11th": the `n`th of several, starting a sentence. */
function enNth(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  const word = ORDINALS[n - 1] ?? `${n}${suffix}`
  return `${/^(?:[aeiou]|11|18)/.test(word) ? 'An' : 'A'} ${word}`
}

/** The options a choice's core beat weighs ("考研", "考研、工作" for a beat of two), as said and as a label. */
function optionValues(options: string[], { from, to }: CoreStep, language: Language): Record<string, string> {
  const told = options.slice(from - 1, to)
  const option = told.join(language === 'zh' ? '、' : ' and ')
  // "iPhone" keeps its lower-case i.
  return { option, Option: capitalise(option, 'en') }
}

const SPAN_UNIT_ZH: Record<Span['unit'], string> = { day: '天', week: '周', month: '个月', year: '年' }

/**
 * A trial's core beat named by the point of its span it tells ("Day 15", 第15天) rather than by
 * its place (The second stage): the beat's item, numbers and ordinal as beatValues fills them.
 */
function spanValues(span: Span, step: CoreStep, language: Language): Record<string, string> {
  const from = spanCheckpoint(span, step.from, step.of)
  const to = spanCheckpoint(span, step.to, step.of)
  if (!from || !to) return {}
  const group = to.at > from.at
  const n = group ? `${from.at}–${to.at}` : String(from.at)
  if (language === 'zh') {
    const unit = SPAN_UNIT_ZH[from.unit]
    return { n, nZh: n, item: unit, Item: unit, ordinal: `第${n}${unit}`, numbered: `第 ${n} ${unit}` }
  }
  const item = group ? `${from.unit}s` : from.unit
  const Item = capitalise(item, 'en')
  return { n, item, Item, ordinal: `${Item} ${n}` }
}

/** The placeholders of lines/beats.ts for a core beat (NOT_CORE for a beat that does not repeat). */
function beatValues(
  context: DraftContext,
  step: CoreStep,
  language: Language,
  place: BeatPlace,
): Record<string, string> {
  const { item } = context.shape
  const options = optionsOf(context.reading)
  const unit = zhUnit(item.zh)
  const group = step.to > step.from
  const en = group ? `${item.en}s` : item.en
  const numbers = {
    n: itemRange(step, String, language === 'zh' ? '、' : ' and ', '–'),
    nZh: itemRange(step, zhNumber, '、', '到'),
  }
  return {
    ...numbers,
    count: String(context.coreCount),
    countZh: zhCount(context.coreCount),
    item: language === 'zh' ? item.zh : en.toLowerCase(),
    Item: language === 'zh' ? item.zh : en,
    s: group && language === 'en' ? 's' : '',
    items:
      language === 'zh' ? `${zhCount(context.coreCount)}${unit}` : plural(context.coreCount, item.en.toLowerCase()),
    ordinal:
      language === 'zh' ? `第${numbers.nZh}${unit}` : group ? `${en} ${numbers.n}` : enOrdinal(step.from, item.en),
    numbered: `第 ${numbers.n} ${unit}`,
    this:
      language === 'zh'
        ? group
          ? `这几${unit}`
          : `这${unit.startsWith('个') ? unit : `一${unit}`}`
        : `${group ? 'these' : 'this'} ${en.toLowerCase()}`,
    ANth: language === 'zh' ? `第${numbers.nZh}` : enNth(step.from),
    then: step.n > 0 ? thenLine(language, step, place, numbers) : '',
    frame: framing(context)[language],
    short: context.topic.short,
    bar: context.topic.bar,
    who: context.who,
    ...(options && step.n > 0 ? optionValues(options, step, language) : {}),
    ...(context.span && step.n > 0 ? spanValues(context.span, step, language) : {}),
  }
}

/** Whether a condition of lines/beats.ts holds for a core beat (in an ask, one that states `seconds`). */
function holds(
  condition: BeatCondition,
  context: DraftContext,
  step: CoreStep,
  place: BeatPlace,
  seconds?: number,
): boolean {
  switch (condition) {
    case 'first':
      return step.n === 1
    case 'opens':
      return step.n === 1 && place.coreFirst
    case 'second':
      return step.n === 2
    case 'last':
      return step.n > 1 && step.n === step.of
    case 'odd':
      return step.n % 2 === 1
    case 'group':
      return step.to > step.from
    case 'several':
      return context.coreCount > 1
    case 'why':
    case 'how':
      return context.shape.kind === condition
    case 'steps':
      return context.language === 'zh' ? context.shape.item.zh === '步骤' : context.shape.item.en === 'Step'
    case 'made':
      return context.made
    case 'visits':
    case 'samples':
      return context.experience === condition
    case 'spanned':
      return context.span !== null
    case 'audience':
      return Boolean(context.brief.audience)
    case 'sensitive':
      return context.sensitive
    case 'personal':
      return context.personal
    case 'line':
    case 'layers':
      return seconds !== undefined && depthOf(seconds) === condition
    case 'brief':
      return seconds !== undefined && seconds < BRIEF_SECONDS
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

/** A beat of `kind` in `language` at `place`: a core beat at `step`, or a kind that does not repeat. */
export function writeBeat(
  kind: BeatKind,
  context: DraftContext,
  step: CoreStep | null,
  language: Language,
  place: BeatPlace = { coreFirst: false, closing: false },
): BeatFrame {
  const core = step ?? NOT_CORE
  const values = beatValues(context, core, language, place)
  const holding = (condition: BeatCondition) => holds(condition, context, core, place)
  const lines = choose(kind.lines[language], holding)
  const text = (value: ByCondition<string>) => fillPlaceholders(choose(value, holding), values)
  return {
    label: text(lines.label),
    shot: text(lines.shot),
    on_screen_text: text(lines.screen),
    lead: choose(lines.lead, holding).map((line) => fillPlaceholders(line, values)),
    ask: (seconds) => {
      const depth = depthOf(seconds)
      return fillPlaceholders(
        choose(lines.ask, (condition) => holds(condition, context, core, place, seconds)),
        { ...values, how: SAY_HOW[language][depth], example: WITH_EXAMPLE[language][depth] },
      )
    },
  }
}

/** An instruction that states how long to speak: the script check counts it as those seconds. */
export const timedSlot = (language: Language, text: string, seconds: number) =>
  language === 'zh' ? `【${text}，约 ${seconds} 秒】` : `[${text} (~${seconds} s)]`
