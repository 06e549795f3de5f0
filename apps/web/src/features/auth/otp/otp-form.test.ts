import { describe, expect, it } from 'vitest'
import { keepFirstCharacters } from './otp-input'

describe('the OTP input past 7 characters', () => {
  it('keeps the first 7 when more is typed', () => {
    expect(keepFirstCharacters('abc1234', 'abc123x')).toBe('abc1234')
  })
  it('accepts typing and deleting below 7', () => {
    expect(keepFirstCharacters('abc12', 'abc123')).toBe('abc123')
    expect(keepFirstCharacters('abc1234', 'abc123')).toBe('abc123')
  })
  it('lets a pasted new code replace a full one, cut to 7', () => {
    expect(keepFirstCharacters('abc1234', 'xyz9876')).toBe('xyz9876')
    expect(keepFirstCharacters('', 'xyz98765')).toBe('xyz9876')
  })
})
