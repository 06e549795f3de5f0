import type { Language } from '@hookline/contract'
import { enBanks } from './en'
import { zhBanks } from './zh'

/**
 * The few lines the offline engine says besides a beat's framing and its instruction (beat-kinds.ts):
 * a light line per point in the humorous tone, and lines after the platform's call to action.
 * None asserts a fact, a verdict or an experience the engine cannot know; none is filler
 * ("就这么简单", "这还没完") said only to take up seconds — a beat's seconds are the creator's to fill.
 */
export type BankId =
  | 'humour' // the lighter register (tone "humorous", "more humorous"): a joke about the video or the viewer
  | 'cta' // after the platform's call to action

export type Banks = Record<BankId, string[]>

export const banks: Record<Language, Banks> = { zh: zhBanks, en: enBanks }
