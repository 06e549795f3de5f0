import { ErrorCode, statusOfCode, type ErrorData } from '@hookline/contract'

type Code = (typeof ErrorCode)[keyof typeof ErrorCode]

/**
 * The one error type services throw, so every failure reaches the client in one shape. `onError` in
 * app.ts turns it into the envelope with the HTTP status encoded in the code.
 */
export class AppError extends Error {
  readonly code: Code
  readonly status: number
  readonly data: ErrorData | null
  readonly headers: Record<string, string>

  constructor(
    code: Code,
    message: string,
    options: { data?: ErrorData; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.status = statusOfCode(code)
    this.data = options.data ?? null
    this.headers = options.headers ?? {}
  }
}

export const notFound = (what = 'Resource') => new AppError(ErrorCode.NOT_FOUND, `${what} not found`)
export const unauthorized = (message = 'Not signed in or session expired') =>
  new AppError(ErrorCode.UNAUTHORIZED, message)
