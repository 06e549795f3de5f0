import type { Script } from '../scripts'
import { speechSeconds } from './text-measure'

/**
 * A script's length as the creator is shown it: the sections' seconds added up and rounded to
 * whole seconds, a half second up (57.5 s → 58 s). The page, the script check and the engines
 * all judge the length on this number, so a script the page calls on target is one the check
 * passes. Sections are timed in tenths at most (the edit schema's rule), so the sum is taken in
 * whole tenths: adding 0.1 + 0.2 in floating point would make 2.5 s round down.
 */
export function totalSeconds(script: Script): number {
  const sections = [script.hook, ...script.beats, script.call_to_action]
  const tenths = sections.reduce((sum, section) => sum + Math.round(section.seconds * 10), 0)
  return Math.round(tenths / 10)
}

/** Seconds a voice-over takes at the language's speaking rate (SPEAKING_RATES), whole, at least 1. */
export const estimateSpeechSeconds = (text: string): number => Math.max(1, Math.ceil(speechSeconds(text)))
