import type { TrendFailureKind } from '@hookline/contract'

/**
 * A platform's fetch or parse went wrong in a way we understand. Thrown inside the trending
 * fetch pipeline only; fetchPlatformTrends turns it into a typed failure result.
 */
export class TrendFetchError extends Error {
  readonly kind: TrendFailureKind
  /** HTTP status for 'http_status' failures: 403 is risk control, 5xx/429 are worth a retry. */
  readonly status?: number
  /**
   * What the upstream said (its error text, a body snippet, a network error): logged server-side
   * only. `message` is shown to every visitor of GET /api/trending, so it never carries upstream
   * text — an upstream (or a redirect target) must not be able to publish through it.
   */
  readonly detail?: string

  constructor(
    kind: TrendFailureKind,
    message: string,
    options: { status?: number; detail?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'TrendFetchError'
    this.kind = kind
    this.status = options.status
    this.detail = options.detail
  }
}
