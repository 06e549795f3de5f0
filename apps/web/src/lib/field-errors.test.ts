import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import { avatarUrlSchema, briefSchema, loginRequestSchema, nicknameSchema } from '@hookline/contract'
import { contractResolver } from './contract-resolver'
import { fieldErrorText, PASSWORD_MISMATCH } from './field-errors'
import { serverFieldError } from './server-field-errors'

// Echoes key + options so the wording chosen is visible without loading translations.
const t = ((key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`) as unknown as TFunction

const resolverOptions = { fields: {}, shouldUseNativeValidation: false }

/** What the form shows under `field` after checking `values` against `schema`. */
async function shown(schema: z.ZodType, values: unknown, field: string, label = 'Label') {
  const { errors } = await contractResolver(schema as z.ZodType<unknown, Record<string, unknown>>)(
    values as Record<string, unknown>,
    undefined,
    resolverOptions,
  )
  return fieldErrorText(t, errors[field] as Parameters<typeof fieldErrorText>[1], label)
}

describe('form errors are worded by the rule broken, never by the English message', () => {
  it('says required, invalid email and a minimum length with its limit', async () => {
    expect(await shown(loginRequestSchema, { email: '', password: '' }, 'email', 'Email')).toBe(
      'common:validation.required{"field":"Email"}',
    )
    expect(await shown(loginRequestSchema, { email: 'nope', password: 'short' }, 'email')).toBe(
      'common:validation.invalidEmail{"field":"Label"}',
    )
    expect(await shown(loginRequestSchema, { email: 'nope', password: 'short' }, 'password', 'Password')).toBe(
      'common:validation.minLength{"field":"Password","limit":7}',
    )
  })

  it('says a maximum, an https link and text that cannot be saved', async () => {
    const profile = z.object({ nickname: nicknameSchema, avatar_url: avatarUrlSchema })
    const ok = { nickname: 'Ann', avatar_url: 'https://example.com/a.png' }
    expect(await shown(profile, { ...ok, nickname: 'x'.repeat(51) }, 'nickname', 'Nickname')).toBe(
      'common:validation.maxLength{"field":"Nickname","limit":50}',
    )
    expect(await shown(profile, { ...ok, avatar_url: 'http://example.com/a.png' }, 'avatar_url', 'Avatar URL')).toBe(
      'common:validation.httpsUrl{"field":"Avatar URL"}',
    )
    expect(await shown(profile, { ...ok, nickname: 'a\u0000b' }, 'nickname', 'Nickname')).toBe(
      'common:validation.unstorableText{"field":"Nickname"}',
    )
  })

  it('says a number out of range, and a missing one as required', async () => {
    expect(await shown(briefSchema, { topic: 'x', platform: 'douyin', duration_seconds: 2 }, 'duration_seconds')).toBe(
      'common:validation.minValue{"field":"Label","limit":5}',
    )
    expect(await shown(briefSchema, { platform: 'douyin' }, 'topic')).toBe(
      'common:validation.required{"field":"Label"}',
    )
  })

  it("says the form's own rule: the confirmation must match", async () => {
    const confirmed = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((values) => values.password === values.confirm, { ...PASSWORD_MISMATCH, path: ['confirm'] })
    expect(await shown(confirmed, { password: 'new-password', confirm: 'other' }, 'confirm')).toBe(
      'common:validation.passwordMismatch{"field":"Label"}',
    )
  })

  it('shows a form’s own words as they are, and nothing for no error', () => {
    expect(fieldErrorText(t, { type: 'server', message: 'Wrong current password' }, 'Label')).toBe(
      'Wrong current password',
    )
    expect(fieldErrorText(t, undefined, 'Email')).toBeUndefined()
  })
})

describe('serverFieldError reads the envelope data', () => {
  it("takes the named field's own issue: its message and the rule it broke", () => {
    const data = {
      field: 'nickname',
      issues: [
        { path: 'nickname', message: 'Nickname must be at most 50 characters long', rule: 'maxLength', limit: 50 },
      ],
    }
    expect(serverFieldError({ message: 'nickname: Nickname must be at most 50 characters long', data })).toEqual({
      field: 'nickname',
      message: 'Nickname must be at most 50 characters long',
      rule: { rule: 'maxLength', limit: 50 },
    })
  })

  it('falls back to the error message, and to nothing without a field', () => {
    expect(
      serverFieldError({ message: 'The current password is not correct', data: { field: 'current_password' } }),
    ).toEqual({ field: 'current_password', message: 'The current password is not correct' })
    expect(serverFieldError({ message: 'Too many attempts', data: { retryAfterSeconds: 3 } })).toBeNull()
    expect(serverFieldError({ message: 'Server error', data: null })).toBeNull()
  })

  it('ignores a rule it does not know', () => {
    const data = { field: 'topic', issues: [{ path: 'topic', message: 'Odd', rule: 'mystery' }] }
    expect(serverFieldError({ message: 'topic: Odd', data })).toEqual({ field: 'topic', message: 'Odd' })
  })
})
