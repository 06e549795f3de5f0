import type { Brief, IncompleteReason, Language, StreamRepairingEvent } from '@hookline/contract'
import {
  better,
  IncompleteAnswerError,
  lastAssistant,
  repairFindings,
  repairMechanically,
  reviewAnswer,
  reviewDraft,
  askEngine,
  type StartedAnswer,
  type EngineTurn,
  type ReviewBrief,
  type ReviewedScript,
  type ScriptEngine,
} from '../../engines'
import { AppError } from '../../lib/errors'
import { chargeRefusals, NOT_CHARGED } from './charge-rule'
import { AccountDisabledAbort } from './generation-aborts'
import { ServerShutdownAbort } from './generation-drain'

/**
 * One version to write, as the hold fixed it: who writes it, what it answers, what it is checked
 * against and what it may cost. Nothing here touches a database, so tests drive it with fake engines.
 */
export interface VersionJob {
  engine: ScriptEngine
  brief: Brief
  /** The script's path to the version it revises, ending with the creator's new request. */
  history: EngineTurn[]
  /** What the answer is checked against: the version's language and the length it aims at. */
  language: Language
  targetSeconds: number
  /** The credits held for it: charged in full or not at all. */
  cost: number
  /** The engine's answer when it was asked before the run began; else it is asked here. */
  answer?: StartedAnswer
}

interface PipelineHooks {
  /** Each piece of the answer as it streams. */
  onDelta: (text: string) => Promise<void>
  /** Before the repair turn, with the number of rules the answer as written fails. */
  onRepairing: (event: StreamRepairingEvent) => Promise<void>
  /** The repair turn failed on its own (not a stop): the first answer stands. */
  onRepairFailed: (error: unknown) => void
}

/** How the writing ended; the repository saves it and the service tells the creator. */
export type PipelineOutcome =
  /** A script: the version to save, with the warnings that say why it is not charged when `charge` is 0. */
  | { kind: 'finished'; content: string; version: ReviewedScript; charge: number }
  /** No timed section at all: refused, never a version, never charged. */
  | { kind: 'not_a_script'; content: string; warnings: string[] }
  /** Ended before the answer was finished, with the reason (null: a fault of our own). */
  | { kind: 'unfinished'; content: string; error: unknown; reason: IncompleteReason | null }

const reviewBrief = (job: VersionJob): ReviewBrief => ({
  platform: job.brief.platform,
  topic: job.brief.topic,
  language: job.language,
  targetSeconds: job.targetSeconds,
  neverWords: job.brief.voice?.never_words,
})

/**
 * Generate → parse → check the answer as written → (models only) one repair turn naming what it
 * wrote → fixes that cannot change meaning → check → the charge. Whatever ends the answer early
 * (the output limit, a closed or malformed stream, silence, a provider error, a stop, a disabled
 * account, a shutdown) comes back as `unfinished` with its reason, never thrown.
 */
export async function writeVersion(
  job: VersionJob,
  signal: AbortSignal,
  hooks: PipelineHooks,
): Promise<PipelineOutcome> {
  let content = ''
  const answer = job.answer ?? askEngine(job.engine, job.brief, job.history, signal)
  try {
    for await (const text of answer.text) {
      content += text
      await hooks.onDelta(text)
    }
    signal.throwIfAborted()
  } catch (error) {
    return { kind: 'unfinished', content, error, reason: incompleteReason(error, signal, true) }
  }
  try {
    return await checkAndRepair(job, content, answer.script, signal, hooks)
  } catch (error) {
    return { kind: 'unfinished', content, error, reason: incompleteReason(error, signal, false) }
  }
}

async function checkAndRepair(
  job: VersionJob,
  content: string,
  /** The script as the engine built it, when it did (ScriptEngine.draft): checked as built, never parsed back. */
  built: StartedAnswer['script'],
  signal: AbortSignal,
  hooks: PipelineHooks,
): Promise<PipelineOutcome> {
  const brief = reviewBrief(job)
  const first = built ? reviewDraft(built, content, brief) : reviewAnswer(content, brief)
  if (first.kind === 'not_a_script') return { kind: 'not_a_script', content, warnings: first.warnings }
  let best = repairMechanically(first, brief)
  // What the mechanical fixes leave needs new words (hook, pacing, length, coverage, claims,
  // language, a missing section): only the model may write them, told what it actually wrote.
  if (best.check.findings.length > 0 && job.engine.repair) {
    await hooks.onRepairing({ failed: first.failed })
    try {
      const second = await repairTurn(job, content, first, signal)
      const fixed = second && repairMechanically(second, brief)
      if (fixed && better(fixed, best)) {
        best = {
          ...fixed,
          warnings: [
            ...fixed.warnings,
            `repaired: rewritten by the model after the check (${first.failed} → ${fixed.failed} rules failing)`,
          ],
        }
      }
    } catch (error) {
      if (signal.aborted) return { kind: 'unfinished', content, error, reason: incompleteReason(error, signal, true) }
      // The first answer stands: a failed repair turn costs the creator nothing extra.
      hooks.onRepairFailed(error)
    }
  }
  const refusals = chargeRefusalsOf(job, content, best)
  return {
    kind: 'finished',
    content,
    version: { ...best, warnings: [...best.warnings, ...refusals] },
    charge: refusals.length === 0 ? job.cost : 0,
  }
}

/**
 * The model's second answer, given its first and the check's findings on it as written; null when
 * it is not a script. One that ends unfinished throws (the first answer then stands).
 */
async function repairTurn(job: VersionJob, answer: string, first: ReviewedScript, signal: AbortSignal) {
  let text = ''
  for await (const chunk of job.engine.repair!(job.brief, job.history, answer, repairFindings(first.check), signal))
    text += chunk
  signal.throwIfAborted()
  const second = reviewAnswer(text, reviewBrief(job))
  return second.kind === 'script' ? second : null
}

/**
 * Why a finished version is not charged (charge-rule.ts); empty when it is. Free drafts are never
 * refused, and nothing new for the creator (the same Markdown as the version it revises) is not charged.
 */
function chargeRefusalsOf(job: VersionJob, content: string, best: ReviewedScript): string[] {
  if (job.cost === 0) return []
  const previous = lastAssistant(job.history)
  if (previous && previous.content.trim() === content.trim())
    return [`${NOT_CHARGED} the same script as the version it revises`]
  return chargeRefusals(best.check)
}

/**
 * Why an answer ended unfinished: a shutdown, the creator's stop or a disabled account (the
 * signal's reason), else what the engine said (IncompleteAnswerError), else a provider's refusal
 * (any other AppError the engine threw while `streaming`); null for a fault of our own.
 */
export function incompleteReason(error: unknown, signal: AbortSignal, streaming: boolean): IncompleteReason | null {
  if (signal.reason instanceof ServerShutdownAbort) return 'interrupted'
  if (signal.aborted) return signal.reason instanceof AccountDisabledAbort ? 'disabled' : 'stopped'
  if (error instanceof IncompleteAnswerError) return error.reason
  return streaming && error instanceof AppError ? 'provider_error' : null
}
