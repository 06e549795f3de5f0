import { sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import { AppError } from './errors'

export interface RateRule {
  /** Counter name, e.g. "login-email". */
  scope: string
  limit: number
  windowSeconds: number
}

interface Counter {
  count: number
  resetAt: Date
}

/**
 * Fixed-window counters in the database so every app node sees the same numbers.
 * One atomic upsert per hit: no read-modify-write race between nodes.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(rule: RateRule, subject: string): Promise<Counter> {
    const key = `${rule.scope}:${subject}`
    const window = sql`make_interval(secs => ${rule.windowSeconds})`
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN now() + ${window} ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    return row
  }

  async peek(rule: RateRule, subject: string): Promise<Counter | null> {
    const rows = await this.db
      .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${`${rule.scope}:${subject}`} AND ${rateLimits.resetAt} > now()`)
    return rows[0] ?? null
  }

  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${`${rule.scope}:${subject}`}`)
  }

  /** Drops counters whose window has ended (they restart at 1 anyway); returns how many. */
  async purgeExpired(): Promise<number> {
    const rows = await this.db
      .delete(rateLimits)
      .where(sql`${rateLimits.resetAt} <= now()`)
      .returning({ key: rateLimits.key })
    return rows.length
  }

  /** Takes back one counted attempt (a login counted up front that turned out right). */
  async release(rule: RateRule, subject: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
      .where(sql`${rateLimits.key} = ${`${rule.scope}:${subject}`} AND ${rateLimits.resetAt} > now()`)
  }

  /** Throws 429 when the subject has already used up the rule's allowance. */
  async assertAllowed(rule: RateRule, subject: string): Promise<void> {
    const counter = await this.peek(rule, subject)
    if (counter && counter.count >= rule.limit) throw rateLimited(counter.resetAt)
  }

  /**
   * Counts one attempt and throws 429 if it went over the allowance. Guarded work (a password
   * check) runs after this, so N parallel attempts can never get more than `limit` through.
   */
  async consume(rule: RateRule, subject: string): Promise<void> {
    const counter = await this.hit(rule, subject)
    if (counter.count > rule.limit) throw rateLimited(counter.resetAt)
  }
}

function rateLimited(resetAt: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(resetAt).getTime() - Date.now()) / 1000))
  return new AppError(ErrorCode.RATE_LIMITED, 'Too many attempts. Please try again later.', {
    data: { retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
}
