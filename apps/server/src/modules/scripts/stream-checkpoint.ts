import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { scriptMessages } from '../../db/schema'
import { ScriptDeletedAbort } from './generation-aborts'

/** How stale a streaming version's saved text may be: what a crash (SIGKILL, power loss) can lose. */
export const CHECKPOINT_EVERY_MS = 2000

/**
 * Saves what a version has streamed so far, at most every `everyMs` and never per token, so that a
 * process killed mid-answer leaves the text it had sent: releaseDeadStreams
 * keeps it as an incomplete version at the next start. Only a version still streaming is written;
 * one that is gone (its script deleted, on this node or another) ends the generation.
 */
export function createStreamCheckpoint(
  db: Db,
  assistantId: string,
  controller: AbortController,
  everyMs = CHECKPOINT_EVERY_MS,
) {
  let content = ''
  let saved = 0
  let lastAt = Date.now()
  let writing = false
  let ended = false
  let timer: NodeJS.Timeout | undefined

  const version = eq(scriptMessages.id, assistantId)
  async function write() {
    timer = undefined
    if (writing || ended || content.length === saved) return
    writing = true
    lastAt = Date.now()
    const upTo = content
    try {
      const rows = await db
        .update(scriptMessages)
        .set({ content: upTo, updatedAt: sql`now()` })
        .where(and(version, eq(scriptMessages.status, 'streaming')))
        .returning({ id: scriptMessages.id })
      if (rows.length > 0) saved = upTo.length
      else if (!ended && (await db.select({ id: scriptMessages.id }).from(scriptMessages).where(version)).length === 0)
        controller.abort(new ScriptDeletedAbort())
    } catch {
      // A failed checkpoint is tried again with the next text; the version's end saves it anyway.
    } finally {
      writing = false
    }
  }

  return {
    /** One streamed piece of the answer: a checkpoint is due `everyMs` after the last one. */
    add(text: string) {
      content += text
      if (ended || timer) return
      timer = setTimeout(() => void write(), Math.max(0, lastAt + everyMs - Date.now()))
      timer.unref()
    },
    /** The answer ended (saved, kept or refused by the generation itself): no more checkpoints. */
    end() {
      ended = true
      clearTimeout(timer)
    },
  }
}
