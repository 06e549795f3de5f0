import {
  findClaims,
  PLATFORM_RULES,
  softenClaims,
  textLength,
  type CheckBrief,
  type CheckFinding,
  type Script,
  type ScriptBeat,
} from '@hookline/contract'
import { fitLines, fitText, leadingWords } from '../offline/fit-text'
import { platformProfile } from '../platforms'

/**
 * Mechanical repair of what a script says around the video: absolute claims softened
 * everywhere, hashtags in the platform's form and number, titles, cover text and caption cut at
 * word boundaries to the platform's limits. Each takes the check's findings and touches only what
 * they name, so a script that passes comes back unchanged.
 */

export interface Repair {
  script: Script
  changes: string[]
}

/** softenClaims, keeping a capital at the start: "The best-ever way…" → "Really good way…", not "really good way…". */
function soften(text: string): string {
  const out = softenClaims(text)
  return /^\p{Lu}/u.test(text.trim()) && /^\p{Ll}/u.test(out.trim())
    ? out.replace(/\p{Ll}/u, (ch) => ch.toUpperCase())
    : out
}

const softenBeat = (beat: ScriptBeat): ScriptBeat => ({
  ...beat,
  shot: soften(beat.shot),
  voice_over: soften(beat.voice_over),
  on_screen_text: soften(beat.on_screen_text),
})

/** Every absolute claim (Advertising Law Art. 9 and its English counterparts) in its softer wording. */
export function repairClaims(script: Script, findings: CheckFinding[]): Repair {
  const claims = findings.filter((f) => f.code === 'absolute_claim')
  if (claims.length === 0) return { script, changes: [] }
  const softened: Script = {
    ...script,
    titles: script.titles.map(soften),
    hook: softenBeat(script.hook),
    beats: script.beats.map(softenBeat),
    call_to_action: softenBeat(script.call_to_action),
    // A tag that was nothing but a claim is dropped by the hashtag repair.
    hashtags: script.hashtags.map((tag) => (findClaims(tag).length > 0 ? softenClaims(tag) : tag)),
    cover_text: soften(script.cover_text),
    caption: script.caption === null ? null : soften(script.caption),
  }
  const words = [...new Set(claims.map((f) => f.text).filter(Boolean))]
  return { script: softened, changes: [`repaired: softened absolute claims (${words.join(', ')})`] }
}

/** A tag in the platform's form: no hashes, punctuation or (outside Weibo's #话题#) spaces. */
function cleanTag(tag: string, wrapped: boolean): string {
  const bare = tag.replace(/#/g, '').replace(/[^\p{L}\p{N}_·\s\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
  return (wrapped ? bare.replace(/\s+/g, ' ') : bare.replace(/\s+/g, '')).trim()
}

/** Hashtags cleaned, without format jargon or repeats, each within the length limit, no more than the platform takes. */
export function repairHashtags(script: Script, brief: CheckBrief, findings: CheckFinding[]): Repair {
  if (!findings.some((f) => f.rule === 'hashtags')) return { script, changes: [] }
  const rules = PLATFORM_RULES[brief.platform]
  const jargon = new Set(findings.filter((f) => f.code === 'hashtag_jargon').map((f) => f.index))
  const seen = new Set<string>()
  const tags: string[] = []
  script.hashtags.forEach((tag, index) => {
    if (jargon.has(index)) return
    let clean = cleanTag(tag, rules.hashtagStyle === 'wrapped')
    if (textLength(clean, rules.limits.unit) > rules.limits.hashtag) {
      clean = leadingWords(clean, rules.limits.hashtag, { language: brief.language, unit: rules.limits.unit })
    }
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

/** Titles, cover text and caption cut at word boundaries to the platform's limits. */
export function repairLengths(script: Script, brief: CheckBrief, findings: CheckFinding[]): Repair {
  const long = findings.filter((f) => f.code === 'too_long' && f.section !== 'hashtags')
  if (long.length === 0) return { script, changes: [] }
  const { limits } = PLATFORM_RULES[brief.platform]
  const options = { language: brief.language, unit: limits.unit }
  const titles = script.titles.map((title) => fitText(title, limits.title, options))
  const cover_text = fitText(script.cover_text, limits.coverText, options)
  const caption =
    script.caption !== null && limits.caption !== null
      ? fitLines(script.caption, limits.caption, options)
      : script.caption
  const names = [
    ...new Set(
      long.map((f) => (f.section === 'titles' ? 'titles' : f.section === 'cover_text' ? 'cover text' : 'caption')),
    ),
  ]
  return {
    script: { ...script, titles, cover_text, caption },
    changes: [`repaired: cut ${names.join(', ')} to the platform's limits`],
  }
}
