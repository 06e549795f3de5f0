import {
  PLATFORM_RULES,
  isCutShort,
  textLength,
  type CheckBrief,
  type CheckFinding,
  type Script,
} from '@hookline/contract'
import { leadingWords, type FitOptions } from '@hookline/contract/fit-text'
import { platformProfile } from '../platforms'

/**
 * Mechanical repair of what a script says around the video, limited to what cannot change its
 * meaning: hashtags in the platform's form and number, format-jargon tags dropped, titles and cover
 * text cut at a word boundary to the platform's limits. Each takes the check's findings and touches
 * only what they name, so a script that passes comes back unchanged. Words are never swapped: an
 * absolute claim, a caption over its limit or a tag too long to keep whole is the model's to
 * rewrite (the repair turn), never code's.
 */

export interface Repair {
  script: Script
  changes: string[]
}

/** A tag in the platform's form: no hashes, punctuation or (outside Weibo's #话题#) spaces. */
function cleanTag(tag: string, wrapped: boolean): string {
  const bare = tag.replace(/#/g, '').replace(/[^\p{L}\p{N}_·\s\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
  return (wrapped ? bare.replace(/\s+/g, ' ') : bare.replace(/\s+/g, '')).trim()
}

/** Hashtags in the platform's form, without format jargon or repeats, no more than the platform takes. */
export function repairHashtags(script: Script, brief: CheckBrief, findings: CheckFinding[]): Repair {
  if (!findings.some((f) => f.rule === 'hashtags')) return { script, changes: [] }
  const rules = PLATFORM_RULES[brief.platform]
  const jargon = new Set(findings.filter((f) => f.code === 'hashtag_jargon').map((f) => f.index))
  const seen = new Set<string>()
  const tags: string[] = []
  script.hashtags.forEach((tag, index) => {
    if (jargon.has(index)) return
    // A tag too long to keep is left whole for the model: cut, it would tag half a phrase.
    const clean = cleanTag(tag, rules.hashtagStyle === 'wrapped')
    const key = clean.toLowerCase()
    if (!clean || seen.has(key)) return
    seen.add(key)
    tags.push(clean)
  })
  const kept = tags.slice(0, rules.hashtagCount.max)
  // Too few: the platform's own tags (#shorts) are the only ones repair may add without inventing a topic.
  for (const tag of platformProfile(brief.platform).signatureTags) {
    if (kept.length < rules.hashtagCount.min && !seen.has(tag.toLowerCase())) kept.push(tag)
  }
  if (kept.length === script.hashtags.length && kept.every((tag, i) => tag === script.hashtags[i]))
    return { script, changes: [] }
  const dropped = [...jargon].map((i) => script.hashtags[i!])
  const changes = [
    `repaired: hashtags in the platform's form, ${script.hashtags.length} → ${kept.length}${dropped.length > 0 ? ` (dropped ${dropped.join(', ')})` : ''}`,
  ]
  return { script: { ...script, hashtags: kept }, changes }
}

/** Punctuation that ends a clause or a sentence. */
const CLAUSE_END = /[，,。！!；;｜|、]/u

/**
 * `text` cut to `max` where nothing is left half said: at the last clause end that fits, else
 * after the last whole word, never with "…"; null when that would lose the point — a question
 * (its ask is at its end) or less than half of what fits — so the model rewrites it instead.
 */
function cutWhole(text: string, max: number, options: FitOptions): string | null {
  const clean = text.trim()
  if (textLength(clean, options.unit) <= max) return clean
  if (/[?？]$/u.test(clean)) return null
  const words = leadingWords(clean, max, options)
  let clause = ''
  for (let i = 0; i < words.length; i++) if (CLAUSE_END.test(words[i])) clause = words.slice(0, i)
  const cut = (clause.trim() || words).replace(/[\s，,。！!；;｜|、:：—–-]+$/u, '').trim()
  return textLength(cut, options.unit) >= max / 2 ? cut : null
}

/**
 * Titles and cover text cut at a phrase's end to the platform's limits, never with "…"; one that no
 * cut keeps whole (a question, a single long phrase) is left for the model. A caption is never cut:
 * dropping its lines would drop what it says.
 */
export function repairLengths(script: Script, brief: CheckBrief, findings: CheckFinding[]): Repair {
  const long = findings.filter((f) => f.code === 'too_long' && (f.section === 'titles' || f.section === 'cover_text'))
  if (long.length === 0) return { script, changes: [] }
  const { limits } = PLATFORM_RULES[brief.platform]
  const options = { language: brief.language, unit: limits.unit }
  // A cut the check would call cut short ("Why eggs cost so" of "Why eggs cost so much") is no
  // repair: the whole text stays, too long, for the model to rewrite.
  const cut = (text: string, max: number) => {
    const whole = cutWhole(text, max, options)
    return whole !== null && !isCutShort(whole, brief.topic, [text, ...script.titles]) ? whole : text
  }
  const titles = script.titles.map((title) => cut(title, limits.title))
  const cover_text = cut(script.cover_text, limits.coverText)
  const names = [
    ...(titles.some((title, i) => title !== script.titles[i]) ? ['titles'] : []),
    ...(cover_text !== script.cover_text ? ['cover text'] : []),
  ]
  if (names.length === 0) return { script, changes: [] }
  return {
    script: { ...script, titles, cover_text },
    changes: [`repaired: cut ${names.join(', ')} at a word boundary to the platform's limits`],
  }
}
