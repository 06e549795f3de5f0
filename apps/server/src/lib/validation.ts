import { ErrorCode, fieldRuleOf } from '@hookline/contract'
import type { z } from 'zod'
import { AppError } from './errors'

/**
 * A failed schema check becomes a 400 that names the field. Each issue carries the rule it broke
 * (`rule`, and `limit` for a length or a range) beside its English message, so a client can say
 * it in the reader's language without matching English text.
 */
export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    ...fieldRuleOf(issue),
  }))
  const first = issues[0]
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request'
  return new AppError(ErrorCode.VALIDATION_FAILED, message, {
    data: { field: first?.path || undefined, issues },
  })
}
