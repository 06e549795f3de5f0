import type { TFunction } from 'i18next'
import { isApiError } from '@/lib/api-client'

/** Seconds a 429 asks us to wait: the rate limiter sends them as data.retryAfterSeconds beside Retry-After. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined
}

/** The line under 'Failed to fetch platform data…': when to try again after a 429, else a hint. */
export function platformDataFailureHint(t: TFunction<'trending'>, error: unknown): string {
  const seconds = retryAfterSeconds(error)
  return seconds === undefined ? t('toast.retryLater') : t('toast.retryAfter', { count: seconds })
}
