import {
  DURATION_MIN_SECONDS,
  speechSeconds,
  type Brief,
  type Language,
  type QuickAction,
  type Script,
  type ScriptBeat,
} from '@hookline/contract'
import { SHORTER_FACTOR } from '../requests'
import { allocateSeconds, totalSeconds } from '../script-markdown/durations'
import { dataPointBeat } from './compose'
import { draftContext, joinSentences } from './context'
import { factBeat } from './facts'
import { punchierHook } from './hooks'
import { fillPlaceholders, trimToSeconds } from './lines/fill'
import { ACTION_NAMES, DATA_LINE, DATA_SCREEN, REVISION_NOTES } from './lines/revisions'
import { sober, withoutEmoji } from './tone'

/**
 * Follow-ups on a version another engine (a model) wrote, revised in place: the offline engine
 * cannot re-write a model's sentences, so it does what rules can (cut to a length, swap the hook,
 * sober the register, add a data slot) and says plainly when a request needs a model.
 * (Its own drafts are re-composed instead: follow-up.ts.)
 */

const note = (script: Script, text: string): Script => ({ ...script, notes: [...script.notes, text] })

export const retimeNote = (before: number, after: number, language: Language) =>
  fillPlaceholders(REVISION_NOTES[language].retimed, { before, after })

/** A section whose voice-over is cut to what can be said in its seconds. */
const fitted = <T extends ScriptBeat>(beat: T, language: Language): T =>
  speechSeconds(beat.voice_over) <= beat.seconds
    ? beat
    : { ...beat, voice_over: trimToSeconds(beat.voice_over, beat.seconds, language) }

/**
 * Re-times a script to `target` seconds: beats are dropped from the middle in proportion (the
 * first carries the set-up, the last the pay-off), the seconds are shared out again by how much
 * each beat says, and every voice-over that no longer fits its seconds loses sentences from its
 * end, so a shorter version says less rather than the same words faster.
 */
export function retime(script: Script, target: number, language: Language): Script {
  const before = totalSeconds(script)
  const beats = [...script.beats]
  const keep = Math.min(beats.length, Math.max(2, Math.round((beats.length * target) / Math.max(before, 1))))
  while (beats.length > keep) beats.splice(Math.floor(beats.length / 2), 1)
  const hook = { ...script.hook, seconds: Math.min(script.hook.seconds, 3, Math.max(1, Math.floor(target * 0.2))) }
  const ctaShare = Math.max(1, Math.round(target * 0.12))
  const cta = { ...script.call_to_action, seconds: Math.min(Math.max(script.call_to_action.seconds, 1), ctaShare) }
  const body = Math.max(beats.length, target - hook.seconds - cta.seconds)
  const seconds = allocateSeconds(
    body,
    beats.map((beat) => Math.max(beat.seconds, speechSeconds(beat.voice_over))),
  )
  const next = {
    ...script,
    hook: fitted(hook, language),
    call_to_action: fitted(cta, language),
    beats: beats.map((beat, i) => fitted({ ...beat, seconds: seconds[i] }, language)),
  }
  return note(next, retimeNote(before, totalSeconds(next), language))
}

const shorter = (script: Script, language: Language) =>
  retime(script, Math.max(DURATION_MIN_SECONDS, Math.round(totalSeconds(script) * SHORTER_FACTOR)), language)

/** What the offline engine cannot do to a model's text: it says so instead of pretending. */
const needsModelNote = (action: QuickAction, language: Language) =>
  fillPlaceholders(REVISION_NOTES[language].needsModel, { what: ACTION_NAMES[action][language] })

function professional(script: Script, language: Language): Script {
  const clean = <T extends { voice_over: string; on_screen_text: string }>(beat: T): T => ({
    ...beat,
    voice_over: sober(beat.voice_over),
    on_screen_text: sober(beat.on_screen_text),
  })
  // Titles and cover carry the topic as the creator wrote it ("神作之月！"): only their emoji go.
  // Titles that differed only by an emoji keep it rather than become the same title.
  const titles = script.titles.map(withoutEmoji)
  const next = {
    ...script,
    titles: new Set(titles).size === titles.length ? titles : script.titles,
    hook: clean(script.hook),
    beats: script.beats.map(clean),
    call_to_action: clean(script.call_to_action),
    cover_text: withoutEmoji(script.cover_text),
  }
  return note(note(next, REVISION_NOTES[language].sobered), needsModelNote('more_professional', language))
}

/**
 * A sourced figure in the beat with the most seconds (the earliest of equals), where what the beat
 * said before keeps the most time; what it said is cut so it still fits its seconds.
 */
function dataPoint(script: Script, language: Language): Script {
  if (script.beats.length === 0) return script
  const index = dataPointBeat(script.beats.map((beat) => beat.seconds))
  const beats = script.beats.map((beat, i) => {
    if (i !== index) return beat
    const room = Math.max(0, beat.seconds - speechSeconds(DATA_LINE[language]))
    const kept = trimToSeconds(beat.voice_over, room, language)
    return {
      ...beat,
      voice_over: joinSentences(language, kept, DATA_LINE[language]),
      on_screen_text: DATA_SCREEN[language],
    }
  })
  return note({ ...script, beats }, fillPlaceholders(REVISION_NOTES[language].dataPoint, { beat: index + 1 }))
}

export const factNote = (fact: string, index: number, language: Language) =>
  fillPlaceholders(REVISION_NOTES[language].fact, { beat: index + 1, fact: fact.replace(/[。.!！]$/u, '') })

/**
 * A fact the creator wrote in a follow-up, said first in the beat it belongs to (facts.ts); what
 * the beat said before is cut so it still fits its seconds.
 */
export function withFact(script: Script, fact: string, language: Language): Script {
  const index = factBeat(
    fact,
    script.beats.map((beat) => ({ label: beat.label, text: beat.voice_over, seconds: beat.seconds })),
  )
  if (index < 0) return script
  const beats = script.beats.map((beat, i) => {
    if (i !== index) return beat
    const room = Math.max(0, beat.seconds - speechSeconds(fact))
    const kept = room > 0 ? trimToSeconds(beat.voice_over, room, language) : ''
    return { ...beat, voice_over: joinSentences(language, fact, kept) }
  })
  return note({ ...script, beats }, factNote(fact, index, language))
}

/** Applies one quick action to a version another engine wrote. `translate` is handled by follow-up.ts. */
export function applyAction(
  script: Script,
  action: QuickAction,
  brief: Brief,
  language: Language,
  variant: number,
): Script {
  const context = draftContext(brief, language, variant)
  switch (action) {
    case 'shorter':
      return shorter(script, language)
    case 'punchier_hook': {
      const seconds = Math.min(script.hook.seconds, 3)
      const hook = { ...punchierHook(context, language, script.hook.voice_over, seconds), seconds }
      return note({ ...script, hook }, REVISION_NOTES[language].punchierHook)
    }
    case 'more_humorous':
      return note(script, needsModelNote('more_humorous', language))
    case 'more_professional':
      return professional(script, language)
    case 'add_data_point':
      return dataPoint(script, language)
    case 'translate':
      return script
    // Only the model that was cut off can finish its own sentences.
    case 'continue':
      return note(script, needsModelNote('continue', language))
  }
}
