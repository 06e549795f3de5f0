import { checkScript, type CheckBrief, type Script, type ScriptCheck } from '@hookline/contract'
import { repairHashtags, repairLengths } from './packaging'
import { repairTiming } from './timing'

/**
 * Mechanical repair (generate → parse → check → repair turn → mechanical repair → check): the
 * fixes that cannot change what a script means, applied to any engine's script after the model
 * has had its say. Hashtags and lengths first, timing last; none of them swaps, cuts or adds a
 * spoken word. A script that passes the check comes back as it was, with no changes.
 */
export interface MechanicalRepair {
  script: Script
  /** What changed, for the version's warnings ("repaired: …"). */
  changes: string[]
  check: ScriptCheck
}

export function repairScript(script: Script, brief: CheckBrief, before = checkScript(script, brief)): MechanicalRepair {
  if (before.findings.length === 0) return { script, changes: [], check: before }
  const changes: string[] = []
  let current = script
  const step = (repair: { script: Script; changes: string[] }) => {
    current = repair.script
    changes.push(...repair.changes)
  }
  step(repairHashtags(current, brief, before.findings))
  step(repairLengths(current, brief, before.findings))
  if (before.findings.some((f) => f.rule === 'hook' || f.rule === 'pacing' || f.rule === 'length'))
    step(repairTiming(current, brief))
  return { script: current, changes, check: changes.length > 0 ? checkScript(current, brief) : before }
}

/** Rules a check fails: fewer is better when two answers are compared. */
export const failedRules = (check: ScriptCheck) => check.rules.filter((rule) => !rule.ok).length
