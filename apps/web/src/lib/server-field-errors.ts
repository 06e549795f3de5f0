import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { FIELD_RULES, type FieldRule } from '@hookline/contract/field-rules'
import { isApiError, type ApiError } from '@/lib/api-client'
import type { RuledFieldError } from '@/lib/field-errors'

interface ServerFieldError {
  field: string
  message: string
  /** The rule the server says was broken (lib/validation.ts on the server); absent for other refusals. */
  rule?: FieldRule
}

function ruleOf(issue: { rule?: unknown; limit?: unknown } | undefined): FieldRule | undefined {
  if (!issue || !(FIELD_RULES as readonly unknown[]).includes(issue.rule)) return undefined
  return (
    typeof issue.limit === 'number' ? { rule: issue.rule, limit: issue.limit } : { rule: issue.rule }
  ) as FieldRule
}

/**
 * The field a server validation error points at (envelope `data.field`) and that field's own
 * issue from `data.issues` (its message and the rule it broke), else the error's message.
 */
export function serverFieldError(error: { message: string; data: unknown }): ServerFieldError | null {
  const data = error.data as {
    field?: unknown
    issues?: Array<{ path?: unknown; message?: unknown; rule?: unknown; limit?: unknown }>
  } | null
  if (!data || typeof data.field !== 'string') return null
  const issue = data.issues?.find((candidate) => candidate.path === data.field && typeof candidate.message === 'string')
  const rule = ruleOf(issue)
  return { field: data.field, message: (issue?.message as string | undefined) ?? error.message, ...(rule && { rule }) }
}

/**
 * Puts a server's validation error on the form field it names, focused, when the form has that
 * field (`prefix` for a nested body: 'brief.' + 'topic'). Returns false otherwise, so the caller
 * shows the error its own way (the global toast). The field shows the broken rule in the reader's
 * language; `message` lets a form say it in its own words instead (undefined: the rule, after all).
 */
export function setServerFieldError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
  options: { prefix?: string; message?: (error: ApiError) => string | undefined } = {},
): boolean {
  if (!isApiError(error)) return false
  const fieldError = serverFieldError(error)
  if (!fieldError) return false
  const named = (name: string) => name === fieldError.field || `${options.prefix ?? ''}${name}` === fieldError.field
  const field = fields.find(named)
  if (!field) return false
  const ownWords = options.message?.(error)
  const fieldErrorValue: RuledFieldError =
    ownWords !== undefined || !fieldError.rule
      ? { type: 'server', message: ownWords ?? fieldError.message }
      : { type: 'server', message: fieldError.message, rule: fieldError.rule }
  form.setError(field, fieldErrorValue, { shouldFocus: true })
  return true
}
