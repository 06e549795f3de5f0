import type { ScriptCheck } from '@hookline/contract'

/**
 * When a model's version is worth a charge (docs/decisions/031). A version is charged only when it is
 * a complete script (every section of the layout: the check's structure rule), in the brief's
 * language (no wrong_language finding), every timed section sayable in its seconds (no
 * speech_over), and its written voice-over — placeholders never count — fills at least
 * CHARGE_MIN_VOICE_OVER_SHARE of the target. Anything else is saved, uncharged, with the reasons
 * in its warnings. A version the creator stopped is charged when what streamed already clears the
 * stop's bar (stoppedChargeRefusals): the model's output was spent either way.
 */
export const CHARGE_MIN_VOICE_OVER_SHARE = 0.5

/** Warnings start with this when a version is not charged, then say why. */
export const NOT_CHARGED = 'not charged:'

const languageRefusal = (check: ScriptCheck) =>
  check.findings.some((f) => f.code === 'wrong_language') ? [`${NOT_CHARGED} not written in the brief's language`] : []

function thinRefusal(check: ScriptCheck): string[] {
  const needed = check.target_seconds * CHARGE_MIN_VOICE_OVER_SHARE
  return check.voice_over_seconds < needed
    ? [
        `${NOT_CHARGED} its written voice-over takes ${check.voice_over_seconds} s to say, under half of the ${check.target_seconds} s target`,
      ]
    : []
}

/** Why a finished version is not charged; empty when it is. */
export function chargeRefusals(check: ScriptCheck): string[] {
  const missing = check.findings.filter((f) => f.rule === 'structure').map((f) => f.section)
  const unsayable = check.findings.filter((f) => f.code === 'speech_over').length
  return [
    ...(missing.length > 0
      ? [`${NOT_CHARGED} not a complete script (missing or empty: ${[...new Set(missing)].join(', ')})`]
      : []),
    ...languageRefusal(check),
    ...(unsayable > 0
      ? [
          unsayable > 1
            ? `${NOT_CHARGED} ${unsayable} timed sections cannot be said in their seconds`
            : `${NOT_CHARGED} a timed section cannot be said in its seconds`,
        ]
      : []),
    ...thinRefusal(check),
  ]
}

/**
 * Why a version the creator stopped is not charged; empty when it is. A stop is charged once what
 * streamed holds the hook and a beat, in the brief's language, with written voice-over filling half
 * the target: the same bar of speech a finished script must clear, so stopping a few lines before
 * the end no longer gets the model's work for free, and stopping a script that
 * is going the wrong way early still costs nothing.
 */
export function stoppedChargeRefusals(check: ScriptCheck | null): string[] {
  if (!check) return [`${NOT_CHARGED} stopped before any beat`]
  const started = !check.findings.some(
    (f) => f.code === 'missing_section' && (f.section === 'hook' || f.section === 'beat'),
  )
  return [
    ...(started ? [] : [`${NOT_CHARGED} stopped before the hook and a beat`]),
    ...languageRefusal(check),
    ...thinRefusal(check),
  ]
}
