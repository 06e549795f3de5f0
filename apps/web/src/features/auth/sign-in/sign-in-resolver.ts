import type { FieldErrors, Resolver } from 'react-hook-form'
import type { LoginRequest } from '@hookline/contract'
// The zod-free rules, not the package root: the root pulls in zod (docs/decisions/015).
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@hookline/contract/auth-rules'
import type { FieldRule } from '@hookline/contract/field-rules'
import { ruledFieldError } from '@/lib/field-errors'

/**
 * `loginRequestSchema`'s rules for the two sign-in fields, checked without zod so /sign-in stays
 * inside its 200 KB budget. Same order as the schema, so the same first rule broken;
 * sign-in-resolver.test.ts holds the two to the same answers.
 */
export function loginFieldError(field: keyof LoginRequest, value: string): FieldRule | undefined {
  if (field === 'email') {
    const email = value.trim()
    if (email.length === 0) return { rule: 'required' }
    if (email.length > EMAIL_MAX_LENGTH) return { rule: 'maxLength', limit: EMAIL_MAX_LENGTH }
    if (!EMAIL_PATTERN.test(email)) return { rule: 'invalidEmail' }
    return undefined
  }
  if (value.length === 0) return { rule: 'required' }
  if (value.length < PASSWORD_MIN_LENGTH) return { rule: 'minLength', limit: PASSWORD_MIN_LENGTH }
  if (value.length > PASSWORD_MAX_LENGTH) return { rule: 'maxLength', limit: PASSWORD_MAX_LENGTH }
  return undefined
}

/** A react-hook-form resolver giving what `zodResolver(loginRequestSchema)` gives: trimmed, lower-cased email. */
export const loginResolver: Resolver<LoginRequest> = (values) => {
  const errors: FieldErrors<LoginRequest> = {}
  for (const field of ['email', 'password'] as const) {
    const rule = loginFieldError(field, values[field] ?? '')
    if (rule) errors[field] = ruledFieldError(rule)
  }
  if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors }
  return { values: { email: values.email.trim().toLowerCase(), password: values.password }, errors: {} }
}
