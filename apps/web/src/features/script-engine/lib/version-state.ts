import type { TFunction } from 'i18next'
import { placeholdersIn, type CheckRuleId, type ScriptCheck } from '@hookline/contract/script-check'
import type { Script, ScriptMessage } from '@hookline/contract'
import { isEdited, isOfflineEngine } from './versions'

/**
 * What the page says a version is, from its check's state (the server's one decision): "可以拍",
 * "提纲 · 还有 42 秒口播待你填写", "需要修改 · 口播说不完". The same words head the exports
 * (server: engines/script-markdown/exports.ts, stateLine).
 */

/** A state in one word, where a list has no room for the why (the version list). */
export const shortStateKey = {
  ready: 'state.ready',
  outline: 'state.outlineShort',
  needs_work: 'state.needsWork',
} as const

/** Seconds of voice-over the blanks stand for, as the page and the exports round them. */
export const blankSeconds = (check: Pick<ScriptCheck, 'placeholder_seconds'>): number =>
  Math.max(1, Math.round(check.placeholder_seconds))

/**
 * The rules that make a version need work, in the check's order. Too little written voice-over is
 * what an outline is, so it is a reason only when nothing else is.
 */
export function needsWorkRules(check: ScriptCheck): CheckRuleId[] {
  const failing = check.rules.filter((rule) => !rule.ok).map((rule) => rule.id)
  const others = failing.filter((rule) => rule !== 'coverage' || check.placeholder_seconds === 0)
  return others.length > 0 ? others : failing
}

/** The check's findings with the outline's gap (too little written voice-over while blanks stand for it) last. */
export const workFirst = (check: ScriptCheck): ScriptCheck['findings'] =>
  check.placeholder_seconds > 0
    ? [
        ...check.findings.filter((finding) => finding.code !== 'thin_voice_over'),
        ...check.findings.filter((finding) => finding.code === 'thin_voice_over'),
      ]
    : check.findings

export function stateLabel(t: TFunction<'scripts'>, check: ScriptCheck): string {
  switch (check.state) {
    case 'ready':
      // Blanks too few to make an outline are still the creator's to write before shooting.
      return check.placeholders > 0 ? t('state.readyBlanks', { count: check.placeholders }) : t('state.ready')
    case 'outline':
      return check.placeholder_seconds > 0
        ? t('state.outline', { seconds: blankSeconds(check) })
        : t('state.outlineShort')
    case 'needs_work': {
      const [first, ...rest] = needsWorkRules(check)
      if (!first) return t('state.needsWork')
      const why = t(`state.why.${first}`)
      return rest.length > 0 ? t('state.needsWorkMore', { why, more: rest.length }) : t('state.needsWorkWhy', { why })
    }
  }
}

/**
 * A finished version a model wrote that was not charged because it needs work: the credits line
 * says so. The offline engine and hand edits never cost anything, so theirs says only "not charged".
 */
export const unchargedForWork = (message: ScriptMessage): boolean =>
  message.status === 'complete' &&
  message.credits_charged === 0 &&
  message.check?.state === 'needs_work' &&
  !isOfflineEngine(message.engine) &&
  !isEdited(message)

/** Blanks in what is said (hook, beats, call to action): what captions and the teleprompter are made of. */
export const spokenBlanks = (script: Script): number =>
  [script.hook, ...script.beats, script.call_to_action].reduce(
    (sum, beat) => sum + placeholdersIn(beat.voice_over).length,
    0,
  )
