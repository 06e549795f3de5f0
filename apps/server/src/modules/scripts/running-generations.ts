import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { AccountDisabledAbort, ScriptDeletedAbort } from './generation-aborts'

/** How often a change to the accounts is looked for while generations run (a counter read, no query). */
const LOOK_EVERY_MS = 100
/** How often the accounts are read when changes cannot be heard (PostgreSQL's notifications are down). */
const READ_EVERY_MS = 2000

interface Running {
  userId: string
  conversationId: string
  controller: AbortController
}

/**
 * The generations this node is running, so that what happens elsewhere ends them at once (issue
 * 41, finding 8): a disabled account's, and a deleted script's. A disabled account is noticed by
 * the write count of `users` (db/write-watches.ts: this node's own writes, and on PostgreSQL
 * every node's, heard by notification): when it moves, one query reads the running generations'
 * accounts. A script deleted on another node is noticed by its next checkpoint (stream-checkpoint.ts).
 */
export function createRunningGenerations(database: Database) {
  const running = new Set<Running>()
  const usersWritten = database.writesTo?.(['users'])
  let seen = usersWritten?.() ?? null
  let readAt = 0
  let reading = false
  let timer: NodeJS.Timeout | undefined

  async function endDisabled() {
    const ids = [...new Set([...running].map((entry) => entry.userId))]
    if (ids.length === 0) return
    const rows = await database.db
      .select({ id: users.id, disabledAt: users.disabledAt })
      .from(users)
      .where(inArray(users.id, ids))
    const active = new Set(rows.filter((row) => !row.disabledAt).map((row) => row.id))
    for (const entry of running) if (!active.has(entry.userId)) entry.controller.abort(new AccountDisabledAbort())
  }

  const look = () => {
    if (reading) return
    const now = usersWritten?.() ?? null
    if (now === null ? Date.now() - readAt < READ_EVERY_MS : now === seen) return
    // Taken before the read: a write that lands during it moves the count again, and is read next time.
    seen = now
    readAt = Date.now()
    reading = true
    endDisabled()
      // A failed read is tried again at the next change; the save still never charges a disabled account.
      .catch(() => {})
      .finally(() => (reading = false))
  }

  return {
    /** Watches one generation from its start to its end; the function returned ends the watch. */
    watch(userId: string, conversationId: string, controller: AbortController): () => void {
      const entry = { userId, conversationId, controller }
      running.add(entry)
      timer ??= setInterval(look, LOOK_EVERY_MS).unref()
      return () => {
        running.delete(entry)
        if (running.size === 0) {
          clearInterval(timer)
          timer = undefined
        }
      }
    },
    /** Ends this node's generations of a script just deleted. */
    scriptDeleted(conversationId: string) {
      for (const entry of running)
        if (entry.conversationId === conversationId) entry.controller.abort(new ScriptDeletedAbort())
    },
  }
}

export type RunningGenerations = ReturnType<typeof createRunningGenerations>
