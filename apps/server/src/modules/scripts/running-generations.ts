import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { AccountDisabledAbort, ScriptDeletedAbort } from './generation-aborts'

/** How often the accounts are read when changes cannot be heard (PostgreSQL's listener is down). */
const READ_EVERY_MS = 2000

interface Running {
  userId: string
  conversationId: string
  controller: AbortController
}

/**
 * The generations this node is running, so that what happens elsewhere ends them at once: a
 * disabled account's, and a deleted script's. A disabled account is noticed by the announced change
 * to it (db/account-changes.ts: this node's, and on PostgreSQL every node's): one query then reads
 * the running generations' accounts. A script deleted on another node is noticed by its next
 * checkpoint (stream-checkpoint.ts).
 */
export function createRunningGenerations(database: Database) {
  const running = new Set<Running>()
  let reading = false
  /** A change heard while the accounts were being read: read again once that read ends. */
  let again = false
  let timer: NodeJS.Timeout | undefined
  let unsubscribe: (() => void) | undefined

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
    if (reading) return void (again = true)
    reading = true
    again = false
    endDisabled()
      // A failed read is tried again at the next change; the save still never charges a disabled account.
      .catch(() => {})
      .finally(() => {
        reading = false
        if (again) look()
      })
  }
  const changed = (accounts: readonly string[] | null) => {
    if (!accounts || [...running].some((entry) => accounts.includes(entry.userId))) look()
  }
  const poll = () => {
    if (!database.accountChanges.heard()) look()
  }

  return {
    /** Watches one generation from its start to its end; the function returned ends the watch. */
    watch(userId: string, conversationId: string, controller: AbortController): () => void {
      const entry = { userId, conversationId, controller }
      running.add(entry)
      unsubscribe ??= database.accountChanges.subscribe(changed)
      timer ??= setInterval(poll, READ_EVERY_MS).unref()
      return () => {
        running.delete(entry)
        if (running.size === 0) {
          clearInterval(timer)
          timer = undefined
          unsubscribe?.()
          unsubscribe = undefined
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
