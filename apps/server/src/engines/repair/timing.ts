import {
  PLATFORM_RULES,
  speechSeconds,
  TIMING_TOLERANCE,
  type CheckBrief,
  type Script,
  type ScriptBeat,
} from '@hookline/contract'

/**
 * Mechanical repair of a script's timing: the seconds are re-shared so the total
 * hits the target and every section gets the seconds its voice-over takes to say. Words are
 * never added; the only words cut are the hook's, when they cannot be said in its seconds.
 */

/** The fewest whole seconds the check accepts for `speech` (it allows 10 % over, plus rounding). */
const minimumSeconds = (speech: number) => Math.max(1, Math.ceil((speech - 0.05) / (1 + TIMING_TOLERANCE) - 1e-9))
/** The seconds a voice-over takes at a comfortable pace, whole. */
const comfortableSeconds = (speech: number) => Math.max(1, Math.ceil(speech - 1e-9))
const fits = (text: string, seconds: number) => speechSeconds(text) <= seconds * (1 + TIMING_TOLERANCE) + 0.05

/** Clause ends a hook may be cut after: sentence ends first, then commas and the like. */
const CLAUSE_END = /[^。！？!?；;，,、：:…—–]+[。！？!?；;，,、：:…—–]*\s*/gu

/**
 * The hook's voice-over cut at the last sentence or clause end that can be said in `seconds`;
 * when even its first clause is too long, at the last word that fits. A cut ending in a comma
 * ends with a full stop instead, so the line reads as said.
 */
export function trimToSeconds(text: string, seconds: number, language: 'zh' | 'en'): string {
  if (fits(text, seconds)) return text
  let kept = ''
  for (const [clause] of text.matchAll(CLAUSE_END)) {
    if (!fits(kept + clause, seconds)) break
    kept += clause
  }
  // No clause fits: cut after the last word that does, and say so with an ellipsis — a full stop
  // mid-clause could say the opposite ("it is not.").
  let midClause = false
  if (!kept.trim()) {
    midClause = true
    for (const { segment } of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
      if (!fits(kept + segment, seconds)) break
      kept += segment
    }
  }
  const trimmed = kept.trim().replace(/[，,、；;：:—–\s]+$/u, '')
  if (!trimmed) return text
  if (/[。！？!?…]$/u.test(trimmed)) return trimmed
  return trimmed + (midClause ? '…' : language === 'zh' ? '。' : '.')
}

/**
 * Whole seconds for each section, adding up to `total`, each at least its floor, otherwise as
 * close to the section's share of its current length (`ideal`) as whole seconds allow.
 */
function share(ideal: number[], floors: number[], total: number): number[] {
  const out = ideal.map((value, i) => Math.max(floors[i], Math.round(value)))
  let diff = total - out.reduce((a, b) => a + b, 0)
  while (diff !== 0) {
    let pick = -1
    for (let i = 0; i < out.length; i++) {
      if (diff < 0 && out[i] <= floors[i]) continue
      const gap = diff > 0 ? ideal[i] - out[i] : out[i] - ideal[i]
      if (pick < 0 || gap > (diff > 0 ? ideal[pick] - out[pick] : out[pick] - ideal[pick])) pick = i
    }
    if (pick < 0) break
    out[pick] += diff > 0 ? 1 : -1
    diff += diff > 0 ? -1 : 1
  }
  return out
}

export interface TimingRepair {
  script: Script
  changes: string[]
}

/** The script with its hook capped and its seconds re-shared to the target; `changes` says what moved. */
export function repairTiming(script: Script, brief: CheckBrief): TimingRepair {
  const changes: string[] = []
  const hookMax = PLATFORM_RULES[brief.platform].hookSeconds
  let hook: ScriptBeat = script.hook
  if (hook.seconds > hookMax) {
    hook = { ...hook, seconds: hookMax }
    changes.push(`repaired: hook shortened to ${hookMax} s`)
  }
  const hookSpeech = speechSeconds(hook.voice_over)
  if (!fits(hook.voice_over, hook.seconds) && hook.seconds < hookMax) {
    hook = { ...hook, seconds: Math.min(hookMax, comfortableSeconds(hookSpeech)) }
    changes.push(`repaired: hook given ${hook.seconds} s to say its voice-over`)
  }
  const voice = trimToSeconds(hook.voice_over, Math.max(hook.seconds, 1), brief.language)
  if (voice !== hook.voice_over) {
    hook = { ...hook, voice_over: voice }
    changes.push(`repaired: hook voice-over cut to what can be said in ${hook.seconds} s`)
  }

  const rest = [...script.beats, script.call_to_action]
  const speech = rest.map((beat) => speechSeconds(beat.voice_over))
  const available = brief.targetSeconds - hook.seconds
  const current = rest.reduce((sum, beat) => sum + beat.seconds, 0)
  const totalOff = Math.abs(current + hook.seconds - brief.targetSeconds) > brief.targetSeconds * TIMING_TOLERANCE
  const paceOff = rest.some((beat) => !fits(beat.voice_over, beat.seconds))
  if ((!totalOff && !paceOff) || available <= 0) return { script: { ...script, hook }, changes }

  // Prefer the seconds it takes to say each part comfortably; fall back to the fewest the check
  // accepts; when even those exceed the target the video runs long rather than rushed (up to
  // +10 %), and past that the seconds follow the words and pacing stays reported.
  const comfortable = speech.map(comfortableSeconds)
  const minimum = speech.map(minimumSeconds)
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const longest = Math.floor(brief.targetSeconds * (1 + TIMING_TOLERANCE)) - hook.seconds
  const floors = sum(comfortable) <= available ? comfortable : sum(minimum) <= available ? minimum : null
  let seconds: number[]
  if (floors) {
    const scale = current > 0 ? available / current : 0
    const ideal = rest.map((beat, i) => (scale > 0 ? beat.seconds * scale : available / rest.length) || floors[i])
    seconds = share(ideal, floors, available)
  } else if (sum(minimum) <= longest) {
    seconds = minimum
  } else {
    const words = sum(speech) || 1
    seconds = share(
      speech.map((s) => (s / words) * available),
      rest.map(() => 1),
      available,
    )
  }
  const retimed = rest.map((beat, i) => ({ ...beat, seconds: seconds[i] }))
  if (retimed.every((beat, i) => beat.seconds === rest[i].seconds)) return { script: { ...script, hook }, changes }
  const total = hook.seconds + sum(seconds)
  changes.push(
    `repaired: re-timed the sections to ${total} s${total !== brief.targetSeconds ? ` (target ${brief.targetSeconds} s)` : ''}`,
  )
  return {
    script: { ...script, hook, beats: retimed.slice(0, -1), call_to_action: retimed[retimed.length - 1] },
    changes,
  }
}
