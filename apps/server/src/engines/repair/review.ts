import { checkScript, type Platform, type Script, type ScriptCheck, type ScriptLanguage } from '@hookline/contract'
import { parseScriptMarkdown } from '../script-markdown/parse'
import { renderScriptMarkdown } from '../script-markdown/render'
import { failedRules, repairScript } from './repair-script'

/** What one answer is measured against: the conversation's platform and topic, the version's language and length. */
export interface ReviewBrief {
  platform: Platform
  topic: string
  language: ScriptLanguage
  targetSeconds: number
}

export type ReviewedAnswer =
  /** No timed section at all: a greeting, a question back, a refusal, a reply cut off before its first beat. */
  | { kind: 'not_a_script'; warnings: string[] }
  | {
      kind: 'script'
      /** False when the answer stopped before its call to action (a truncated reply): saved incomplete. */
      complete: boolean
      script: Script
      /** The Markdown to save: the answer as written, or the repaired script in the layout when repair changed it. */
      content: string
      warnings: string[]
      check: ScriptCheck
      failed: number
    }

/**
 * One engine answer through parse → check → mechanical repair → check. A script that
 * needed no repair keeps its Markdown byte for byte; a repaired one is re-rendered in the layout,
 * so the saved text, the structure and the exports agree.
 */
export function reviewAnswer(markdown: string, brief: ReviewBrief): ReviewedAnswer {
  const parsed = parseScriptMarkdown(markdown)
  if (parsed.script.beats.length === 0) return { kind: 'not_a_script', warnings: parsed.warnings }
  const checkBrief = {
    platform: brief.platform,
    language: brief.language,
    targetSeconds: brief.targetSeconds,
    topic: brief.topic,
  }
  // A truncated answer is measured as it is: re-timing it without its ending would invent one.
  const repaired = parsed.complete
    ? repairScript(parsed.script, checkBrief)
    : { script: parsed.script, changes: [], check: checkScript(parsed.script, checkBrief) }
  const content =
    repaired.changes.length > 0
      ? renderScriptMarkdown(repaired.script, { language: brief.language, platform: brief.platform })
      : markdown
  return {
    kind: 'script',
    complete: parsed.complete,
    script: repaired.script,
    content,
    warnings: [...parsed.warnings, ...repaired.changes],
    check: repaired.check,
    failed: failedRules(repaired.check),
  }
}

export type ReviewedScript = Extract<ReviewedAnswer, { kind: 'script' }>

/** Of two answers, the one that fails fewer rules; on a tie, the one with fewer findings. */
export const better = (candidate: ReviewedScript, current: ReviewedScript) =>
  candidate.failed < current.failed ||
  (candidate.failed === current.failed && candidate.check.findings.length < current.check.findings.length)
