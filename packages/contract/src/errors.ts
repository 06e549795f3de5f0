/**
 * Error codes carried in the envelope's `code`. The first three digits are the HTTP status
 * they travel with, so a client can reason about either; the web maps them to translated text.
 */
export const ErrorCode = {
  OK: 0,
  VALIDATION_FAILED: 40000,
  MALFORMED_JSON: 40001,
  /** A reset or verification link that is unknown, used already or expired. */
  INVALID_EMAIL_TOKEN: 40002,
  UNAUTHORIZED: 40100,
  INVALID_CREDENTIALS: 40101,
  INSUFFICIENT_CREDITS: 40200,
  FORBIDDEN: 40300,
  /** An admin disabled this account: sign-in is refused and its sessions are gone. */
  ACCOUNT_DISABLED: 40301,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  EMAIL_TAKEN: 40901,
  PAYLOAD_TOO_LARGE: 41300,
  RATE_LIMITED: 42900,
  /** The user already has as many generations streaming as one user may (GENERATION_MAX_CONCURRENT_PER_USER). */
  TOO_MANY_GENERATIONS: 42901,
  INTERNAL: 50000,
  UPSTREAM_FAILED: 50200,
  /** The model answered, but not with a script (a greeting, a question back, a refusal): nothing saved as a version, nothing charged. */
  NOT_A_SCRIPT: 50201,
  SERVICE_UNAVAILABLE: 50300,
  UPSTREAM_TIMEOUT: 50400,
} as const

export type ErrorCodeName = keyof typeof ErrorCode
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName]

/** HTTP status an error code travels with. */
export const statusOfCode = (code: number): number => Math.floor(code / 100)
