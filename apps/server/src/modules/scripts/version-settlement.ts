import { ErrorCode, type IncompleteReason, type MessageStatus, type Script, type ScriptCheck } from '@hookline/contract'
import { parseScriptMarkdown, type ReviewedScript } from '../../engines'
import { AppError } from '../../lib/errors'
import { NOT_CHARGED, stoppedChargeRefusals } from './charge-rule'
import { shutDownWhileWriting } from './generation-drain'
import type { VersionJob } from './generation-pipeline'
import { checkVersion } from './version-check'

/**
 * How a written version is settled once its account is read under the balance's lock: the state
 * its row is saved in and what it is charged. Pure, so the rules are tested without a database;
 * generation-settle.repository.ts writes what these decide in the same transaction as the charge.
 */

/** A version's row as it is saved; its credit hold is always released with it. */
export interface SettledVersion {
  status: Extract<MessageStatus, 'complete' | 'incomplete' | 'failed'>
  content: string
  script: Script | null
  warnings: string[]
  check: ScriptCheck | null
  incompleteReason: IncompleteReason | null
  creditsCharged: number
}

/**
 * A finished script is saved complete with the charge the pipeline decided, unless its account was
 * disabled while it streamed: then it is kept incomplete ('disabled') and never charged, and the
 * warnings about a charge that is not taken anyway are dropped.
 */
export function settleFinished(version: ReviewedScript, charge: number, disabled: boolean): SettledVersion {
  const saved = { content: version.content, script: version.script, check: version.check }
  if (disabled)
    return {
      ...saved,
      status: 'incomplete',
      warnings: version.warnings.filter((w) => !w.startsWith(NOT_CHARGED)),
      incompleteReason: 'disabled',
      creditsCharged: 0,
    }
  return { ...saved, status: 'complete', warnings: version.warnings, incompleteReason: null, creditsCharged: charge }
}

/** What streamed before an answer ended unfinished, read as a script where it has beats. */
export interface UnfinishedAnswer {
  content: string
  script: Script | null
  warnings: string[]
  /** Only for an answer with at least one beat: less is not measured. */
  check: ScriptCheck | null
}

/** Parsed and checked before the account is locked, so the lock is held only for the write. */
export function readUnfinished(job: Pick<VersionJob, 'brief' | 'targetSeconds' | 'language'>, content: string) {
  const parsed = content ? parseScriptMarkdown(content) : null
  const withBeats = parsed && parsed.script.beats.length > 0 ? parsed.script : null
  return {
    content,
    script: parsed?.script ?? null,
    warnings: parsed?.warnings ?? [],
    check: withBeats ? checkVersion(job.brief, withBeats, job.targetSeconds, job.language) : null,
  } satisfies UnfinishedAnswer
}

/**
 * An unfinished answer is kept incomplete (failed when nothing came) with its reason. A stop by a
 * disabled account counts as 'disabled'. Nothing unfinished is charged, except a stop after enough
 * of a script had streamed (stoppedChargeRefusals): the model's output was spent either way.
 */
export function settleUnfinished(
  answer: UnfinishedAnswer,
  reason: IncompleteReason | null,
  cost: number,
  disabled: boolean,
): SettledVersion {
  const ended = reason === 'stopped' || reason === 'disabled'
  const why: IncompleteReason | null = ended && disabled ? 'disabled' : reason
  const refusals = why === 'stopped' && cost > 0 ? stoppedChargeRefusals(answer.check) : []
  const charge = why === 'stopped' && cost > 0 && refusals.length === 0 ? cost : 0
  return {
    status: answer.content ? 'incomplete' : 'failed',
    content: answer.content,
    script: answer.script,
    warnings: [...answer.warnings, ...refusals],
    check: answer.check,
    incompleteReason: why,
    creditsCharged: charge,
  }
}

/** Ended by the creator or an admin: the client that stopped it has gone, so no stream reports it. */
export const endedByStop = (why: IncompleteReason | null) => why === 'stopped' || why === 'disabled'

/** What the creator is told about an unfinished answer kept with reason `why`. */
export function unfinishedError(why: IncompleteReason | null, error: unknown): AppError {
  if (why === 'disabled') return disabledWhileWriting()
  if (why === 'interrupted') return shutDownWhileWriting()
  // Never sent: the client that stopped it has gone.
  if (why === 'stopped') return new AppError(ErrorCode.CONFLICT, 'Generation stopped')
  return error instanceof AppError
    ? error
    : new AppError(ErrorCode.INTERNAL, 'The script engine failed', { cause: error })
}

export const disabledWhileWriting = () =>
  new AppError(
    ErrorCode.ACCOUNT_DISABLED,
    'The account was disabled while the script was being written; what arrived is kept as an incomplete version, not charged.',
  )

/** An answer that is not a script: its row is kept as `failed` (no script) so the conversation shows what happened. */
export const notAScript = () =>
  new AppError(
    ErrorCode.NOT_A_SCRIPT,
    'The model did not answer with a script; nothing was saved or charged. Try again or rephrase the request.',
  )
