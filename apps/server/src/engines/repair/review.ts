import {
  checkScript,
  type CheckSection,
  type Platform,
  type Script,
  type ScriptCheck,
  type ScriptLanguage,
} from '@hookline/contract'
import { parseScriptMarkdown } from '@hookline/contract/script-markdown'
import { renderScriptMarkdown } from '../script-markdown/render'
import { failedRules, repairScript } from './repair-script'

/** What one answer is measured against: the conversation's platform and topic, the version's language and length. */
export interface ReviewBrief {
  platform: Platform
  topic: string
  language: ScriptLanguage
  targetSeconds: number
  /** The creator's never-words, when the brief is written in their voice. */
  neverWords?: readonly string[]
}

export type ReviewedAnswer =
  /** No timed section at all: a greeting, a question back, a refusal, a reply cut off before its first beat. */
  | { kind: 'not_a_script'; warnings: string[] }
  | {
      kind: 'script'
      /**
       * The answer has its hook, beats and call to action (whether it finished is the engine's to
       * say: its finish reason). One without them goes to the repair turn as it is.
       */
      timed: boolean
      script: Script
      /** The Markdown to save: the answer as written, or the repaired script in the layout when repair changed it. */
      content: string
      warnings: string[]
      check: ScriptCheck
      failed: number
    }

export type ReviewedScript = Extract<ReviewedAnswer, { kind: 'script' }>

const TIMED: CheckSection[] = ['hook', 'beat', 'call_to_action']

const checkBrief = (brief: ReviewBrief) => ({
  platform: brief.platform,
  language: brief.language,
  targetSeconds: brief.targetSeconds,
  topic: brief.topic,
  neverWords: brief.neverWords,
})

/**
 * A script an engine built as data (ScriptEngine.draft), checked as it was built: its Markdown is
 * what streamed, and the structure is never read back from it.
 */
export function reviewDraft(script: Script, markdown: string, brief: ReviewBrief): ReviewedScript {
  const check = checkScript(script, checkBrief(brief))
  return { kind: 'script', timed: true, script, content: markdown, warnings: [], check, failed: failedRules(check) }
}

/**
 * One answer parsed and checked as the engine wrote it: nothing is changed, so the findings (and the
 * repair turn that quotes them) describe what the model actually wrote.
 */
export function reviewAnswer(markdown: string, brief: ReviewBrief): ReviewedAnswer {
  const parsed = parseScriptMarkdown(markdown)
  if (parsed.script.beats.length === 0) return { kind: 'not_a_script', warnings: parsed.warnings }
  const check = checkScript(parsed.script, checkBrief(brief))
  return {
    kind: 'script',
    timed: !parsed.missing.some((section) => TIMED.includes(section)),
    script: parsed.script,
    content: markdown,
    warnings: parsed.warnings,
    check,
    failed: failedRules(check),
  }
}

/**
 * A reviewed answer after the fixes that cannot change its meaning (repair-script.ts). One that
 * needed none keeps its Markdown byte for byte; a repaired one is re-rendered in the layout, so the
 * saved text, the structure and the exports agree. An answer without its hook, beats or call to
 * action is left as it is: re-timing it would share seconds over sections it does not have.
 */
export function repairMechanically(answer: ReviewedScript, brief: ReviewBrief): ReviewedScript {
  if (!answer.timed) return answer
  const repaired = repairScript(answer.script, checkBrief(brief), answer.check)
  if (repaired.changes.length === 0) return answer
  return {
    ...answer,
    script: repaired.script,
    content: renderScriptMarkdown(repaired.script, { language: brief.language, platform: brief.platform }),
    warnings: [...answer.warnings, ...repaired.changes],
    check: repaired.check,
    failed: failedRules(repaired.check),
  }
}

/** Of two answers, the one that fails fewer rules; on a tie, the one with fewer findings. */
export const better = (candidate: ReviewedScript, current: ReviewedScript) =>
  candidate.failed < current.failed ||
  (candidate.failed === current.failed && candidate.check.findings.length < current.check.findings.length)
