import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from './client'

/**
 * Where a write to accounts or sessions is announced, naming the accounts, so that what every
 * process keeps of them (the session cache) is let go. Each writer announces its own write
 * (`announceAccountChange`); nothing reads statements to guess what they wrote. A change made by
 * hand is announced by hand: `NOTIFY account_changes` lets go of every account, and
 * `NOTIFY account_changes, '<id>,<id>'` of the accounts named.
 */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes'

/** The accounts a change was to; null: any account (a hand edit, or changes that went unheard). */
export type ChangedAccounts = readonly string[] | null

/** What a database tells this process about changes to accounts and sessions, its own included. */
export interface AccountChanges {
  /** False while a change could go unheard (PostgreSQL's listening connection is down): keep nothing then. */
  heard: () => boolean
  /** Called once a change is committed (and again with null when hearing resumes). Returns the unsubscribe. */
  subscribe: (listener: (accounts: ChangedAccounts) => void) => () => void
}

/** Tells this process's own announcements from other nodes' in what comes back. */
const PROCESS_TAG = randomUUID()
/** A pg_notify payload holds 8000 bytes: at most this many ids (36 characters and a comma) go in one. */
const IDS_PER_NOTIFICATION = 100
/**
 * An announced account is not kept until its announcement comes back, i.e. until the writing
 * transaction has committed; one that rolled back never comes back and is let go after this.
 */
const UNSETTLED_MAX_MS = 30_000
const UNSETTLED_SWEEP_AT = 1_000

/**
 * Accounts whose announced write may not have committed yet, with the announcements still out,
 * per process (every database this process opened shares it; ids are UUIDs). On PostgreSQL a read
 * on another connection sees the old row until the commit, and must not be kept.
 */
const unsettled = new Map<string, { out: Set<number>; until: number }>()
/** Numbers this process's announcements, so that no two payloads are alike (PostgreSQL folds those of one transaction). */
let announced = 0

/** Whether what is read of this account now may be kept. */
export function settled(userId: string): boolean {
  if (unsettled.size === 0) return true
  const entry = unsettled.get(userId)
  if (!entry) return true
  if (entry.until > Date.now()) return false
  unsettled.delete(userId)
  return true
}

function settle(announcement: number, userIds: readonly string[]) {
  for (const id of userIds) {
    const entry = unsettled.get(id)
    if (entry?.out.delete(announcement) && entry.out.size === 0) unsettled.delete(id)
  }
}

/**
 * Announces a write to these accounts or to their sessions. Call it in the transaction that
 * writes (it is heard when that commits, and not at all if it rolls back), or right after a write
 * made outside one; never before the write.
 */
export async function announceAccountChange(executor: Db | Tx, userIds: readonly string[]): Promise<void> {
  const until = Date.now() + UNSETTLED_MAX_MS
  // Announcements that never came back (rolled back, or unheard while PostgreSQL's listener was down).
  if (unsettled.size > UNSETTLED_SWEEP_AT) for (const id of unsettled.keys()) settled(id)
  for (let start = 0; start < userIds.length; start += IDS_PER_NOTIFICATION) {
    const ids = userIds.slice(start, start + IDS_PER_NOTIFICATION)
    const announcement = ++announced
    for (const id of ids) {
      const entry = unsettled.get(id) ?? { out: new Set<number>(), until }
      entry.out.add(announcement)
      entry.until = until
      unsettled.set(id, entry)
    }
    const payload = `${PROCESS_TAG}:${announcement} ${ids.join(',')}`
    await executor.execute(sql`SELECT pg_notify(${ACCOUNT_CHANGES_CHANNEL}, ${payload})`)
  }
}

/** The listeners of one database, and what a payload on the channel means to them. */
export function createAccountChangeHub() {
  const listeners = new Set<(accounts: ChangedAccounts) => void>()
  const tell = (accounts: ChangedAccounts) => listeners.forEach((listener) => listener(accounts))
  /** `<process tag>:<number> <ids>` from announceAccountChange; `<ids>` or '' from a hand-written NOTIFY. */
  const hear = (payload: string) => {
    const [from, list] = payload.includes(' ') ? payload.split(' ', 2) : ['', payload]
    const ids = list ? list.split(',') : null
    tell(ids)
    const [tag, announcement] = from.split(':')
    if (tag === PROCESS_TAG && ids) settle(Number(announcement), ids)
  }
  const subscribe = (listener: (accounts: ChangedAccounts) => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  return { tell, hear, subscribe }
}

/**
 * On the embedded database only this process writes (data-dir-lock.ts), and PGlite hands a
 * notification to its listener as the statement that commits it returns, so every change is heard.
 */
export async function listenToPglite(client: PGlite): Promise<AccountChanges> {
  const hub = createAccountChangeHub()
  await client.listen(ACCOUNT_CHANGES_CHANNEL, hub.hear)
  return { heard: () => true, subscribe: hub.subscribe }
}
