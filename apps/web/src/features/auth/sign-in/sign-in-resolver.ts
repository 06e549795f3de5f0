import type { FieldErrors, Resolver } from 'react-hook-form'
import type { LoginRequest } from '@hookline/contract'
// The zod-free rules, not the package root: the root pulls in zod (docs/decisions/015).
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@hookline/contract/auth-rules'

/**
 * `loginRequestSchema`'s rules and messages for the two sign-in fields, checked without zod so
 * /sign-in stays inside its 200 KB budget. Same order as the schema, so the same first message;
 * sign-in-resolver.test.ts holds the two to the same answers.
 */
export function loginFieldError(field: keyof LoginRequest, value: string): string | undefined {
  if (field === 'email') {
    const email = value.trim()
    if (email.length === 0) return AUTH_MESSAGES.emailRequired
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return AUTH_MESSAGES.invalidEmail
    return undefined
  }
  if (value.length === 0) return AUTH_MESSAGES.passwordRequired
  if (value.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort
  if (value.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong
  return undefined
}

/** A react-hook-form resolver giving what `zodResolver(loginRequestSchema)` gives: trimmed, lower-cased email. */
export const loginResolver: Resolver<LoginRequest> = (values) => {
  const errors: FieldErrors<LoginRequest> = {}
  for (const field of ['email', 'password'] as const) {
    const message = loginFieldError(field, values[field] ?? '')
    if (message) errors[field] = { type: 'validation', message }
  }
  if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors }
  return { values: { email: values.email.trim().toLowerCase(), password: values.password }, errors: {} }
}
