import { checkScript, type CheckBrief, type Script, type ScriptCheck } from '@hookline/contract'
import { repairClaims, repairHashtags, repairLengths } from './packaging'
import { repairTiming } from './timing'

/**
 * Mechanical repair (generate → parse → check → mechanical repair → …): the fixes
 * that need no judgement, applied to any engine's script. Claims go first because softening
 * changes lengths and the words spoken; timing goes last because it measures those words. A
 * script that passes the check comes back as it was, with no changes.
 */
export interface MechanicalRepair {
  script: Script
  /** What changed, for the version's warnings ("repaired: …"). */
  changes: string[]
  check: ScriptCheck
}

export function repairScript(script: Script, brief: CheckBrief): MechanicalRepair {
  const before = checkScript(script, brief)
  if (before.findings.length === 0) return { script, changes: [], check: before }
  const changes: string[] = []
  let current = script
  const step = (repair: { script: Script; changes: string[] }) => {
    current = repair.script
    changes.push(...repair.changes)
  }
  step(repairClaims(current, before.findings))
  const afterClaims = checkScript(current, brief).findings
  step(repairHashtags(current, brief, afterClaims))
  step(repairLengths(current, brief, afterClaims))
  if (afterClaims.some((f) => f.rule === 'hook' || f.rule === 'pacing' || f.rule === 'length'))
    step(repairTiming(current, brief))
  return { script: current, changes, check: changes.length > 0 ? checkScript(current, brief) : before }
}

/** Rules a check fails: fewer is better when two answers are compared. */
export const failedRules = (check: ScriptCheck) => check.rules.filter((rule) => !rule.ok).length
