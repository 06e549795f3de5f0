/**
 * The account rules as plain values, without zod: the schemas in auth.ts are built from them,
 * and the web's /sign-in form checks its two fields with them without loading zod
 * (docs/decisions/015-sign-in-bundle-budget.md). Import from '@hookline/contract/auth-rules'
 * where zod must not be pulled in.
 */

/** The minimum the spec states. */
export const PASSWORD_MIN_LENGTH = 7
/** argon2 cost grows with input; a bound keeps one request from hashing megabytes. */
export const PASSWORD_MAX_LENGTH = 128
/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254
export const NICKNAME_MAX_LENGTH = 50
export const AVATAR_URL_MAX_LENGTH = 2048

/**
 * zod 4's default `z.email()` pattern, pinned here so the server's schema and the web's zod-free
 * check accept exactly the same addresses.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** English messages for API clients; forms word an error by the rule it broke (field-rules.ts). */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  nicknameRequired: 'Nickname is required',
  nicknameTooLong: `Nickname must be at most ${NICKNAME_MAX_LENGTH} characters long`,
  avatarUrlTooLong: 'Avatar URL is too long',
  avatarUrlNotHttps: 'Avatar URL must be an https:// link',
  currentPasswordRequired: 'Current password is required',
} as const
