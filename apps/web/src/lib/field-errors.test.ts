import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import { loginRequestSchema } from '@hookline/contract'
import { translateFieldError } from './field-errors'
import { serverFieldError } from './server-field-errors'

// Echoes key + options so the mapping is visible without loading translations.
const t = ((key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`) as unknown as TFunction

const messagesOf = (input: unknown) => {
  const result = loginRequestSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('translateFieldError maps every contract message to a key', () => {
  it('covers required, invalid email and minimum length', () => {
    const [emailRequired, passwordRequired] = messagesOf({ email: '', password: '' })
    expect(translateFieldError(t, emailRequired, 'Email')).toBe('common:validation.required{"field":"Email"}')
    expect(translateFieldError(t, passwordRequired, 'Password')).toBe('common:validation.required{"field":"Password"}')
    const [invalidEmail, tooShort] = messagesOf({ email: 'nope', password: 'short' })
    expect(translateFieldError(t, invalidEmail, 'Email')).toBe('common:validation.invalidEmail')
    expect(translateFieldError(t, tooShort, 'Password')).toBe(
      'common:validation.minLength{"field":"Password","count":7}',
    )
  })

  it('covers the sign-up mismatch and passes nothing through for no error', () => {
    expect(translateFieldError(t, "Passwords don't match.", 'Confirm Password')).toBe(
      'common:validation.passwordMismatch',
    )
    expect(translateFieldError(t, undefined, 'Email')).toBeUndefined()
  })
})

describe('settings messages', () => {
  it('maps nickname and avatar rules to keys', () => {
    expect(translateFieldError(t, 'Nickname must be at most 50 characters long', 'Nickname')).toBe(
      'common:validation.maxLength{"field":"Nickname","count":50}',
    )
    expect(translateFieldError(t, 'Avatar URL must be an https:// link', 'Avatar URL')).toBe(
      'common:validation.httpsUrl{"field":"Avatar URL"}',
    )
    expect(translateFieldError(t, 'Current password is required', 'Current password')).toBe(
      'common:validation.required{"field":"Current password"}',
    )
  })
})

describe('serverFieldError reads the envelope data', () => {
  it("takes the named field's own issue message", () => {
    const data = { field: 'nickname', issues: [{ path: 'nickname', message: 'Nickname is required' }] }
    expect(serverFieldError({ message: 'nickname: Nickname is required', data })).toEqual({
      field: 'nickname',
      message: 'Nickname is required',
    })
  })

  it('falls back to the error message, and to nothing without a field', () => {
    expect(
      serverFieldError({ message: 'The current password is not correct', data: { field: 'current_password' } }),
    ).toEqual({ field: 'current_password', message: 'The current password is not correct' })
    expect(serverFieldError({ message: 'Too many attempts', data: { retryAfterSeconds: 3 } })).toBeNull()
    expect(serverFieldError({ message: 'Server error', data: null })).toBeNull()
  })
})
