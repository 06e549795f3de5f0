import { and, desc, eq } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import type { Tx } from '../../db/client'
import { scriptMessages } from '../../db/schema'
import { AppError } from '../../lib/errors'

export const nothingToContinue = () =>
  new AppError(
    ErrorCode.CONFLICT,
    "Continue finishes a version the model's output limit cut off or the creator stopped, and this script's latest version is not one; ask for a new version instead.",
    { data: { reason: 'nothing_to_continue' } },
  )

/**
 * The version a Continue request finishes: the script's newest version, which must be incomplete
 * because the model reached its output limit (incomplete_reason 'length') or the creator pressed
 * Stop ('stopped'); anything else (a provider failure, a complete version) is 409.
 * An incomplete version is never the script's current one, so the request follows this version
 * instead (its parent), and the model is sent the path to it: its own cut answer, then the
 * instruction to write the whole script again (system-prompt.ts).
 */
export async function versionToContinue(tx: Tx, conversationId: string): Promise<string> {
  const [newest] = await tx
    .select({ id: scriptMessages.id, status: scriptMessages.status, reason: scriptMessages.incompleteReason })
    .from(scriptMessages)
    .where(and(eq(scriptMessages.conversationId, conversationId), eq(scriptMessages.role, 'assistant')))
    .orderBy(desc(scriptMessages.version))
    .limit(1)
  const resumable = newest?.reason === 'length' || newest?.reason === 'stopped'
  if (!newest || newest.status !== 'incomplete' || !resumable) throw nothingToContinue()
  return newest.id
}
