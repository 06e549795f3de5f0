import { ErrorCode } from '@hookline/contract'
import type { z } from 'zod'
import { AppError } from './errors'

/** A failed schema check becomes a 400 that names the field. */
export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  const first = issues[0]
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request'
  return new AppError(ErrorCode.VALIDATION_FAILED, message, {
    data: { field: first?.path || undefined, issues },
  })
}
