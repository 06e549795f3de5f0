import type { Script, ScriptBeat } from '../scripts'
import { findClaims } from './claims'
import {
  PLATFORM_RULES,
  TIMING_TOLERANCE,
  VOICE_OVER_MIN_SHARE,
  type LengthUnit,
  type Platform,
  type ScriptLanguage,
} from './platform-rules'
import { totalSeconds } from './script-seconds'
import { placeholdersIn, speechParts, textLength } from './text-measure'
import { PLATFORM_TAGS, hookWording, isCutShort, isCutTag, ownWords, tagIsRelated } from './wording-rules'

/**
 * The script check: one pure function over a parsed version and its brief
 * that says, rule by rule and section by section, what holds and what does not. The server runs
 * it after every generation, repair and hand edit and stores the result with the version; the
 * web runs it live while the creator edits. Messages are not built here: findings carry codes and
 * numbers, the web translates them and `describeFinding` words them for a model.
 */

/** The rules in the order the checklist shows them. */
export const CHECK_RULES = [
  'structure',
  'hook',
  'pacing',
  'length',
  'coverage',
  'packaging',
  'hashtags',
  'claims',
  'language',
] as const
export type CheckRuleId = (typeof CHECK_RULES)[number]

export const CHECK_SECTIONS = [
  'script',
  'titles',
  'hook',
  'beat',
  'call_to_action',
  'hashtags',
  'cover_text',
  'caption',
] as const
export type CheckSection = (typeof CHECK_SECTIONS)[number]

export const FINDING_CODES = [
  'missing_section',
  'empty_section',
  'hook_too_long',
  'speech_over',
  'total_off',
  'thin_voice_over',
  'too_long',
  'hashtag_count',
  'hashtag_style',
  'hashtag_jargon',
  'absolute_claim',
  'wrong_language',
  /** The hook only says the topic again ("12月新规来了。"): it gives nobody a reason to stay. */
  'hook_restates_topic',
  /** A hook that would fit any topic ("一步步来。", "Verdict first, details after."). */
  'stock_hook',
  /** A title, cover or hashtag cut short: ends in "…" or stops mid-phrase. */
  'cut_short',
  /** A hashtag whose words appear nowhere in the script: it tags something the video is not about. */
  'hashtag_unrelated',
  /** A word the creator's voice profile says they never use. */
  'never_word',
] as const
export type FindingCode = (typeof FINDING_CODES)[number]

/** One thing that does not hold. `index` is 0-based (beat, title or hashtag); numbers are seconds or units. */
export interface CheckFinding {
  rule: CheckRuleId
  code: FindingCode
  section: CheckSection
  index?: number
  /** What the script has: seconds, length, count. */
  actual?: number
  /** What it needs: the seconds its voice-over takes, the target. */
  needed?: number
  /** A limit it must stay within (or the range's bounds). */
  limit?: number
  min?: number
  max?: number
  /** The words concerned: a claim, a tag, a foreign phrase. */
  text?: string
  /** How a length (`too_long`) was counted: the platform's unit, so its figures are read in it. */
  unit?: LengthUnit
}

/**
 * What a version is, told the same way on the script page, in History, to the credits and in the
 * exports: `ready` to shoot (every rule holds and blanks are under PLACEHOLDER_READY_SHARE of the
 * voice-over), an `outline` (the structure holds; the creator still has blanks to write), or
 * `needs_work` (rules fail that writing the blanks would not fix).
 */
export const SCRIPT_STATES = ['ready', 'outline', 'needs_work'] as const
export type ScriptState = (typeof SCRIPT_STATES)[number]

/** Blanks at or above this share of the voice-over's time make a version an outline. */
export const PLACEHOLDER_READY_SHARE = 0.15

/**
 * Bumped whenever the check measures differently: stored checks of an older revision are
 * measured again (the server re-checks them at start), so a version's state never goes stale.
 * What the check is given is not a revision: the creator's never-words (CheckBrief.neverWords)
 * are an input like the topic, stored with the brief they came in, and without them the check
 * measures exactly as before, so no stored check is stale because they exist.
 */
export const CHECK_REVISION = 5

export interface ScriptCheck {
  /** The check's revision that measured this (CHECK_REVISION). */
  revision: number
  state: ScriptState
  /** Rules that hold, of `total`. */
  passed: number
  total: number
  rules: Array<{ id: CheckRuleId; ok: boolean }>
  findings: CheckFinding[]
  /** 【…】/[…] left for the creator to fill in (reported, not failed: only the creator knows them). */
  placeholders: number
  /**
   * Seconds the written voice-over takes to say (placeholders never count as speech), the time
   * the placeholders stand for (what they state, "【…，约 8 秒】", else their words' time), their
   * sum (what the beats will take once filled), the sections' seconds added up, and the target.
   */
  voice_over_seconds: number
  placeholder_seconds: number
  speech_seconds: number
  total_seconds: number
  target_seconds: number
  /** The language the version must be written in. */
  language: ScriptLanguage
}

/** What a version is checked against: its platform, its language and the length it aims at. */
export interface CheckBrief {
  platform: Platform
  language: ScriptLanguage
  targetSeconds: number
  /** The creator's topic: it stays as written, so it never counts as another language. */
  topic?: string
  /** Words the creator never says (their voice profile): a version that says one is flagged. */
  neverWords?: readonly string[]
}

/** Tags that name how a video is made, not what it is about: nobody searches for them. */
const FORMAT_JARGON = new Set([
  '口播',
  '口播视频',
  '分镜',
  '脚本',
  '热点评论',
  'talkinghead',
  'newscommentary',
  'voiceover',
  'broll',
  'script',
])

const timedSections = (script: Script): Array<{ section: CheckSection; index?: number; beat: ScriptBeat }> => [
  { section: 'hook', beat: script.hook },
  ...script.beats.map((beat, index) => ({ section: 'beat' as const, index, beat })),
  { section: 'call_to_action', beat: script.call_to_action },
]

/** Every text of a version with where it sits, for the rules that read all of them. */
function textFields(script: Script): Array<{ section: CheckSection; index?: number; text: string; spoken: boolean }> {
  const fields: Array<{ section: CheckSection; index?: number; text: string; spoken: boolean }> = []
  script.titles.forEach((text, index) => fields.push({ section: 'titles', index, text, spoken: false }))
  for (const { section, index, beat } of timedSections(script)) {
    fields.push({ section, index, text: beat.voice_over, spoken: true })
    fields.push({ section, index, text: beat.on_screen_text, spoken: false })
  }
  fields.push({ section: 'cover_text', text: script.cover_text, spoken: false })
  if (script.caption) fields.push({ section: 'caption', text: script.caption, spoken: false })
  return fields
}

const exceeds = (speech: number, seconds: number) => speech > seconds * (1 + TIMING_TOLERANCE) + 0.05

/** A run of four English words in a Chinese script, or any Chinese in an English one. */
function foreignPhrase(text: string, language: ScriptLanguage, topic: string | undefined): string | null {
  let plain = text.replace(/#[^\s#]+#?/g, ' ')
  // The topic's phrases, split at punctuation too: a cover or title may show the start of a topic of
  // several sentences ("神作之月！十年前的奇迹！…") and it is still the creator's words.
  const parts =
    topic?.split(/[\s,，、|｜:：!！?？.。;；…「」『』《》【】()（）"“”]+/).filter((p) => p.length >= 2) ?? []
  for (const part of parts) plain = plain.split(part).join(' ')
  // …and a phrase cut short by an ellipsis ("新番…" of "新番时光机").
  plain = plain.replace(/([\p{L}\p{N}]+)…/gu, (cut, head: string) =>
    parts.some((part) => part.startsWith(head)) ? ' ' : cut,
  )
  if (language === 'en') return /[\u3400-\u9fff]+/.exec(plain)?.[0] ?? null
  return /[A-Za-z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*){3,}/.exec(plain)?.[0] ?? null
}

/**
 * The first of the creator's never-words a text says, as they wrote it. Case is ignored; a word
 * of Latin letters matches whole words only ("just" is not in "justice"), any other (Chinese has
 * no spaces) wherever it appears. Null when there are none to look for.
 */
function neverWordMatcher(words: readonly string[]): ((text: string) => string | null) | null {
  const wanted = words.map((word) => word.trim()).filter(Boolean)
  if (wanted.length === 0) return null
  const patterns = wanted.map((word) => {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const latin = /^[\p{Script=Latin}\p{N}'’ -]+$/u.test(word)
    return { word, pattern: new RegExp(latin ? `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])` : escaped, 'iu') }
  })
  return (text) => patterns.find(({ pattern }) => pattern.test(text))?.word ?? null
}

function hashtagProblem(tag: string, platform: Platform): 'style' | 'jargon' | null {
  const wrapped = PLATFORM_RULES[platform].hashtagStyle === 'wrapped'
  const allowed = wrapped
    ? /^[\p{L}\p{N}_·\s\p{Extended_Pictographic}\uFE0F\u200D]+$/u
    : /^[\p{L}\p{N}_·\p{Extended_Pictographic}\uFE0F\u200D]+$/u
  if (!tag.trim() || !allowed.test(tag.trim())) return 'style'
  if (FORMAT_JARGON.has(tag.replace(/[\s_-]+/g, '').toLowerCase())) return 'jargon'
  return null
}

export function checkScript(script: Script, brief: CheckBrief): ScriptCheck {
  const rules = PLATFORM_RULES[brief.platform]
  const findings: CheckFinding[] = []
  const add = (finding: CheckFinding) => findings.push(finding)
  const timed = timedSections(script)

  // structure: every section the platform's layout has, and no timed section left empty.
  const missing: CheckSection[] = []
  if (script.titles.filter((t) => t.trim()).length === 0) missing.push('titles')
  if (!script.hook.voice_over.trim() && !script.hook.on_screen_text.trim()) missing.push('hook')
  if (script.beats.length === 0) missing.push('beat')
  if (!script.call_to_action.voice_over.trim() && !script.call_to_action.on_screen_text.trim())
    missing.push('call_to_action')
  if (script.hashtags.length === 0) missing.push('hashtags')
  if (!script.cover_text.trim()) missing.push('cover_text')
  if (rules.caption !== 'none' && !script.caption?.trim()) missing.push('caption')
  for (const section of missing) add({ rule: 'structure', code: 'missing_section', section })
  script.beats.forEach((beat, index) => {
    if (!beat.voice_over.trim() && !beat.on_screen_text.trim())
      add({ rule: 'structure', code: 'empty_section', section: 'beat', index })
  })

  // hook: the first seconds only, and what it says fits them.
  if (script.hook.seconds > rules.hookSeconds)
    add({ rule: 'hook', code: 'hook_too_long', section: 'hook', actual: script.hook.seconds, limit: rules.hookSeconds })
  const hookText = script.hook.voice_over.trim() || script.hook.on_screen_text.trim()
  const wording = hookWording(hookText, brief.topic)
  if (wording)
    add({
      rule: 'hook',
      code: wording === 'restates' ? 'hook_restates_topic' : 'stock_hook',
      section: 'hook',
      text: hookText,
    })
  // Pacing measures what a beat will take once its blanks are filled: written + blank.
  let writtenTotal = 0
  let blankTotal = 0
  for (const { section, index, beat } of timed) {
    const { written, blank } = speechParts(beat.voice_over)
    const speech = written + blank
    writtenTotal += written
    blankTotal += blank
    if (exceeds(speech, beat.seconds)) {
      add({
        rule: section === 'hook' ? 'hook' : 'pacing',
        code: 'speech_over',
        section,
        index,
        needed: Math.ceil(speech),
        actual: beat.seconds,
      })
    }
  }

  // length: within ±10 % of the target, and mostly spoken.
  const total = totalSeconds(script)
  if (Math.abs(total - brief.targetSeconds) > brief.targetSeconds * TIMING_TOLERANCE) {
    add({ rule: 'length', code: 'total_off', section: 'script', actual: total, needed: brief.targetSeconds })
  }
  // Placeholders never count as speech: an outline full of blanks has not covered its time yet.
  const minimumSpeech = Math.round(Math.max(total, 1) * VOICE_OVER_MIN_SHARE)
  if (Math.min(writtenTotal, total) < minimumSpeech) {
    add({
      rule: 'coverage',
      code: 'thin_voice_over',
      section: 'script',
      actual: Math.round(writtenTotal),
      needed: minimumSpeech,
      limit: total,
    })
  }
  const blanksFillCoverage = Math.min(writtenTotal + blankTotal, total) >= minimumSpeech

  // packaging: each platform's own limits, in its own counting, and nothing cut short.
  const { unit } = rules.limits
  const topic = brief.topic?.trim() ? [brief.topic] : []
  script.titles.forEach((title, index) => {
    if (
      isCutShort(
        title,
        brief.topic,
        script.titles.filter((_, other) => other !== index),
      )
    )
      add({ rule: 'packaging', code: 'cut_short', section: 'titles', index, text: title })
    const length = textLength(title, unit)
    if (length > rules.limits.title)
      add({
        rule: 'packaging',
        code: 'too_long',
        unit,
        section: 'titles',
        index,
        actual: Math.ceil(length),
        limit: rules.limits.title,
      })
  })
  if (isCutShort(script.cover_text, brief.topic, script.titles))
    add({ rule: 'packaging', code: 'cut_short', section: 'cover_text', text: script.cover_text })
  const cover = textLength(script.cover_text, unit)
  if (cover > rules.limits.coverText)
    add({
      rule: 'packaging',
      code: 'too_long',
      unit,
      section: 'cover_text',
      actual: Math.ceil(cover),
      limit: rules.limits.coverText,
    })
  if (script.caption && rules.limits.caption !== null) {
    const caption = textLength(script.caption, unit)
    if (caption > rules.limits.caption)
      add({
        rule: 'packaging',
        code: 'too_long',
        unit,
        section: 'caption',
        actual: Math.ceil(caption),
        limit: rules.limits.caption,
      })
  }

  // hashtags: how many, in the platform's form, whole, and about the topic.
  const { min, max } = rules.hashtagCount
  if (script.hashtags.length > 0 && (script.hashtags.length < min || script.hashtags.length > max)) {
    add({ rule: 'hashtags', code: 'hashtag_count', section: 'hashtags', actual: script.hashtags.length, min, max })
  }
  const words = ownWords([
    ...topic,
    ...script.titles,
    ...timed.flatMap(({ beat }) => [beat.shot, beat.voice_over, beat.on_screen_text]),
    script.cover_text,
    script.caption ?? '',
  ])
  const platformTags = PLATFORM_TAGS[brief.platform] ?? []
  const unrelated: number[] = []
  let related = 0
  script.hashtags.forEach((tag, index) => {
    const problem = hashtagProblem(tag, brief.platform)
    if (problem)
      add({
        rule: 'hashtags',
        code: problem === 'style' ? 'hashtag_style' : 'hashtag_jargon',
        section: 'hashtags',
        index,
        text: tag,
      })
    else if (isCutTag(tag, words)) add({ rule: 'hashtags', code: 'cut_short', section: 'hashtags', index, text: tag })
    else if (platformTags.includes(tag.toLowerCase()) || tagIsRelated(tag, words)) related++
    else unrelated.push(index)
    const length = textLength(tag, unit)
    if (length > rules.limits.hashtag)
      add({
        rule: 'hashtags',
        code: 'too_long',
        unit,
        section: 'hashtags',
        index,
        actual: Math.ceil(length),
        limit: rules.limits.hashtag,
        text: tag,
      })
  })
  // Creators mix niche tags with broad ones (#productivity and #motivation on a video about
  // procrastination, #科普): tags the script never says are fine beside at least as many, and at
  // least two, that it does; more of them, or beside fewer, and they are what the video is tagged with.
  if (related < 2 || unrelated.length > related)
    for (const index of unrelated)
      add({ rule: 'hashtags', code: 'hashtag_unrelated', section: 'hashtags', index, text: script.hashtags[index] })

  // claims and language, over every text of the version.
  const fields = textFields(script)
  for (const { section, index, text } of [
    ...fields,
    ...script.hashtags.map((text, index) => ({ section: 'hashtags' as const, index, text })),
  ]) {
    for (const claim of findClaims(text)) add({ rule: 'claims', code: 'absolute_claim', section, index, text: claim })
  }
  for (const { section, index, text } of fields) {
    const phrase = foreignPhrase(text, brief.language, brief.topic)
    if (phrase) add({ rule: 'language', code: 'wrong_language', section, index, text: phrase })
  }
  const never = neverWordMatcher(brief.neverWords ?? [])
  if (never)
    for (const { section, index, text } of [
      ...fields,
      ...script.hashtags.map((text, index) => ({ section: 'hashtags' as const, index, text })),
    ]) {
      const word = never(text)
      if (word) add({ rule: 'language', code: 'never_word', section, index, text: word })
    }

  const placeholders =
    timed.reduce(
      (sum, { beat }) => sum + placeholdersIn(`${beat.shot}\n${beat.voice_over}\n${beat.on_screen_text}`).length,
      0,
    ) + placeholdersIn(script.caption ?? '').length
  const results = CHECK_RULES.map((id) => ({ id, ok: !findings.some((finding) => finding.rule === id) }))
  const voiceOver = Math.round(writtenTotal * 10) / 10
  const blanks = Math.round(blankTotal * 10) / 10
  return {
    revision: CHECK_REVISION,
    state: scriptState(findings, voiceOver, blanks, blanksFillCoverage),
    passed: results.filter((rule) => rule.ok).length,
    total: results.length,
    rules: results,
    findings,
    placeholders,
    voice_over_seconds: voiceOver,
    placeholder_seconds: blanks,
    speech_seconds: Math.round((writtenTotal + blankTotal) * 10) / 10,
    total_seconds: total,
    target_seconds: brief.targetSeconds,
    language: brief.language,
  }
}

/**
 * ready / outline / needs work. A thin written voice-over that the blanks would fill is what an
 * outline is, not a fault; any other finding is work the creator (or the model) must do first.
 * Without findings, blanks at or above PLACEHOLDER_READY_SHARE of the speech still make an outline.
 */
export function scriptState(
  findings: CheckFinding[],
  voiceOver: number,
  blanks: number,
  blanksFillCoverage: boolean,
): ScriptState {
  const blanksToWrite = blanks > 0 && blanksFillCoverage
  const outlineGap = (finding: CheckFinding) => finding.code === 'thin_voice_over' && blanksToWrite
  if (findings.some((finding) => !outlineGap(finding))) return 'needs_work'
  if (findings.length > 0) return 'outline'
  return blanks > 0 && blanks / (voiceOver + blanks) >= PLACEHOLDER_READY_SHARE ? 'outline' : 'ready'
}

export { describeCheck, describeFinding, findingPlace } from './describe-check'
