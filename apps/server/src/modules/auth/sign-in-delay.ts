import { sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import type { Db } from '../../db/client'
import { selectRows } from '../../db/raw-rows'
import { rateLimits } from '../../db/schema'
import { AppError } from '../../lib/errors'

/**
 * Failed sign-ins slow down; they never lock an account for a window, since a lockout lets anyone
 * with a few wrong passwords keep the owner out.
 *
 * A rule allows `free` attempts; after that each further attempt must wait a delay that doubles
 * with every failure (2 s, 4 s, 8 s…) up to `maxDelaySeconds`, counted from the last attempt. The
 * counter is forgotten `windowSeconds` after the last attempt. Kept in `rate_limits` like every
 * counter: `reset_at` is the last attempt plus the window, so the last attempt's time is
 * `reset_at - window` and the row needs no other column.
 */
export interface DelayRule {
  scope: string
  free: number
  windowSeconds: number
  maxDelaySeconds: number
}

export class SignInDelay {
  constructor(private readonly db: Db) {}

  private delaySql(rule: DelayRule) {
    const count = sql.raw(`"rate_limits"."count"`)
    return sql`make_interval(secs => CASE WHEN ${count} < ${rule.free} THEN 0 ELSE least(power(2, ${count} - ${rule.free} + 1), ${rule.maxDelaySeconds}) END)`
  }

  /**
   * Counts one attempt, or throws 429 with Retry-After when it comes before the delay is over.
   * One conditional upsert: of parallel attempts, only as many as the rule allows are counted,
   * and only counted ones go on to the password check. The free ones are decided by the count
   * alone: on PostgreSQL `now()` is each transaction's start, and parallel transactions may
   * write the row out of that order, so a time test would refuse some of them.
   */
  async consume(rule: DelayRule, subject: string): Promise<void> {
    const key = `${rule.scope}:${subject}`
    const window = sql`make_interval(secs => ${rule.windowSeconds})`
    const counted = await selectRows<{ count: number }>(
      this.db,
      sql`
        INSERT INTO ${rateLimits} (key, count, reset_at) VALUES (${key}, 1, now() + ${window})
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN "rate_limits"."reset_at" <= now() THEN 1 ELSE "rate_limits"."count" + 1 END,
          reset_at = GREATEST("rate_limits"."reset_at", now() + ${window})
        WHERE "rate_limits"."count" < ${rule.free}
          OR "rate_limits"."reset_at" <= now()
          OR now() >= "rate_limits"."reset_at" - ${window} + ${this.delaySql(rule)}
        RETURNING count`,
    )
    if (counted.length) return
    const [left] = await selectRows<{ seconds: number | string | null }>(
      this.db,
      sql`
        SELECT extract(epoch FROM ("rate_limits"."reset_at" - ${window} + ${this.delaySql(rule)} - now())) AS seconds
        FROM ${rateLimits} WHERE key = ${key}`,
    )
    throw signInDelayed(Number(left?.seconds ?? 1))
  }

  /** Takes back one counted attempt (the next rule refused it, so it never reached the password). */
  async release(rule: DelayRule, subject: string): Promise<void> {
    await this.db.execute(sql`
      UPDATE ${rateLimits} SET count = GREATEST(count - 1, 0)
      WHERE key = ${`${rule.scope}:${subject}`} AND reset_at > now()`)
  }

  async clear(rule: DelayRule, subject: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM ${rateLimits} WHERE key = ${`${rule.scope}:${subject}`}`)
  }
}

function signInDelayed(seconds: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(seconds))
  return new AppError(ErrorCode.RATE_LIMITED, 'Too many attempts. Please try again later.', {
    data: { retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
}
