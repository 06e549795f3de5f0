import type { TFunction } from 'i18next'
// The zod-free rules: this module is on /sign-in's path (docs/decisions/015).
import { AUTH_MESSAGES } from '@hookline/contract/auth-rules'

/**
 * The contract's zod messages are English (shared with the server); forms show them through
 * i18n. Each known message maps to a key of common.json `validation`; an unknown one is shown as is.
 */
export function translateFieldError(t: TFunction, message: string | undefined, fieldLabel: string): string | undefined {
  if (!message) return undefined
  if (message.endsWith(' is required')) return t('common:validation.required', { field: fieldLabel })
  if (message === AUTH_MESSAGES.invalidEmail) return t('common:validation.invalidEmail')
  if (message === PASSWORD_MISMATCH) return t('common:validation.passwordMismatch')
  if (message === AUTH_MESSAGES.avatarUrlNotHttps) return t('common:validation.httpsUrl', { field: fieldLabel })
  if (message === AUTH_MESSAGES.avatarUrlTooLong) return t('common:validation.tooLong', { field: fieldLabel })
  const atLeast = /at least (\d+)/.exec(message)
  if (atLeast) return t('common:validation.minLength', { field: fieldLabel, count: Number(atLeast[1]) })
  const atMost = /at most (\d+)/.exec(message)
  if (atMost) return t('common:validation.maxLength', { field: fieldLabel, count: Number(atMost[1]) })
  return message
}

/** The form-only confirmation rule's message (issue #3), shared by sign-up and change-password. */
export const PASSWORD_MISMATCH = "Passwords don't match."
