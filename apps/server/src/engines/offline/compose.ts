import { targetSeconds, type Brief, type Language, type Script, type ScriptBeat } from '@hookline/contract'
import { allocateSeconds } from '../script-markdown/durations'
import { framing, writeBeat, type BeatKind } from './beat-kinds'
import { draftContext, joinSentences, pick, type DraftContext } from './context'
import { explainerBeats } from './explainer-beats'
import { writeHook } from './hooks'
import { narrativeBeats } from './narrative-beats'
import { writeCaption, writeCoverText, writeHashtags, writeTitles } from './packaging'
import { humorousAsides, humorousCta, professionalCta, toneLine } from './tone'

/** Beyond a dozen beats a shot list stops being readable; below three there is no arc. */
const MIN_BEATS = 3
const MAX_BEATS = 12

const kindsOf = (brief: Brief): BeatKind[] => explainerBeats[brief.format] ?? narrativeBeats[brief.format] ?? []

/**
 * The format's kinds stretched or squeezed to `count` beats: the core kind repeats to fill,
 * and when squeezing, kinds are dropped from the middle so the opening and close survive.
 */
export function planBeats(kinds: BeatKind[], count: number): BeatKind[] {
  const core = kinds.find((kind) => kind.core) ?? kinds[0]
  const others = kinds.filter((kind) => kind !== core)
  if (count >= kinds.length) {
    return kinds.flatMap((kind) => (kind === core ? Array<BeatKind>(count - others.length).fill(core) : [kind]))
  }
  const kept = [...others]
  while (kept.length > Math.max(count - 1, 1) && kept.length > 1) kept.splice(Math.floor(kept.length / 2), 1)
  const corePosition = Math.min(kinds.indexOf(core), kept.length)
  return [...kept.slice(0, corePosition), core, ...kept.slice(corePosition)].slice(0, Math.max(count, 2))
}

/** Hook and call-to-action lengths, shrunk for very short targets so beats keep some time. */
export function frameSeconds(c: DraftContext, target: number) {
  const hook = Math.min(c.platform.hookSeconds, Math.max(1, Math.floor(target * 0.2)))
  const cta = Math.min(c.platform.ctaSeconds, Math.max(1, Math.floor(target * 0.15)))
  return { hook, cta, body: Math.max(1, target - hook - cta) }
}

export function writeCallToAction(c: DraftContext, language: Language, seconds: number): ScriptBeat {
  const flavour = c.tone === 'humorous' ? humorousCta[language] : c.tone === 'professional' ? professionalCta[language] : ''
  return {
    label: language === 'zh' ? '结尾引导' : 'Call to action',
    shot:
      language === 'zh'
        ? `${framing(c).zh}，对镜头，屏幕弹出「${c.platform.ctaOnScreen.zh}」动画`
        : `${framing(c).en}, to camera, "${c.platform.ctaOnScreen.en}" animation pops up`,
    voice_over: joinSentences(language, c.platform.cta[language], flavour),
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
        ? `简报备注（离线模板引擎不会自动改写，请据此调整）：${c.brief.notes.trim()}`
        : `Brief notes (the offline template engine does not apply them; adjust by hand): ${c.brief.notes.trim()}`,
    )
  }
  return notes
}

/** A complete draft from the brief alone. `variant` > 0 gives a regenerate a different angle. */
export function composeDraft(brief: Brief, language: Language, variant = 0): Script {
  const c = draftContext(brief, language, variant)
  const target = targetSeconds(brief.platform, brief.duration_seconds)
  const frame = frameSeconds(c, target)
  const averageBeat = (c.platform.beatSeconds.min + c.platform.beatSeconds.max) / 2
  const count = Math.min(frame.body, Math.max(MIN_BEATS, Math.min(MAX_BEATS, Math.round(frame.body / averageBeat))))
  const kinds = planBeats(kindsOf(brief), count)
  c.coreCount = kinds.filter((kind) => kind.core).length

  const seconds = allocateSeconds(frame.body, kinds.map((kind) => kind.weight))
  let step = 0
  const beats: ScriptBeat[] = kinds.map((kind, i) => ({
    ...writeBeat(kind, c, kind.core ? ++step : 0, language),
    seconds: seconds[i],
  }))
  const extra = toneLine[c.tone][language]
  if (extra && beats[0]) beats[0].voice_over = joinSentences(language, beats[0].voice_over, extra)
  if (c.tone === 'humorous' && beats[1]) beats[1].voice_over += ` ${pick(humorousAsides[language], c.seed)}`

  const hashtags = writeHashtags(c, language)
  return {
    titles: writeTitles(c, language),
    hook: { ...writeHook(c, language, variant), seconds: frame.hook },
    beats,
    call_to_action: writeCallToAction(c, language, frame.cta),
    hashtags,
    cover_text: writeCoverText(c, language),
    caption: writeCaption(c, language, beats, hashtags),
    notes: briefNotes(c, language, target),
  }
}
