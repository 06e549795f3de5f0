import type { TrendFailureKind } from '@hookline/contract'

/**
 * A platform's fetch or parse went wrong in a way we understand. Thrown inside the trending
 * fetch pipeline only; fetchPlatformTrends turns it into a typed failure result.
 */
export class TrendFetchError extends Error {
  readonly kind: TrendFailureKind
  /** HTTP status for 'http_status' failures: 403 is risk control, 5xx/429 are worth a retry. */
  readonly status?: number

  constructor(kind: TrendFailureKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'TrendFetchError'
    this.kind = kind
    this.status = options.status
  }
}
