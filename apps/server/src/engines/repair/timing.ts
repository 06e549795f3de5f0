import {
  PLATFORM_RULES,
  speechSeconds,
  TIMING_TOLERANCE,
  totalSeconds,
  type CheckBrief,
  type Script,
  type ScriptBeat,
} from '@hookline/contract'

/**
 * Mechanical repair of a script's timing: the seconds are re-shared so the total hits the target
 * and every section gets the seconds its voice-over takes to say, but only when the words already
 * fit the target. Words are never cut or added; a script whose words do not fit keeps its seconds
 * and goes to the model (generation.service.ts), which alone can say the same thing shorter.
 */

/** The fewest whole seconds the check accepts for `speech` (it allows 10 % over, plus rounding). */
const minimumSeconds = (speech: number) => Math.max(1, Math.ceil((speech - 0.05) / (1 + TIMING_TOLERANCE) - 1e-9))
/** The seconds a voice-over takes at a comfortable pace, whole. */
const comfortableSeconds = (speech: number) => Math.max(1, Math.ceil(speech - 1e-9))
const fits = (text: string, seconds: number) => speechSeconds(text) <= seconds * (1 + TIMING_TOLERANCE) + 0.05
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/**
 * Whole seconds for each section, adding up to `total`, each at least its floor, otherwise as
 * close to the section's share of its current length (`ideal`) as whole seconds allow.
 */
function share(ideal: number[], floors: number[], total: number): number[] {
  const out = ideal.map((value, i) => Math.max(floors[i], Math.round(value)))
  let diff = total - sum(out)
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

/**
 * The script with its seconds re-shared to the target when every section's words fit what it is
 * given (the hook within the platform's hook length); otherwise unchanged. `changes` says what moved.
 */
export function repairTiming(script: Script, brief: CheckBrief): TimingRepair {
  const unchanged = { script, changes: [] }
  const hookMax = PLATFORM_RULES[brief.platform].hookSeconds
  const hookSpeech = speechSeconds(script.hook.voice_over)
  // A hook that cannot be said within its limit needs new words: the model's to write.
  if (minimumSeconds(hookSpeech) > hookMax) return unchanged
  const hookSeconds = Math.min(
    hookMax,
    Math.max(
      script.hook.seconds,
      fits(script.hook.voice_over, script.hook.seconds) ? 1 : comfortableSeconds(hookSpeech),
    ),
  )
  const hook: ScriptBeat = hookSeconds === script.hook.seconds ? script.hook : { ...script.hook, seconds: hookSeconds }

  const rest = [...script.beats, script.call_to_action]
  const speech = rest.map((beat) => speechSeconds(beat.voice_over))
  const available = brief.targetSeconds - hook.seconds
  const current = sum(rest.map((beat) => beat.seconds))
  // Off target as the check and the page judge it: on the total the creator is shown.
  const totalOff =
    Math.abs(totalSeconds({ ...script, hook }) - brief.targetSeconds) > brief.targetSeconds * TIMING_TOLERANCE
  const paceOff = rest.some((beat) => !fits(beat.voice_over, beat.seconds))
  if (available <= 0) return unchanged
  if (!totalOff && !paceOff) {
    return hook === script.hook
      ? unchanged
      : { script: { ...script, hook }, changes: [`repaired: hook given ${hook.seconds} s`] }
  }

  // Prefer the seconds it takes to say each part comfortably; fall back to the fewest the check
  // accepts; when even those exceed the target the video may run up to 10 % long. Past that the
  // words do not fit the target and no sharing of seconds can make them: nothing changes.
  const comfortable = speech.map(comfortableSeconds)
  const minimum = speech.map(minimumSeconds)
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
    return unchanged
  }
  const retimed = rest.map((beat, i) => ({ ...beat, seconds: seconds[i] }))
  if (hook === script.hook && retimed.every((beat, i) => beat.seconds === rest[i].seconds)) return unchanged
  const total = hook.seconds + sum(seconds)
  return {
    script: { ...script, hook, beats: retimed.slice(0, -1), call_to_action: retimed[retimed.length - 1] },
    changes: [
      `repaired: re-timed the sections to ${total} s${total !== brief.targetSeconds ? ` (target ${brief.targetSeconds} s)` : ''}; the words already fit`,
    ],
  }
}
