import {
  DURATION_MAX_SECONDS,
  DURATION_MIN_SECONDS,
  targetSeconds,
  type Brief,
  type QuickAction,
} from '@hookline/contract'
import type { EngineTurn } from './engine'
import { readSeconds } from '@hookline/contract/script-markdown'

/**
 * What a follow-up asks for, read the same way wherever it matters: the offline engine acts on
 * it, and every engine's versions record the length it sets (a version's target).
 */

/**
 * Free text that makes the same requests as the quick actions (zh and en keywords): the offline
 * engine cannot understand free text, so it looks for these and records the whole text as a note.
 */
const actionWords: Array<[QuickAction, RegExp]> = [
  // 短 alone, not 短视频 / 短片 / 短剧 / 短板 (a creator's "short video" is not a request to cut).
  ['shorter', /短(?!视频|片|剧|板)|精简|删减|压缩|shorter|shorten|trim|tighter|concise|\bcut\b/i],
  ['punchier_hook', /开头|开场|钩子|hook|opening|punch/i],
  // "funnier" is not "funny" plus a suffix: funn(y|ier|iest) spells both.
  [
    'more_humorous',
    /幽默|搞笑|有趣|好玩|好笑|逗趣|诙谐|funn(?:y|ier|iest)|humou?r|jok(?:e|es|ier|ing)|playful|lighter|light-hearted|witty/i,
  ],
  ['more_professional', /专业|严谨|正式|professional|formal|serious/i],
  ['add_data_point', /数据|统计|data|statistic|figure/i],
  // A request to change the language, not any mention of one ("中文字幕加粗", "加几个英文词" are not).
  [
    'translate',
    /翻译|译成|译为|(?:改|换|写|变)成(?:英文|英语|中文)|用(?:英文|英语|中文)(?:写|重写|说|讲)|(?:英文|英语|中文)版|translat|(?:in|into) (?:english|chinese)|(?:english|chinese) version/i,
  ],
]

export interface RequestPlan {
  actions: QuickAction[]
  /** "cut to 30 s" → 30: an explicit new length wins over the generic 30 % cut. */
  targetSeconds: number | null
  text: string
}

/**
 * How free text is read. The offline engine understands only `keywords` (above); a model reads
 * the text itself, so for it only the quick action and an explicit length ("cut it to 30 s")
 * are certain enough to set a target: `explicit`.
 */
export type Reading = 'keywords' | 'explicit'

export function planRequest(turn: EngineTurn | null, reading: Reading = 'keywords'): RequestPlan {
  const text = turn?.content.trim() ?? ''
  const actions = new Set<QuickAction>(turn?.action ? [turn.action] : [])
  if (reading === 'keywords') for (const [action, pattern] of actionWords) if (pattern.test(text)) actions.add(action)
  // Only a length with its unit: "6:30" in "早上6:30那段改成30秒" is the time of day, not the length.
  const seconds = readSeconds(text, { bare: false })
  const targetSeconds = seconds && seconds >= DURATION_MIN_SECONDS && seconds <= DURATION_MAX_SECONDS ? seconds : null
  if (targetSeconds) actions.delete('shorter')
  return { actions: [...actions], targetSeconds, text }
}

/** "Shorter" cuts about 30 %: short-form platforms reward a tighter cut more than extra beats. */
export const SHORTER_FACTOR = 0.7

/** The length in seconds a request leaves a script of `current` seconds at. */
export function lengthAfter(plan: RequestPlan, current: number): number {
  if (plan.targetSeconds !== null) return plan.targetSeconds
  if (plan.actions.includes('shorter')) return Math.max(DURATION_MIN_SECONDS, Math.round(current * SHORTER_FACTOR))
  return current
}

/**
 * The length each version of a conversation aims at: the brief's target first, then after each
 * request (`plans`, oldest first) whatever it changed the length to. The last one is the target
 * of the version being written.
 */
export function requestLengths(brief: Brief, plans: RequestPlan[]): number[] {
  const lengths = [targetSeconds(brief.platform, brief.duration_seconds)]
  for (const plan of plans) lengths.push(lengthAfter(plan, lengths[lengths.length - 1]))
  return lengths
}

/** Every user turn of `history` as a plan, oldest first. */
export const requestPlans = (history: EngineTurn[], reading: Reading = 'keywords'): RequestPlan[] =>
  history.filter((turn) => turn.role === 'user').map((turn) => planRequest(turn, reading))

/** The target in seconds of the version that answers the last request of `history`. */
export const versionTarget = (brief: Brief, history: EngineTurn[], reading: Reading): number =>
  requestLengths(brief, requestPlans(history, reading)).at(-1)!
