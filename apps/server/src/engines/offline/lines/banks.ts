import type { Language } from '@hookline/contract'
import { enBanks } from './en'
import { zhBanks } from './zh'

/**
 * Sentence banks the offline engine fills a beat with once its opening line is said. Each bank
 * is a kind of sentence a creator says on camera: why a point matters, how a step goes, what a
 * moment felt like. Lines name the topic as {about} (a pronoun after its first mention), the
 * audience as {who} / {crowd}; none pretends to know facts only the creator has.
 */
export type BankId =
  | 'point' // elaborates a point: why it matters, how to start, the usual mistake
  | 'step' // a tutorial step: pace, checks, substitutes
  | 'aspect' // a review aspect: impressions without inventing specs
  | 'view' // a view on the news: weighing it
  | 'moment' // a moment of a vlog or a story: what it felt like
  | 'general' // any beat: about the topic and the viewer
  | 'qa' // what viewers ask, answered in general terms
  | 'short' // a few words, to fill the last second or two of a beat
  | 'bridge' // the end of a core beat: on to the next
  | 'humour' // the lighter register (tone "humorous", "more humorous")
  | 'humourBridge'
  | 'cta' // after the platform's call to action

export type Banks = Record<BankId, string[]>

export const banks: Record<Language, Banks> = { zh: zhBanks, en: enBanks }
