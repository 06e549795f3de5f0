import { z } from 'zod'
import { emailSchema, passwordSchema } from './auth'
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from './auth-rules'
import { storableText } from './envelope'

// ---------------------------------------------------------------------------------------------
// Mail links: password reset and address verification
// ---------------------------------------------------------------------------------------------

export const EMAIL_TOKEN_PURPOSES = ['password_reset', 'email_verification'] as const
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number]

/** A reset link works this long; a verification link longer, since it is not a key to the account. */
export const PASSWORD_RESET_TTL_MINUTES = 30
export const EMAIL_VERIFICATION_TTL_HOURS = 48

/** Tokens are 32 random bytes in base64url (43 characters); anything far off is not one of ours. */
export const emailTokenSchema = storableText(z.string()).trim().min(20).max(200)

export const forgotPasswordRequestSchema = z.object({ email: emailSchema })
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>

export const resetPasswordRequestSchema = z.object({ token: emailTokenSchema, password: passwordSchema })
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>

export const verifyEmailRequestSchema = z.object({ token: emailTokenSchema })
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>

// ---------------------------------------------------------------------------------------------
// Notifications: which mails a user wants
// ---------------------------------------------------------------------------------------------

/** Security mails (a sign-in from a new device, a changed password) are on unless turned off. */
export const NOTIFICATION_DEFAULTS = { security_emails: true, product_news: false } as const

export const notificationSettingsSchema = z
  .object({ security_emails: z.boolean().optional(), product_news: z.boolean().optional() })
  .strict()
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

/** Stored settings with every default filled in: what the API returns. */
export const resolvedNotificationSettingsSchema = z.object({ security_emails: z.boolean(), product_news: z.boolean() })
export type ResolvedNotificationSettings = z.infer<typeof resolvedNotificationSettingsSchema>

export const resolveNotificationSettings = (
  stored: NotificationSettings | null | undefined,
): ResolvedNotificationSettings => ({
  ...NOTIFICATION_DEFAULTS,
  ...(stored ?? {}),
})

// ---------------------------------------------------------------------------------------------
// Active sessions
// ---------------------------------------------------------------------------------------------

export const sessionInfoSchema = z.object({
  id: z.string(),
  /** Read from the User-Agent: 'Chrome', 'Safari'…; null when it says nothing recognisable. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device_type: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof sessionInfoSchema>

// ---------------------------------------------------------------------------------------------
// Credit ledger
// ---------------------------------------------------------------------------------------------

/**
 * Why a balance changed. `opening_balance` is what an account already had when the ledger began;
 * credits are charged only when a generation finishes, so a stopped or failed one has nothing to
 * refund (its hold is released, not charged).
 */
export const CREDIT_ENTRY_KINDS = [
  'opening_balance',
  'signup_bonus',
  'generation',
  'admin_grant',
  'admin_deduct',
] as const
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number]

export const creditEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  reason: z.string().nullable(),
  /** The admin who made an adjustment (email), when known. */
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  /** The script a generation paid for, while it exists. */
  script: z.object({ id: z.string(), title: z.string() }).nullable(),
  model: z.string().nullable(),
  created_at: z.string(),
})
export type CreditEntry = z.infer<typeof creditEntrySchema>

export const LEDGER_PAGE_SIZES = [10, 20, 50] as const
export const ledgerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (LEDGER_PAGE_SIZES as readonly number[]).includes(size), 'Page size must be 10, 20 or 50')
    .default(20),
})
export type LedgerQuery = z.input<typeof ledgerQuerySchema>

export const creditLedgerPageSchema = z.object({
  items: z.array(creditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  balance: z.number().int(),
})
export type CreditLedgerPage = z.infer<typeof creditLedgerPageSchema>

// ---------------------------------------------------------------------------------------------
// Admin: /users
// ---------------------------------------------------------------------------------------------

export const ADMIN_USER_STATUSES = ['active', 'unverified', 'disabled'] as const
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number]

export const ADMIN_USER_SORTS = ['created_at', 'last_active_at', 'email', 'credits', 'scripts'] as const
export const ADMIN_USER_PAGE_SIZES = [10, 20, 50, 100] as const

export const adminUserListQuerySchema = z.object({
  q: storableText(z.string()).trim().max(254).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (ADMIN_USER_PAGE_SIZES as readonly number[]).includes(size),
      'Page size must be 10, 20, 50 or 100',
    )
    .default(20),
})
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickname: z.string(),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
  scripts: z.number().int(),
  credits: z.number().int(),
  status: z.enum(ADMIN_USER_STATUSES),
  is_admin: z.boolean(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminUserList = z.infer<typeof adminUserListSchema>

/** The balance column is a 32-bit integer: a grant that would pass it is refused (400), not a 500. */
export const CREDIT_BALANCE_MAX = 2_147_483_647

/** One adjustment moves at most this many credits either way: a typo should not mint millions. */
export const CREDIT_ADJUSTMENT_MAX = 100_000
export const CREDIT_REASON_MAX_LENGTH = 200

export const creditAdjustmentRequestSchema = z.object({
  /** Positive grants, negative deducts; a deduction never takes the balance below 0 (409). */
  delta: z
    .number()
    .int()
    .min(-CREDIT_ADJUSTMENT_MAX)
    .max(CREDIT_ADJUSTMENT_MAX)
    .refine((delta) => delta !== 0, 'Enter a number of credits other than 0'),
  reason: storableText(z.string()).trim().min(1, 'A reason is required').max(CREDIT_REASON_MAX_LENGTH),
})
export type CreditAdjustmentRequest = z.input<typeof creditAdjustmentRequestSchema>

/** Why an admin disabled or enabled an account: kept in the audit log with who did it and when. */
export const adminUserStatusRequestSchema = z
  .object({
    disabled: z.boolean(),
    reason: storableText(z.string({ error: 'A reason is required' }))
      .trim()
      .min(1, 'A reason is required')
      .max(CREDIT_REASON_MAX_LENGTH),
  })
  .strict()
export type AdminUserStatusRequest = z.input<typeof adminUserStatusRequestSchema>

/** What Billing shows besides the ledger: the balance, what a generation costs and whom to ask for more. */
export const creditSummarySchema = z.object({
  balance: z.number().int(),
  /** Credits one finished model generation costs; offline drafts and hand edits cost nothing. */
  cost_per_generation: z.number().int(),
  /** The instance's admin contact (ADMIN_CONTACT): an email address or a URL; null when not configured. */
  admin_contact: z.string().nullable(),
})
export type CreditSummary = z.infer<typeof creditSummarySchema>

// ---------------------------------------------------------------------------------------------
// Roles, the admin audit log, the first admin's claim and account deletion
// ---------------------------------------------------------------------------------------------

export const USER_ROLES = ['creator', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]
/** How an account became admin: its proven address is in ADMIN_EMAILS, or it claimed the setup token. */
export const ADMIN_VIAS = ['admin_emails', 'setup_token'] as const
export type AdminVia = (typeof ADMIN_VIAS)[number]

export const ADMIN_AUDIT_ACTIONS = [
  'credits_granted',
  'credits_deducted',
  'account_disabled',
  'account_enabled',
  'admin_claimed',
  'admin_granted',
  'admin_revoked',
] as const
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number]

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  /** Who did it; null when the server did (ADMIN_EMAILS read at start-up). Email null once deleted. */
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }).nullable(),
  /** To whom; null fields once that account is deleted. */
  target: z.object({ id: z.string().nullable(), email: z.string().nullable() }).nullable(),
  reason: z.string().nullable(),
  /** Credits moved, for grants and deductions. */
  delta: z.number().int().nullable(),
  created_at: z.string(),
})
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>

/** Pages of the audit log: the ledger's paging. */
export const adminAuditQuerySchema = ledgerQuerySchema.extend({})
export const adminAuditPageSchema = z.object({
  items: z.array(adminAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>

/** The one-time token the server prints at start while it has no administrator. */
export const adminClaimRequestSchema = z.object({ token: emailTokenSchema }).strict()
export type AdminClaimRequest = z.input<typeof adminClaimRequestSchema>

/** Deleting one's account asks for the password again: a session left open is not enough. */
export const deleteAccountRequestSchema = z
  .object({
    password: storableText(z.string({ error: AUTH_MESSAGES.passwordRequired }))
      .min(1, AUTH_MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH),
  })
  .strict()
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>
