import { setTimeout as sleep } from 'node:timers/promises'
import { TrendFetchError } from './trend-fetch-error'

export interface RetryOptions {
  /** Extra attempts after the first. */
  retries: number
  baseDelayMs: number
  /** Stops waiting and retrying (platform budget, shutdown). */
  signal?: AbortSignal
}

/**
 * Runs `attempt` until it succeeds, the error is not worth repeating, or the retries are used
 * up. Delays double per attempt with ±50 % jitter so app nodes do not retry in step.
 */
export async function retryWithBackoff<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attemptNo = 0; ; attemptNo++) {
    try {
      return await attempt()
    } catch (error) {
      if (attemptNo >= options.retries || !isTransient(error) || options.signal?.aborted) throw error
      const delay = options.baseDelayMs * 2 ** attemptNo * (0.5 + Math.random())
      await sleep(delay, undefined, { signal: options.signal }).catch(() => {
        throw error
      })
    }
  }
}

/**
 * Only failures that may go away by themselves: a 403 (risk control), an HTML wall or a changed
 * payload will be the same a second later, and hammering makes a block likelier.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof TrendFetchError)) return false
  if (error.kind === 'timeout' || error.kind === 'network') return true
  return error.kind === 'http_status' && (error.status === 429 || (error.status ?? 0) >= 500)
}
