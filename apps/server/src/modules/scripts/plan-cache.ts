import type { Brief } from '@hookline/contract'
import type { EngineTurn } from '../../engines'

/** What a script's next version builds on, as this node last read or wrote it. */
export interface KnownPlan {
  userId: string
  brief: Brief
  connectionId: string | null
  /** The current version: what the next one revises. */
  parentId: string | null
  /** The path to it, oldest turn first, as generation-history.ts reads it. */
  history: EngineTurn[]
}

/** A creator's revision session; after it, the next version reads the script again. */
const KEEP_MS = 10 * 60_000
const MAX_SCRIPTS = 200
/** A history longer than this (the text of its turns) is not kept: it is read when needed. */
const MAX_HISTORY_CHARS = 128 * 1024

const historyChars = (history: EngineTurn[]) => history.reduce((sum, turn) => sum + turn.content.length, 0)

/**
 * The plan of the scripts this node generated or read lately, so the model can be asked for the
 * next version without reading the script first: reading it (one recursive query) was most of
 * what the server added before a model's first token. A kept plan is a guess, never trusted: the
 * hold (generation-hold.repository.ts) compares it with the script in its transaction, as it
 * compares every plan, and a plan gone stale (another node saved a version, the script's
 * connection was removed) costs only the early request, which is withdrawn before anything
 * streams while the model is asked again with the script as it stands. Versions never change once saved, so a plan goes stale only when the
 * current version moves: this node's own moves update it (a saved version) or forget it (a
 * restore, an edit, a delete, so a deleted script's text is never sent anywhere again).
 */
export function createPlanCache({ keepMs = KEEP_MS, max = MAX_SCRIPTS } = {}) {
  const plans = new Map<string, { plan: KnownPlan; until: number }>()
  return {
    get(conversationId: string, userId: string): KnownPlan | undefined {
      const kept = plans.get(conversationId)
      if (!kept || kept.plan.userId !== userId) return undefined
      if (kept.until <= Date.now()) {
        plans.delete(conversationId)
        return undefined
      }
      return kept.plan
    },
    set(conversationId: string, plan: KnownPlan) {
      plans.delete(conversationId)
      if (historyChars(plan.history) > MAX_HISTORY_CHARS) return
      // Map keeps insertion order: the first key is the script least recently planned.
      if (plans.size >= max) plans.delete(plans.keys().next().value as string)
      plans.set(conversationId, { plan, until: Date.now() + keepMs })
    },
    forget(conversationId: string) {
      plans.delete(conversationId)
    },
  }
}

export type PlanCache = ReturnType<typeof createPlanCache>
