import {
  isCutTag,
  ownWords,
  speechSeconds,
  tagIsRelated,
  targetSeconds,
  type Brief,
  type Language,
  type Script,
  type ScriptBeat,
} from '@hookline/contract'
import { allocateSeconds } from '../script-markdown/durations'
import {
  BRIEF_SECONDS,
  framing,
  timedSlot,
  writeBeat,
  type BeatFrame,
  type BeatKind,
  type CoreStep,
} from './beat-kinds'
import { draftContext, endSentence, joinSentences, pick, slot, type DraftContext } from './context'
import { factBeat } from './facts'
import { punchierHook, writeHook } from './hooks'
import { banks } from './lines/banks'
import { PERSONAL_CLOSE, RESPECTFUL_CLOSE, shortCta } from './lines/cta'
import { asksWhatScreenShows, COMMENTS, promptedCta } from './lines/cta-prompts'
import { fillVoiceOver } from './lines/fill'
import { CITE_ASK } from './lines/beats'
import { DATA_LINE } from './lines/revisions'
import { GENRES } from './genres'
import { writeCaption, writeCoverText, writeHashtags, writeTitles } from './packaging'
import { humorousCta, professionalCta, professionalLine, sober, type Tone } from './tone'
import { inOurVoice } from './voice'

/** A line that opens with 先 / "First" (a sentence of it, that is): the one section that may. */
const SAYS_FIRST: Record<Language, RegExp> = { zh: /(?:^|[。？！])先/, en: /(?:^|[.?!] )(?:First|Result first)\b/ }

/** Below three beats there is no arc; beyond ten chapters a creator has more to prepare than to say. */
const MIN_BEATS = 3
const MAX_BEATS = 10

/** A review or a tutorial of a death or a disaster is told as news (genres/reading.ts): the note says why. */
const toldAsNews = (c: DraftContext) => c.reading.genre === 'news_commentary' && c.brief.format !== 'news_commentary'

/** `asked` the format the brief asked for: one person's illness asked as a review or a tutorial is told as a talking head. */
const toldAsTalk = (c: DraftContext, asked: Brief['format']) => c.personal && asked !== c.brief.format

/**
 * The format's kinds stretched or squeezed to `count` beats: the core kind repeats to fill,
 * and when squeezing, the kinds marked `keep` stay (a recap, a verdict, news' what-happened and
 * take) and the others are dropped from the middle. `cores` fixes how many core beats there are
 * (a topic that says "3 mistakes").
 */
export function planBeats(kinds: BeatKind[], count: number, cores?: number): BeatKind[] {
  const core = kinds.find((kind) => kind.core) ?? kinds[0]
  const others = kinds.filter((kind) => kind !== core)
  const musts = others.filter((kind) => kind.keep).length
  // Short plans keep up to three core beats: three points say more than an intro and an example.
  const coreCount = cores ?? Math.max(count - others.length, Math.min(3, count - Math.max(1, musts)), 1)
  const keep = Math.max(0, Math.min(others.length, count - coreCount))
  const kept = [...others]
  while (kept.length > keep) {
    const optional = kept.filter((kind) => !kind.keep)
    const notEnding = kept.filter((kind) => !kind.ends)
    const pool = optional.length > 0 ? optional : notEnding.length > 0 ? notEnding : kept
    kept.splice(kept.indexOf(pool[Math.floor(pool.length / 2)]), 1)
  }
  const position = kept.filter((kind) => kinds.indexOf(kind) < kinds.indexOf(core)).length
  return [...kept.slice(0, position), ...Array<BeatKind>(coreCount).fill(core), ...kept.slice(position)]
}

/** The fewest seconds a beat and its instruction get: one short line. A framing line goes before it gets less. */
const MIN_SAY = 2
/** The seconds a beat needs to say a short framing line and an instruction of MIN_SAY. */
const BEAT_ROOM = 3
/** An item of a counted list told in a few words, several to a beat: about a second each. */
const ITEM_SECONDS = 1

/** A plan's beats, with each core beat's place and items, and each beat's seconds. */
interface Plan {
  kinds: BeatKind[]
  steps: Array<CoreStep | null>
  seconds: number[]
}

/** How many items a beat tells: several for a core beat of a long list, else one. */
const itemsIn = (step: CoreStep | null) => (step ? step.to - step.from + 1 : 1)

/** `total` items over `beats` beats as evenly as they go, the larger shares first. */
const spread = (total: number, beats: number) =>
  Array.from({ length: beats }, (_, i) => Math.floor(total / beats) + (i < total % beats ? 1 : 0))

/**
 * The beats of a body of `body` seconds and their seconds. A topic that counts its items
 * ("12个省钱小技巧") gets a core beat an item while each has time for a line; with more items
 * than that, as many core beats as have the time, each telling several items in a few words:
 * every item is still told and no beat is left less than a line's time. A plan with bookends (a
 * vlog's opening scene and closing feeling) keeps them when there is time for them and every
 * item: the items share the beats the plan has besides them (bookended).
 */
function planBody(kinds: BeatKind[], wanted: number, body: number, items?: number): Plan {
  /** `cores` core beats in a plan of `count`; a core beat's weight grows with its items unless `flat`. */
  const plan = (cores?: number, count = wanted, flat = false): Plan => {
    const planned = planBeats(kinds, count, cores)
    const coreBeats = planned.filter((kind) => kind.core).length
    const shares = spread(items ?? coreBeats, coreBeats)
    let n = 0
    let from = 1
    const steps = planned.map((kind): CoreStep | null => {
      if (!kind.core) return null
      const step = { n: n + 1, of: shares.length, from, to: from + shares[n] - 1 }
      from += shares[n++]
      return step
    })
    const seconds = allocateSeconds(
      body,
      planned.map((kind, i) => kind.weight * (flat ? 1 : itemsIn(steps[i]))),
    )
    return { kinds: planned, steps, seconds }
  }
  const fits = ({ seconds, steps }: Plan) =>
    seconds.every((s, i) => s >= Math.max(MIN_SAY, itemsIn(steps[i]) * ITEM_SECONDS))
  if (!items) return plan()
  const bookends = kinds.filter((kind) => kind.bookend).length
  if (bookends > 0) {
    const framed = bookended(items, Math.max(1, wanted - bookends)).find((cores) =>
      fits(plan(cores, cores + bookends, true)),
    )
    if (framed) return plan(framed, framed + bookends, true)
  }
  for (let cores = items; cores > 1; cores--) {
    const candidate = plan(cores)
    if (fits(candidate)) return candidate
  }
  return plan(1)
}

/**
 * How many core beats `items` items may take beside a plan's bookends, best first: as few
 * items to a beat as `most` beats allow, shared evenly ("1、2 | 3、4", not "1、2 | 3 | 4"),
 * then fewer beats, then more than the plan wanted rather than lose the bookends.
 */
function bookended(items: number, most: number): number[] {
  const best = Math.ceil(items / Math.ceil(items / Math.min(items, most)))
  const fewer = Array.from({ length: best }, (_, i) => best - i)
  const more = Array.from({ length: items - best }, (_, i) => best + 1 + i)
  return [...fewer, ...more]
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
  /** A sourced figure the creator fills in, said in the beat with the most room for it (dataPointBeat). */
  dataPoint?: boolean
  punchierHook?: boolean
  /** Facts the creator wrote in follow-ups ("价格是 3999 元"), said in the beat each belongs to (facts.ts). */
  facts?: string[]
}

/** What a tone asks of the creator's lines (the engine does not write jokes or sources it cannot know). */
const toneAsk: Record<Tone, Record<Language, string>> = {
  casual: { zh: '', en: '' },
  energetic: { zh: '，语气有力', en: ', with energy' },
  professional: { zh: '', en: '' },
  humorous: { zh: '，语气轻松，可以自嘲', en: ', lightly, with a joke at your own expense' },
  warm: { zh: '，语气温和', en: ', gently' },
  suspenseful: { zh: '，先留个悬念', en: ', holding back the answer a moment' },
}

/** The longest instruction the script check reads as a placeholder (contract PLACEHOLDER: 80 characters inside). */
const SLOT_MAX = 80

/** An instruction that already asks for a source ("注明出处", "and its source"). */
const SOURCE: Record<Language, RegExp> = { zh: /出处|来源|是谁说的/, en: /\bsource\b|who holds/ }

/**
 * The instruction for `stated` seconds: how much it asks follows the seconds it states (one thing
 * in a few seconds, one line under 8 s, a few sentences from about 8 s). The tone's words go first
 * when the placeholder would grow past what the script check reads as one; a source is asked for
 * once, and not at all in an instruction with time for one thing only.
 */
function fittingAsk(language: Language, frame: BeatFrame, stated: number, tone: string): string {
  const ask = frame.ask(stated)
  const cites = tone === CITE_ASK[language]
  if (cites && (stated < BRIEF_SECONDS || SOURCE[language].test(ask))) return ask
  const fits = (text: string) => timedSlot(language, text, stated).length - 2 <= SLOT_MAX
  return [`${ask}${tone}`, ask].find(fits) ?? ask
}

/** A line in the draft's voice: the banks speak as one creator, a "we" experience says we (voice.ts). */
const voiceOf = (c: DraftContext, text: string) => (c.plural ? inOurVoice(text, c.language, c.topic.core) : text)

/** What a section shows and says, in the draft's voice; the instructions to the creator stay as they are. */
function inVoiceOf<T extends BeatFrame | ScriptBeat>(c: DraftContext, section: T): T {
  if (!c.plural) return section
  const voiced = { ...section, label: voiceOf(c, section.label), on_screen_text: voiceOf(c, section.on_screen_text) }
  if ('lead' in voiced) voiced.lead = voiced.lead.map((line) => voiceOf(c, line))
  if ('voice_over' in voiced) voiced.voice_over = voiceOf(c, voiced.voice_over)
  return voiced
}

/**
 * A beat's voice-over: what must be said (a sourced conclusion, a sourced figure asked for, a light
 * line), a framing line, and ONE instruction that states how long the creator speaks, sized so the
 * beat's speech fills 85–100 % of its seconds. A sourced figure follows the framing line it
 * supports ("第一个原因。根据【…】，【…】。"). A framing line is dropped before the instruction gets
 * under two seconds, the light line before the framing.
 */
function beatVoice(
  language: Language,
  frame: BeatFrame,
  seconds: number,
  extra: { before?: string; figure?: string; after?: string },
  tone: string,
): string {
  const tries = [
    ...frame.lead.map((lead) => ({ lead, after: extra.after })),
    ...frame.lead.map((lead) => ({ lead, after: undefined })),
    { lead: '', after: undefined },
  ]
  for (const { lead, after } of tries) {
    const fixed = speechSeconds(joinSentences(language, extra.before ?? '', lead, extra.figure ?? '', after ?? ''))
    const room = seconds - fixed
    if (lead && room < MIN_SAY) continue
    // A light line is said only when the creator's own words still get 40 % of the beat.
    if (after && room < seconds * 0.4) continue
    // Half seconds matter in a short beat; from ten seconds on a creator thinks in whole ones.
    const stated = Math.max(1, room >= 10 ? Math.floor(room) : Math.floor(room * 2) / 2)
    const parts = [
      extra.before ?? '',
      lead,
      extra.figure ?? '',
      timedSlot(language, fittingAsk(language, frame, stated, tone), stated),
      after ?? '',
    ]
    return parts
      .filter(Boolean)
      .map((part) => endSentence(part, language))
      .join(language === 'zh' ? '' : ' ')
  }
  return ''
}

/**
 * The beat a sourced figure goes into: the one with the most seconds, the earliest of equals, so
 * the beat's own instruction keeps the most time.
 */
export const dataPointBeat = (seconds: number[]) => seconds.indexOf(Math.max(...seconds))

/** A light line for a core beat in the humorous tone (a joke about the viewer or the creator, never a fact). */
const lightLine = (c: DraftContext, language: Language, n: number) => pick(banks[language].humour, c.seed, n)

/** `dataAt`: the beat that says a sourced figure a follow-up asked for (-1: none). */
function writeBody(
  c: DraftContext,
  kinds: BeatKind[],
  steps: Array<CoreStep | null>,
  seconds: number[],
  dataAt: number,
  hookSaysFirst = false,
  facts: string[] = [],
): ScriptBeat[] {
  const { language } = c
  // A professional tone says a sourced conclusion where there is most time (another beat than a
  // sourced figure's, when there is one), when that beat's instruction keeps a line's time; else
  // every point asks for its source instead.
  const sourced = professionalLine[language]((text) => slot(language, text))
  const others = seconds.map((s, i) => (i === dataAt && seconds.length > 1 ? -Infinity : s))
  const sourcedAt = others.indexOf(Math.max(...others))
  const saysSourced = c.tone === 'professional' && seconds[sourcedAt] - speechSeconds(sourced) >= MIN_SAY
  const tone = c.tone === 'professional' && !saysSourced ? CITE_ASK[language] : toneAsk[c.tone][language]
  // Only one section says 先 / "First": after a hook that did ("先看结果"), the body's first point is 第一步, not 先说第一步.
  const coreFirst = Boolean(kinds[0]?.core) && !hookSaysFirst
  const frames = kinds.map((kind, i) =>
    inVoiceOf(c, writeBeat(kind, c, steps[i], language, { coreFirst, closing: i === kinds.length - 1 })),
  )
  // Each fact the creator gave goes to the beat it is about, said in their words before the beat's own.
  const factsAt = frames.map(() => [] as string[])
  for (const fact of facts) {
    const at = factBeat(
      fact,
      frames.map((frame, i) => ({ label: frame.label, text: frame.lead.join(' '), seconds: seconds[i] })),
    )
    if (at >= 0) factsAt[at].push(fact)
  }
  return kinds.map((kind, i) => {
    const step = steps[i]
    const frame = frames[i]
    // What a follow-up asked for is said whatever else the beat has to drop.
    const said = [...factsAt[i], ...(i === sourcedAt && saysSourced ? [sourced] : [])]
    const before = said.length > 0 ? joinSentences(language, ...said) : undefined
    const figure = i === dataAt ? DATA_LINE[language] : undefined
    const after = c.tone === 'humorous' && step ? voiceOf(c, lightLine(c, language, step.n)) : undefined
    const voice = beatVoice(language, frame, seconds[i], { before, figure, after }, kind.core ? tone : '')
    return {
      label: frame.label,
      shot: frame.shot,
      voice_over: voice,
      on_screen_text: frame.on_screen_text,
      seconds: seconds[i],
    }
  })
}

export function writeCallToAction(c: DraftContext, seconds: number): ScriptBeat {
  const { language } = c
  // What is said asks for what the screen shows ("Repost 🔁 Comment 💬": no "save this"), the first line included.
  const jokes = humorousCta[language].filter((line) => asksWhatScreenShows(c, line)).slice(0, 1)
  const extra = c.tone === 'humorous' ? jokes : c.tone === 'professional' ? [professionalCta[language]] : []
  const respectful = c.personal ? PERSONAL_CLOSE[language] : c.sensitive ? RESPECTFUL_CLOSE[language] : null
  const words = { about: '', who: c.who, crowd: c.crowd }
  const opening = [...promptedCta(c, language), c.platform.cta[language], ...shortCta[c.platform.id][language]]
  const more = banks[language].cta.filter((line) => !COMMENTS.test(line))
  const voice = fillVoiceOver({
    language,
    seconds,
    open:
      respectful?.open ?? opening.filter((line) => asksWhatScreenShows(c, line, true)).map((line) => voiceOf(c, line)),
    banks: respectful
      ? [respectful.more]
      : [extra, more].map((lines) =>
          lines.filter((line) => asksWhatScreenShows(c, line)).map((line) => voiceOf(c, line)),
        ),
    words,
    used: new Set(),
    seed: c.seed,
  })
  if (respectful) {
    return {
      label: language === 'zh' ? '结尾' : 'Close',
      shot: language === 'zh' ? `${framing(c).zh}，对镜头，语气平和` : `${framing(c).en}, to camera, calm`,
      voice_over: voice,
      on_screen_text: respectful.onScreen,
      seconds,
    }
  }
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

function briefNotes(c: DraftContext, language: Language, target: number, asked: Brief['format']): string[] {
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
  if (c.humourDeclined) {
    notes.push(
      language === 'zh'
        ? '这个话题涉及伤亡或不幸，离线引擎没有按要求写成幽默口吻，全文保持克制；需要轻松的表达请慎重考虑。'
        : 'This topic involves death, injury or misfortune, so the draft keeps a sober register instead of the humorous tone asked for.',
    )
  }
  if (toldAsTalk(c, asked)) {
    notes.push(
      language === 'zh'
        ? '这个话题是一个人的患病经历，不适合写成测评或教程，已按口播来写：怎么开始的、想说的几点、印象最深的时刻、最想说的话。'
        : "This topic is one person's experience of an illness, so it is written as a talking head rather than a review or tutorial: how it began, a few points, one moment, what you most want to say.",
    )
  }
  if (toldAsNews(c)) {
    notes.push(
      language === 'zh'
        ? '这个话题涉及伤亡或不幸，不适合写成测评或教程，已按新闻评论的结构来写：事情经过、各方看法、你的看法。'
        : 'This topic involves death, injury or misfortune, so it is written as commentary rather than a review or tutorial: what happened, the views, your take.',
    )
  }
  // A talking head whose topic asks for another format is written in it; the note says why.
  const retold = asked === 'talking_head' ? GENRES[c.brief.format].retoldAs : null
  if (retold) notes.push(retold[language])
  const read = GENRES[c.reading.genre].readAs
  if (read) notes.push(read[language])
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
  // Jokes are not written about a death or a disaster, even when a follow-up asks (follow-up.ts says so).
  if (options.tone && !(c.sensitive && options.tone === 'humorous')) c.tone = options.tone
  const target = targetSeconds(brief.platform, brief.duration_seconds)
  const frame = frameSeconds(c, target)
  // Short drafts take the platform's longest beats (fewer, fuller beats); long ones its average,
  // up to ten chapters: a 10-minute script is chapters the creator fills, not twenty thin points.
  const { min, max } = c.platform.beatSeconds
  const beatLength = target <= 180 ? max : (min + max) / 2
  const genre = GENRES[c.reading.genre]
  const counted = genre.counted(c)
  const formatKinds = genre.beats
  // A short draft keeps what its format must say (a story's setup and ending, news' what-happened
  // and take) and one core beat, while each beat has time for a framing line and an instruction.
  const musts = formatKinds.filter((kind) => kind.keep && !kind.core).length
  const plan = (body: number) => {
    const fewest = Math.max(body < 15 ? 2 : MIN_BEATS, Math.min(musts + 1, Math.floor(body / BEAT_ROOM)))
    const wanted = Math.min(body, Math.max(fewest, Math.min(MAX_BEATS, Math.round(body / beatLength))))
    // A list longer than the body has seconds is not walked through item by item.
    const items = counted && counted * ITEM_SECONDS <= body ? counted : undefined
    return { items, ...planBody(formatKinds, wanted, body, items) }
  }
  let { items, kinds, steps, seconds } = plan(frame.body)
  // A sourced figure a follow-up asked for goes into the beat with the most seconds. When even
  // that beat would keep too little for its own framing and instruction (a very short draft), the
  // figure gets seconds of its own, taken from the body before it is shared out.
  const figure = options.dataPoint ? Math.ceil(speechSeconds(DATA_LINE[language])) : 0
  let dataAt = options.dataPoint ? dataPointBeat(seconds) : -1
  if (dataAt >= 0 && seconds[dataAt] - figure < 2 * MIN_SAY && frame.body - figure >= 2 * MIN_SAY) {
    ;({ items, kinds, steps, seconds } = plan(frame.body - figure))
    dataAt = dataPointBeat(seconds)
    seconds[dataAt] += figure
  }
  c.coreCount = items ?? kinds.filter((kind) => kind.core).length

  const hookLine = options.punchierHook
    ? punchierHook(c, language, '', frame.hook)
    : writeHook(c, language, variant, frame.hook)
  let beats = writeBody(c, kinds, steps, seconds, dataAt, SAYS_FIRST[language].test(hookLine.voice_over), options.facts)
  let hook: ScriptBeat = { ...hookLine, seconds: frame.hook }
  let cta = writeCallToAction(c, frame.cta)
  if (c.tone === 'professional' || c.sensitive) {
    const clean = <T extends ScriptBeat>(beat: T): T => ({
      ...beat,
      voice_over: sober(beat.voice_over),
      on_screen_text: sober(beat.on_screen_text),
    })
    beats = beats.map(clean)
    hook = clean(hook)
    cta = clean(cta)
  }

  // The body and the close were written in the draft's voice, each line measured as it is said;
  // the hook, the titles, the cover and the caption are put in it here.
  hook = inVoiceOf(c, hook)
  const titles = writeTitles(c, language).map((title) => voiceOf(c, title))
  const cover = voiceOf(c, writeCoverText(c, language))
  // A tag names something the draft says, whole (the script check's rules, over the same words).
  const said = ownWords([
    c.topic.core,
    ...titles,
    cover,
    ...[hook, ...beats, cta].flatMap((beat) => [beat.shot, beat.voice_over, beat.on_screen_text]),
  ])
  const whole = (tag: string) => !isCutTag(tag, said)
  const hashtags = writeHashtags(c, language, (tag) => tagIsRelated(tag, said) && whole(tag), whole)
  const caption = writeCaption(c, language, beats, hashtags)
  return {
    titles,
    hook,
    beats,
    call_to_action: cta,
    hashtags,
    cover_text: cover,
    caption: caption && voiceOf(c, caption),
    notes: briefNotes(c, language, target, brief.format),
  }
}
