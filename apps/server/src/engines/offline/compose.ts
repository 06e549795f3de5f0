import { placeholdersIn, speechSeconds, targetSeconds, type Brief, type Language, type Script, type ScriptBeat } from '@hookline/contract'
import { allocateSeconds } from '../script-markdown/durations'
import { framing, writeBeat, type BeatFrame, type BeatKind } from './beat-kinds'
import { draftContext, joinSentences, type DraftContext } from './context'
import { explainerBeats } from './explainer-beats'
import { punchierHook, writeHook } from './hooks'
import { banks, type BankId } from './lines/banks'
import { shortCta } from './lines/cta'
import { fillVoiceOver, type LineWords, type UsedLines } from './lines/fill'
import { narrativeBeats } from './narrative-beats'
import { writeCaption, writeCoverText, writeHashtags, writeTitles } from './packaging'
import { humorousCta, professionalCta, professionalLine, sober, toneLine, type Tone } from './tone'
import { topicCount } from './topic'

/** Below three beats there is no arc; beyond two dozen a shot list stops being readable. */
const MIN_BEATS = 3
const MAX_BEATS = 24

const kindsOf = (brief: Brief): BeatKind[] => explainerBeats[brief.format] ?? narrativeBeats[brief.format] ?? []

/**
 * The format's kinds stretched or squeezed to `count` beats: the core kind repeats to fill,
 * and when squeezing, kinds are dropped from the middle so the opening and close survive.
 * `cores` fixes how many core beats there are (a topic that says "3 mistakes").
 */
export function planBeats(kinds: BeatKind[], count: number, cores?: number): BeatKind[] {
  const core = kinds.find((kind) => kind.core) ?? kinds[0]
  const others = kinds.filter((kind) => kind !== core)
  // Short plans keep up to three core beats: three points say more than an intro and an example.
  const coreCount = cores ?? Math.max(count - others.length, Math.min(3, count - 1), 1)
  const keep = Math.max(0, Math.min(others.length, count - coreCount))
  // A plan with room for one more kind keeps the one marked `keep`, else the opening.
  const kept = keep === 1 ? [others.find((kind) => kind.keep) ?? others[0]] : [...others]
  while (kept.length > keep) kept.splice(Math.floor(kept.length / 2), 1)
  const position = kept.filter((kind) => kinds.indexOf(kind) < kinds.indexOf(core)).length
  return [...kept.slice(0, position), ...Array<BeatKind>(coreCount).fill(core), ...kept.slice(position)]
}

/** Hook and call-to-action lengths, shrunk for very short targets so beats keep some time. */
export function frameSeconds(c: DraftContext, target: number) {
  const hook = Math.min(c.platform.hookSeconds, Math.max(1, Math.floor(target * 0.2)))
  const cta = Math.min(c.platform.ctaSeconds, Math.max(1, Math.floor(target * 0.15)))
  return { hook, cta, body: Math.max(1, target - hook - cta) }
}

/** What a follow-up changes in a composed draft (follow-up.ts replays requests through these). */
export interface ComposeOptions {
  /** > 0 gives a regenerate a different angle. */
  variant?: number
  /** Overrides the brief's tone: "more humorous", "more professional". */
  tone?: Tone
  /** A sourced figure the creator fills in, said in the second beat. */
  dataPoint?: boolean
  punchierHook?: boolean
}

/** The topic as bank lines say it: named while short, "this" once said or when too long to repeat. */
function lineWords(c: DraftContext): { first: LineWords; later: LineWords } {
  const { language, topic } = c
  const pronoun = language === 'zh' ? '这件事' : 'this'
  const short = language === 'zh' ? [...topic.core].length <= 12 && topic.about === topic.core : topic.core.split(' ').length <= 6
  const about = short && !(language === 'en' && topic.kind === 'question') ? topic.about : pronoun
  return { first: { about, who: c.who, crowd: c.crowd }, later: { about: pronoun, who: c.who, crowd: c.crowd } }
}

/**
 * The banks a beat fills from: its own, then its format's core banks and the family's (points for
 * formats that explain, moments for those that tell), then short lines for the last seconds (fill.ts `last`). Long
 * drafts need them all: a 10-minute script says some 2,000 characters without repeating a line.
 */
function bankChain(kind: BeatKind, kinds: BeatKind[]): BankId[] {
  const core = kinds.find((k) => k.core)?.banks ?? []
  // A review's aspects are not advice: points would read like a talk about habits there.
  const family: BankId[] = core.includes('moment') ? ['moment'] : core.includes('aspect') ? [] : ['point']
  // The opening and closing beats keep to their own lines and the general ones; core beats take the family's.
  return [...new Set<BankId>([...kind.banks, ...(kind.core ? [...core, ...family] : []), 'general', 'qa', ...(kind.core ? [] : [...core, ...family])])]
}

/** Banks a beat fills from, in the tone's register. */
function toneBanks(ids: BankId[], tone: Tone): BankId[] {
  return tone === 'humorous' ? ['humour', ...ids] : ids
}

interface Writing {
  c: DraftContext
  language: Language
  used: UsedLines
  words: { first: LineWords; later: LineWords }
}

/** Seconds of a text that are the creator's to fill in (【…】/[…]). */
const placeholderSeconds = (text: string) => speechSeconds(placeholdersIn(text).join(' '))

/**
 * Placeholders are kept to a small share of the voice-over: core beats (the points, the steps)
 * get theirs first, then the others say a line without one once the share is spent.
 */
const PLACEHOLDER_SHARE = 0.12

function choosePlaceholders(frames: BeatFrame[], kinds: BeatKind[], seconds: number[], body: number): BeatFrame[] {
  let left = body * PLACEHOLDER_SHARE
  const rank = (kind: BeatKind) => (kind.core ? 2 : kind.keep ? 1 : 0)
  const order = kinds.map((kind, i) => i).sort((a, b) => rank(kinds[b]) - rank(kinds[a]))
  const chosen = [...frames]
  for (const i of order) {
    const frame = frames[i]
    // A core beat's placeholder is its content (the creator's point, step, view), and so is the
    // kept beat's (a review's verdict): they always stay.
    const affordable = kinds[i].core || kinds[i].keep ? frame.say : frame.say.filter((line) => placeholderSeconds(line) <= left)
    const say = affordable.length ? affordable : frame.say.filter((line) => !placeholderSeconds(line)).length ? frame.say.filter((line) => !placeholderSeconds(line)) : frame.say.slice(-1)
    const said = say.find((line) => speechSeconds(line) <= seconds[i]) ?? say[say.length - 1]
    left -= placeholderSeconds(said)
    const more = (frame.more ?? []).filter((line) => {
      const cost = placeholderSeconds(line)
      if (cost > 0 && cost > left) return false
      left -= cost
      return true
    })
    chosen[i] = { ...frame, say, more }
  }
  return chosen
}

function writeBody(w: Writing, kinds: BeatKind[], seconds: number[], options: ComposeOptions): ScriptBeat[] {
  const { c, language } = w
  const bank = banks[language]
  const dataAt = Math.min(1, kinds.length - 1)
  let step = 0
  const written = kinds.map((kind) => writeBeat(kind, c, kind.core ? ++step : 0, language))
  const frames = choosePlaceholders(written, kinds, seconds, seconds.reduce((sum, x) => sum + x, 0))
  return kinds.map((kind, i) => {
    const frame = frames[i]
    let say = frame.say
    const more = [...(frame.more ?? [])]
    if (i === 0 && toneLine[c.tone][language] && c.tone !== 'humorous') say = [...say.map((line) => joinSentences(language, line, toneLine[c.tone][language])), ...say]
    // What a follow-up asked for is said whatever else the beat has to drop.
    const sourced = professionalLine[language]((text) => (language === 'zh' ? `【${text}】` : `[${text}]`))
    if (i === dataAt && c.tone === 'professional') say = [...say.map((line) => joinSentences(language, line, sourced)), sourced]
    if (i === dataAt && options.dataPoint) say = [...say.map((line) => joinSentences(language, line, dataLine[language])), dataLine[language]]
    const voice = fillVoiceOver({
      language,
      seconds: seconds[i],
      open: say,
      banks: [more, ...toneBanks(bankChain(kind, kinds), c.tone).map((id) => bank[id])],
      last: bank.short,
      // A bridge leads into the next point; before the wrap-up or the call to action it would dangle.
      close: kind.bridge && kinds[i + 1]?.core ? bank[c.tone === 'humorous' ? 'humourBridge' : 'bridge'] : undefined,
      words: w.words.first,
      laterWords: w.words.later,
      used: w.used,
      seed: c.seed + i * 13,
    })
    return { label: frame.label, shot: frame.shot, voice_over: voice, on_screen_text: frame.on_screen_text, seconds: seconds[i] }
  })
}

/** A sourced figure only the creator can give ("add a data point"). */
export const dataLine: Record<Language, string> = {
  zh: '根据【写下数据来源】，【写下具体数字】。',
  en: 'According to [name the source], [say the exact figure].',
}

export function writeCallToAction(w: Writing, seconds: number): ScriptBeat {
  const { c, language } = w
  const extra = c.tone === 'humorous' ? [humorousCta[language]] : c.tone === 'professional' ? [professionalCta[language]] : []
  const voice = fillVoiceOver({
    language,
    seconds,
    open: [c.platform.cta[language], ...shortCta[c.platform.id][language]],
    banks: [extra, banks[language].cta],
    words: w.words.later,
    used: w.used,
    seed: c.seed,
  })
  return {
    label: language === 'zh' ? '结尾引导' : 'Call to action',
    shot:
      language === 'zh'
        ? `${framing(c).zh}，对镜头，屏幕弹出「${c.platform.ctaOnScreen.zh}」动画`
        : `${framing(c).en}, to camera, "${c.platform.ctaOnScreen.en}" animation pops up`,
    voice_over: voice,
    on_screen_text: c.platform.ctaOnScreen[language],
    seconds,
  }
}

function briefNotes(c: DraftContext, language: Language, target: number): string[] {
  const notes: string[] = []
  const { min, max } = c.platform.duration
  const name = c.platform.label[language]
  if (target < min || target > max) {
    notes.push(
      language === 'zh'
        ? `${name}的常见时长是 ${min}–${max} 秒，当前目标 ${target} 秒，请确认。`
        : `${name} videos usually run ${min}–${max} s; this draft targets ${target} s — double-check.`,
    )
  }
  if (c.brief.notes?.trim()) {
    notes.push(
      language === 'zh'
        ? `简报备注（离线模板引擎读不懂自由文字，需要配置模型才能按备注改写，请据此手动调整）：${c.brief.notes.trim()}`
        : `Brief notes (the offline template engine cannot read free text; a model is needed to apply them, or adjust by hand): ${c.brief.notes.trim()}`,
    )
  }
  return notes
}

/** A complete draft from the brief alone, every section's voice-over sized to its seconds. */
export function composeDraft(brief: Brief, language: Language, variantOrOptions: number | ComposeOptions = 0): Script {
  const options = typeof variantOrOptions === 'number' ? { variant: variantOrOptions } : variantOrOptions
  const variant = options.variant ?? 0
  const c = draftContext(brief, language, variant)
  if (options.tone) c.tone = options.tone
  const target = targetSeconds(brief.platform, brief.duration_seconds)
  const frame = frameSeconds(c, target)
  // Short drafts take the platform's longest beats (fewer, fuller beats: more said, less left
  // to fill in); long ones its average, so a 10-minute script has chapters enough to say.
  const { min, max } = c.platform.beatSeconds
  const beatLength = target <= 180 ? max : (min + max) / 2
  const fewest = frame.body < 15 ? 2 : MIN_BEATS
  const wanted = Math.min(frame.body, Math.max(fewest, Math.min(MAX_BEATS, Math.round(frame.body / beatLength))))
  const counted = topicCount(c.topic.core)
  const kinds = planBeats(kindsOf(brief), wanted, counted && counted <= frame.body ? counted : undefined)
  c.coreCount = kinds.filter((kind) => kind.core).length

  const w: Writing = { c, language, used: new Set(), words: lineWords(c) }
  const hookLine = options.punchierHook ? punchierHook(c, language, '', frame.hook) : writeHook(c, language, variant, frame.hook)
  const seconds = allocateSeconds(frame.body, kinds.map((kind) => kind.weight))
  let beats = writeBody(w, kinds, seconds, options)
  let hook: ScriptBeat = { ...hookLine, seconds: frame.hook }
  let cta = writeCallToAction(w, frame.cta)
  if (c.tone === 'professional') {
    const clean = <T extends ScriptBeat>(beat: T): T => ({ ...beat, voice_over: sober(beat.voice_over), on_screen_text: sober(beat.on_screen_text) })
    beats = beats.map(clean)
    hook = clean(hook)
    cta = clean(cta)
  }

  const hashtags = writeHashtags(c, language)
  return {
    titles: writeTitles(c, language),
    hook,
    beats,
    call_to_action: cta,
    hashtags,
    cover_text: writeCoverText(c, language),
    caption: writeCaption(c, language, beats, hashtags),
    notes: briefNotes(c, language, target),
  }
}

/** Seconds the voice-over of a composed draft takes to say (for tests and the matrix). */
export const voiceOverSeconds = (script: Script) =>
  [script.hook, ...script.beats, script.call_to_action].reduce((sum, beat) => sum + speechSeconds(beat.voice_over), 0)
