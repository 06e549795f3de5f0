import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError, type ApiError } from '@/lib/api-client'

/**
 * The field a server validation error points at (envelope `data.field`) and that field's own
 * message from `data.issues`, else the error's message.
 */
export function serverFieldError(error: { message: string; data: unknown }): { field: string; message: string } | null {
  const data = error.data as { field?: unknown; issues?: Array<{ path?: unknown; message?: unknown }> } | null
  if (!data || typeof data.field !== 'string') return null
  const issue = data.issues?.find((candidate) => candidate.path === data.field && typeof candidate.message === 'string')
  return { field: data.field, message: (issue?.message as string | undefined) ?? error.message }
}

/**
 * Puts a server's validation error on the form field it names, focused, when the form has that
 * field (`prefix` for a nested body: 'brief.' + 'topic'). Returns false otherwise, so the caller
 * shows the error its own way (the global toast). `message` lets a form say it in its own words.
 */
export function setServerFieldError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
  options: { prefix?: string; message?: (error: ApiError, message: string) => string } = {},
): boolean {
  if (!isApiError(error)) return false
  const fieldError = serverFieldError(error)
  if (!fieldError) return false
  const named = (name: string) => name === fieldError.field || `${options.prefix ?? ''}${name}` === fieldError.field
  const field = fields.find(named)
  if (!field) return false
  const message = options.message?.(error, fieldError.message) ?? fieldError.message
  form.setError(field, { type: 'server', message }, { shouldFocus: true })
  return true
}
