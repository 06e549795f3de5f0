import type { Database } from '../db/client'
import { ServerShutdownAbort } from '../modules/scripts/generation-drain'

/**
 * The abort reason of a batch draft cancelled while it was being written. The generation service
 * keeps a version ended by a shutdown as incomplete, with its hold released and nothing charged
 * (generation-drain.ts); a cancelled draft must cost nothing in the same way, so its reason is a
 * kind of that one. The worker then deletes the draft's unfinished script: a cancelled draft leaves
 * nothing behind, whether it was queued or writing.
 */
export class DraftCancelledAbort extends ServerShutdownAbort {}

/** The drafts this process is writing, by database (each test app has its own), so a cancel here stops one at once. */
const running = new WeakMap<Database, Map<string, AbortController>>()

export function followDraft(database: Database, draftId: string, controller: AbortController): () => void {
  let drafts = running.get(database)
  if (!drafts) running.set(database, (drafts = new Map<string, AbortController>()))
  drafts.set(draftId, controller)
  return () => drafts.delete(draftId)
}

/**
 * Stops the drafts this process is writing among `draftIds`. Another node's are stopped by that
 * node's worker, which reads the row's status while it writes (draft-worker.ts).
 */
export function abortDrafts(database: Database, draftIds: string[]) {
  const drafts = running.get(database)
  for (const id of draftIds) drafts?.get(id)?.abort(new DraftCancelledAbort())
}
