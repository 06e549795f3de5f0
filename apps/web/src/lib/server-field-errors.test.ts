import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { setServerFieldError } from './server-field-errors'

const invalid = (field: string, message = 'Topic must be at most 200 characters') =>
  new ApiError(40000, 'Invalid request', 400, {
    field,
    issues: [{ path: field, message, rule: 'maxLength', limit: 200 }],
  })

describe('setServerFieldError', () => {
  it('puts the rule the server names on its field, focused, for the form to word', () => {
    const setError = vi.fn()
    expect(setServerFieldError({ setError }, invalid('topic'), ['topic', 'platform'])).toBe(true)
    expect(setError).toHaveBeenCalledWith(
      'topic',
      { type: 'server', message: 'Topic must be at most 200 characters', rule: { rule: 'maxLength', limit: 200 } },
      { shouldFocus: true },
    )
  })

  it('finds a field of a nested body by its prefix', () => {
    const setError = vi.fn()
    expect(setServerFieldError({ setError }, invalid('brief.topic'), ['topic'], { prefix: 'brief.' })).toBe(true)
    expect(setError.mock.calls[0][0]).toBe('topic')
  })

  it('leaves an error the form has no field for, or one that is not the API’s, to the caller', () => {
    const setError = vi.fn()
    expect(setServerFieldError({ setError }, invalid('email'), ['topic'])).toBe(false)
    expect(setServerFieldError({ setError }, new Error('network'), ['topic'])).toBe(false)
    expect(setError).not.toHaveBeenCalled()
  })

  it('lets the form say it in its own words', () => {
    const setError = vi.fn()
    setServerFieldError({ setError }, invalid('current_password', 'Invalid credentials'), ['current_password'], {
      message: () => 'The current password is not right',
    })
    expect(setError.mock.calls[0][1]).toEqual({ type: 'server', message: 'The current password is not right' })
  })
})
