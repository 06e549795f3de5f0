import type { TFunction } from 'i18next'
import type { FieldError } from 'react-hook-form'
// The zod-free rules: this module is on /sign-in's path (docs/decisions/015).
import type { FieldRule } from '@hookline/contract/field-rules'

/**
 * A form field's error as react-hook-form holds it, plus the rule it broke. A rule is said in the
 * reader's language at render time (so a language switch re-words it); an error without one is a
 * form's own, already translated words.
 */
export type RuledFieldError = FieldError & { rule?: FieldRule }

export function ruledFieldError(rule: FieldRule, message: string = rule.rule): RuledFieldError {
  return { type: rule.rule, message, rule }
}

/** A broken rule in words: `common:validation.<rule>` with the field's label and the rule's limit. */
export function ruleText(t: TFunction, rule: FieldRule, fieldLabel: string): string {
  return t(`common:validation.${rule.rule}`, { field: fieldLabel, limit: 'limit' in rule ? rule.limit : undefined })
}

/** The text under a field: its rule in words, or the form's own message. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined, fieldLabel: string): string | undefined {
  if (!error) return undefined
  const { rule } = error as RuledFieldError
  return rule ? ruleText(t, rule, fieldLabel) : error.message
}

/** The form-only confirmation rule (sign-up, reset, change password): `.refine(same, { ...PASSWORD_MISMATCH, path })`. */
export const PASSWORD_MISMATCH = { message: "Passwords don't match", params: { rule: 'passwordMismatch' } } as const
