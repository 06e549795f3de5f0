import { z } from 'zod'
import {
  AUTH_MESSAGES,
  AVATAR_URL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-rules'
import { storableText } from './envelope'

export const emailSchema = storableText(z.string({ error: AUTH_MESSAGES.emailRequired }))
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: AUTH_MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase())

export const passwordSchema = storableText(z.string({ error: AUTH_MESSAGES.passwordRequired }))
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)

export const nicknameSchema = storableText(z.string())
  .trim()
  .min(1, AUTH_MESSAGES.nicknameRequired)
  .max(NICKNAME_MAX_LENGTH, AUTH_MESSAGES.nicknameTooLong)

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
})
export type LoginRequest = z.input<typeof loginRequestSchema>

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  nickname: nicknameSchema.optional(),
})
export type RegisterRequest = z.input<typeof registerRequestSchema>

export const themeSchema = z.enum(['light', 'dark', 'system'])
export const fontSchema = z.enum(['inter', 'manrope', 'system'])
export const languageSchema = z.enum(['en', 'zh'])
export type Theme = z.infer<typeof themeSchema>
export type Font = z.infer<typeof fontSchema>
export type Language = z.infer<typeof languageSchema>

export const preferencesSchema = z.object({
  theme: themeSchema.optional(),
  font: fontSchema.optional(),
  language: languageSchema.optional(),
})
export type Preferences = z.infer<typeof preferencesSchema>

/** Credits appear only when the account has credit accounting. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickname: z.string(),
  avatar_url: z.string().nullable(),
  credits: z.object({ left_credits: z.number().int() }).optional(),
  preferences: preferencesSchema,
  /** False until the address is verified by mail (always true where the instance does not verify). */
  email_verified: z.boolean(),
  /** The account's stored role is admin (a proven ADMIN_EMAILS address or the setup claim): may open /users. */
  is_admin: z.boolean(),
  created_at: z.string(),
})
export type User = z.infer<typeof userSchema>

export const authResultSchema = z.object({
  user: userSchema,
  token: z.string(),
})
export type AuthResult = z.infer<typeof authResultSchema>

/**
 * Where addresses must be verified (EMAIL_VERIFICATION=required), sign-up does not sign in: it
 * answers this, the same for a new address and a taken one, and the mail says what to do next.
 */
export const verificationPendingSchema = z.object({ verification_pending: z.literal(true) })
export const registerResultSchema = z.union([authResultSchema, verificationPendingSchema])
export type RegisterResult = z.infer<typeof registerResultSchema>

/** Avatars are links, not uploads; https only so a page never mixes content. */
export const avatarUrlSchema = storableText(z.string())
  .trim()
  .max(AVATAR_URL_MAX_LENGTH, AUTH_MESSAGES.avatarUrlTooLong)
  .pipe(z.url({ protocol: /^https$/, error: AUTH_MESSAGES.avatarUrlNotHttps }))

export const updateProfileRequestSchema = z
  .object({
    nickname: nicknameSchema.optional(),
    avatar_url: avatarUrlSchema.nullable().optional(),
    preferences: preferencesSchema.optional(),
  })
  .strict()
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>

export const changePasswordRequestSchema = z.object({
  current_password: storableText(z.string()).min(1, AUTH_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  new_password: passwordSchema,
})
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>

/**
 * One-time sign-in codes by mail: 7 characters (the OTP page's two groups of 3 and 4) from an
 * alphabet without look-alikes (no 0/O, 1/I/L, U/V), so a code read off a phone can be typed
 * without doubt. Input is upper-cased, so a code typed in lower case works too.
 */
export const SIGN_IN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'
export const SIGN_IN_CODE_LENGTH = 7
export const SIGN_IN_CODE_TTL_MINUTES = 10
/** Wrong tries one code survives: the 5th wrong one spends it, and a new code must be asked for. */
export const SIGN_IN_CODE_MAX_TRIES = 5

export const signInCodeRequestSchema = z.object({ email: emailSchema })
export type SignInCodeRequest = z.input<typeof signInCodeRequestSchema>

export const signInCodeVerifySchema = z.object({
  email: emailSchema,
  code: storableText(z.string({ error: 'The code is required' }))
    .transform((code) => code.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(z.string().length(SIGN_IN_CODE_LENGTH, `The code is ${SIGN_IN_CODE_LENGTH} characters long`)),
})
export type SignInCodeVerify = z.input<typeof signInCodeVerifySchema>

/** The social sign-in providers this server offers (the operator set their id and secret). */
export const oauthProvidersSchema = z.object({ github: z.boolean(), google: z.boolean() })
export type OAuthProviders = z.infer<typeof oauthProvidersSchema>
