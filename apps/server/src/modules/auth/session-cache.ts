import { settled, type AccountChanges, type ChangedAccounts } from '../../db/account-changes'
import type { UserRow } from '../../db/schema'

/** What the session lookup reads per token: the session and its account. */
export interface SessionRow {
  user: UserRow
  sessionId: string
  lastSeenAt: Date
  expiresAt: Date
}

/** Sessions kept per process: the most recently read; an unknown token is never kept. */
const KEPT_MAX_ROWS = 1_000
/**
 * A kept session is read again after this long: the bound for a change nobody announced (a hand
 * edit without its NOTIFY). Announced changes are let go of as soon as they are heard.
 */
const KEPT_MAX_MS = 60_000

interface Kept {
  row: SessionRow
  at: number
}

/**
 * The session lookup's rows kept in memory, keyed by token hash, until a write to their account
 * or sessions is announced (db/account-changes.ts): by this process, at once; by another node, a
 * moment after it commits. A row is kept only when nothing was announced while it was read, and
 * only while changes can be heard. Expiry is the caller's to check against the clock. The rows
 * are frozen, since every request shares them.
 */
export function createSessionCache(changes: AccountChanges, maxRows = KEPT_MAX_ROWS) {
  const kept = new Map<string, Kept>()
  /** Moves with every change heard: a read that spans one may have read the row before it. */
  let generation = 0
  const forget = (accounts: ChangedAccounts) => {
    generation++
    if (!accounts) return kept.clear()
    for (const [tokenHash, entry] of kept) if (accounts.includes(entry.row.user.id)) kept.delete(tokenHash)
  }
  changes.subscribe(forget)

  return {
    async get(tokenHash: string, load: (tokenHash: string) => Promise<SessionRow | undefined>) {
      if (!changes.heard()) return load(tokenHash)
      const hit = kept.get(tokenHash)
      if (hit && Date.now() - hit.at < KEPT_MAX_MS && settled(hit.row.user.id)) return hit.row
      const before = generation
      const row = await load(tokenHash)
      kept.delete(tokenHash)
      if (!row || generation !== before || !changes.heard() || !settled(row.user.id)) return row
      if (kept.size >= maxRows) kept.delete(kept.keys().next().value!)
      kept.set(tokenHash, { row: deepFreeze(row), at: Date.now() })
      return row
    },
    /** This process just moved the session's last-seen time: the kept row says so too. */
    touched(tokenHash: string, row: SessionRow) {
      const entry = kept.get(tokenHash)
      if (entry?.row === row)
        kept.set(tokenHash, { row: Object.freeze({ ...row, lastSeenAt: new Date() }), at: entry.at })
    },
  }
}

export type SessionCache = ReturnType<typeof createSessionCache>

/** One cache per database (every auth service of an app shares it), not one per service built. */
const caches = new WeakMap<AccountChanges, SessionCache>()

export function sessionCacheFor(changes: AccountChanges): SessionCache {
  let cache = caches.get(changes)
  if (!cache) caches.set(changes, (cache = createSessionCache(changes)))
  return cache
}

function deepFreeze<T extends object>(value: T): T {
  for (const field of Object.values(value)) {
    if (field && typeof field === 'object' && !Object.isFrozen(field)) deepFreeze(field)
  }
  return Object.freeze(value)
}
