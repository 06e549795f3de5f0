import { TIMING_TOLERANCE, VOICE_OVER_MIN_SHARE } from './platform-rules'
import type { CheckFinding, CheckSection, ScriptCheck } from './script-check'
import { unitDescription } from './text-measure'

/**
 * The script check in plain English, for logs and for the model's repair turn (the web
 * translates findings itself, apps/web/src/features/script-engine/lib/check-text.ts). What it
 * says is what the model's answer has: its own figures, never a script it did not write.
 */

const sectionNames: Record<CheckSection, string> = {
  script: 'The script',
  titles: 'Title',
  hook: 'The hook',
  beat: 'Beat',
  call_to_action: 'The call to action',
  hashtags: 'Hashtag',
  cover_text: 'The cover text',
  caption: 'The caption',
}

/** "Beat 3", "Title 2", "The hook": where a finding sits, in English. */
export function findingPlace(finding: Pick<CheckFinding, 'section' | 'index'>): string {
  const name = sectionNames[finding.section]
  return finding.index !== undefined && ['beat', 'titles', 'hashtags'].includes(finding.section)
    ? `${name} ${finding.index + 1}`
    : name
}

/**
 * A section's two figures as they are, whichever way they disagree: words that take longer than
 * the section's seconds are cut (or given the seconds, where the total has room; never the hook,
 * whose length is fixed), seconds beyond what the words take are given back or filled.
 */
function speechOver(place: string, finding: CheckFinding, hookLimit: number | null): string {
  const takes = finding.needed ?? 0
  const given = finding.actual ?? 0
  // A hook over its limit is cut to the limit, not to the seconds it was wrongly given.
  if (finding.section === 'hook' && hookLimit !== null)
    return `${place}'s voice-over takes ${takes} s to say: cut it to what can be said in ${hookLimit} s.`
  if (given > takes)
    return `${place} is given ${given} s but its voice-over takes only ${takes} s to say: give it the seconds its words take, or write more for it.`
  const fix =
    finding.section === 'hook'
      ? `cut its words to fit ${given} s`
      : `cut its words to fit ${given} s, or give it ${takes} s if the total has room`
  return `${place} is given ${given} s but its voice-over takes ${takes} s to say: ${fix}.`
}

const whole = (seconds: number) => Math.round(seconds)

/**
 * The answer's real totals when its length or pacing fails, in words a model can act on: what
 * the sections add up to, what their voice-over takes to say (and how much of it is blanks), the
 * target, and which way to go.
 */
function describeTotals(check: ScriptCheck): string | null {
  const lengthOff = check.findings.some((f) => f.code === 'total_off')
  const pacingOff = check.findings.some((f) => f.code === 'speech_over')
  if (!lengthOff && !pacingOff) return null
  const total = whole(check.total_seconds)
  const speech = whole(check.speech_seconds)
  const target = check.target_seconds
  const blanks =
    check.placeholder_seconds > 0
      ? ` (${whole(check.voice_over_seconds)} s written, ${whole(check.placeholder_seconds)} s in placeholders)`
      : ''
  const band = `the target is ${target} s (±${Math.round(TIMING_TOLERANCE * 100)} %)`
  if (lengthOff) {
    const fix =
      check.speech_seconds > target * (1 + TIMING_TOLERANCE)
        ? `cut about ${whole(check.speech_seconds - target)} s of voice-over and give each section the seconds its words take`
        : check.speech_seconds < target * (1 - TIMING_TOLERANCE)
          ? `make the sections add up to about ${target} s, with voice-over for at least ${Math.round(target * VOICE_OVER_MIN_SHARE)} s of it`
          : `give each section the seconds its words take, so they add up to about ${target} s`
    return `Your sections add up to ${total} s and their voice-over takes ${speech} s to say${blanks}; ${band}: ${fix}.`
  }
  if (check.speech_seconds > check.total_seconds * (1 + TIMING_TOLERANCE))
    return `Your voice-over takes ${speech} s to say${blanks} but your sections add up to ${total} s; ${band}. Cut about ${whole(check.speech_seconds - check.total_seconds)} s of voice-over in the sections below, which run over.`
  return `Your voice-over takes ${speech} s to say${blanks} and your sections add up to ${total} s; ${band}. The sections below get fewer seconds than their words take: move seconds to them from sections that have more than they need, or cut their words.`
}

/**
 * What the model is told on its repair turn: the answer's real totals first when its length or
 * pacing fails, then every finding (describeFinding). The totals stand in for `total_off`, and for
 * `thin_voice_over` when only the wrong total made the voice-over look thin.
 */
export function describeCheck(check: ScriptCheck): string[] {
  const totals = describeTotals(check)
  // Coverage is measured against the sections' own total. When that total is off, the totals line
  // names the target, and a thin-voice-over line would name a video the model is about to re-time,
  // with a second, smaller minimum: it goes when the written voice-over already fills the target,
  // or when the totals line asks for the target's minimum itself; otherwise it names the target.
  const lengthOff = check.findings.some((f) => f.code === 'total_off')
  const minimum = Math.round(check.target_seconds * VOICE_OVER_MIN_SHARE)
  const fillsTarget = check.voice_over_seconds >= minimum
  const totalsAskMinimum = check.speech_seconds < check.target_seconds * (1 - TIMING_TOLERANCE)
  const hookLimit = check.findings.find((f) => f.code === 'hook_too_long')?.limit ?? null
  const findings = check.findings
    .filter(
      (f) =>
        f.code !== 'total_off' && !(f.code === 'thin_voice_over' && lengthOff && (fillsTarget || totalsAskMinimum)),
    )
    .map((f) =>
      f.code === 'thin_voice_over' && lengthOff
        ? describeFinding({ ...f, limit: check.target_seconds, needed: minimum }, hookLimit)
        : describeFinding(f, hookLimit),
    )
  return totals ? [totals, ...findings] : findings
}

/**
 * A finding in plain English, for logs and for the model's repair turn (the web translates its own).
 * `hookLimit`: the platform's hook length when the hook runs over it, so its pacing names the limit.
 */
export function describeFinding(finding: CheckFinding, hookLimit: number | null = null): string {
  const place = findingPlace(finding)
  switch (finding.code) {
    case 'missing_section':
      return `${place} section is missing.`
    case 'empty_section':
      return `${place} has neither voice-over nor on-screen text.`
    case 'hook_too_long':
      return `The hook runs ${finding.actual} s; it must be at most ${finding.limit} s.`
    case 'speech_over':
      return speechOver(place, finding, hookLimit)
    case 'total_off':
      return `The sections add up to ${finding.actual} s; the target is ${finding.needed} s (±10 %).`
    case 'thin_voice_over':
      return `The voice-over takes only ${finding.actual} s to say in a ${finding.limit} s video; write at least ${finding.needed} s of it.`
    case 'too_long':
      return `${place} is ${finding.actual}${finding.unit ? ` ${unitDescription(finding.unit)}` : ''} long; the limit is ${finding.limit}${finding.text ? ` ("${finding.text}")` : ''}.`
    case 'hashtag_count':
      return `There are ${finding.actual} hashtags; use ${finding.min}–${finding.max}.`
    case 'hashtag_style':
      return `${place} "${finding.text}" is not a valid tag: one word or phrase without spaces or punctuation.`
    case 'hashtag_jargon':
      return `${place} "${finding.text}" names the video format, not the topic: use a tag viewers search for.`
    case 'absolute_claim':
      return `${place} makes an absolute claim ("${finding.text}") that advertising rules forbid: rewrite the sentence without it (saying what is not so, "there is no cure", is fine).`
    case 'wrong_language':
      return `${place} is not in the script's language: "${finding.text}".`
    case 'hook_restates_topic':
      return `The hook only restates the topic ("${finding.text}"): open with a question, a surprising fact or the result instead.`
    case 'stock_hook':
      return `The hook ("${finding.text}") would fit any topic: make it about this one.`
    case 'cut_short':
      return `${place} is cut short ("${finding.text}"): write it whole within the limit.`
    case 'hashtag_unrelated':
      return `${place} "${finding.text}" is about nothing the script says: tag what the video is about.`
    case 'never_word':
      return `${place} uses "${finding.text}", a word the creator never says: say it the way they would, without that word.`
  }
}
