import { and, eq, sql } from 'drizzle-orm'
import { EMAIL_VERIFICATION_TTL_HOURS, ErrorCode, PASSWORD_RESET_TTL_MINUTES } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { sessions, users, type UserRow } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { RateRule } from '../../lib/rate-limit'
import type { AccountMail } from './account-mail'
import { accountDisabled, type AuthService, type ClientInfo } from './auth.service'
import { consumeEmailToken, invalidEmailToken, issueEmailToken, revokeEmailTokens } from './email-tokens'
import { hashPassword } from './passwords'
import { recordSignInDevice } from './sign-in-devices'

/** Reset mails one address can be sent per window: enough for a lost mail, too few to flood an inbox. */
export const RESET_MAILS_PER_EMAIL = 5
/** Verification mails one account can ask for per window. */
export const VERIFICATION_MAILS_PER_USER = 5

/**
 * Forgotten passwords and address verification: single-use links by mail. A reset answers the
 * same way whether or not the address has an account, and does its mail work after answering,
 * so neither the answer nor its timing tells an outsider which addresses are registered.
 */
export function createAccountRecoveryService(deps: AppDeps, auth: AuthService, mail: AccountMail) {
  const { config, database, rateLimiter, logger, mailer } = deps
  const { db } = database
  const window = config.AUTH_RATE_WINDOW_SECONDS
  const resetByIp: RateRule = { scope: 'reset-ip', limit: config.AUTH_MAX_ATTEMPTS_PER_IP, windowSeconds: window }
  const resetByEmail: RateRule = { scope: 'reset-email', limit: RESET_MAILS_PER_EMAIL, windowSeconds: window }
  const verifyByUser: RateRule = { scope: 'verify-user', limit: VERIFICATION_MAILS_PER_USER, windowSeconds: window }

  /** Work after the answer has gone (a token and its mail); failures are logged, never surface. */
  function later(what: string, work: () => Promise<void>) {
    mailer.track(work().catch((error: unknown) => logger.error({ err: error }, `${what} failed`)))
  }

  async function sendVerification(user: UserRow) {
    const token = await issueEmailToken(db, {
      userId: user.id,
      email: user.email,
      purpose: 'email_verification',
      ttlMinutes: EMAIL_VERIFICATION_TTL_HOURS * 60,
    })
    mail.verifyEmail(user, token)
  }

  return {
    async requestPasswordReset(email: string, ip: string) {
      await rateLimiter.consume(resetByIp, ip)
      await rateLimiter.consume(resetByEmail, email)
      later('password reset mail', async () => {
        const [user] = await db.select().from(users).where(eq(users.email, email))
        if (!user || user.disabledAt) return
        const token = await issueEmailToken(db, {
          userId: user.id,
          email: user.email,
          purpose: 'password_reset',
          ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
        })
        mail.passwordReset(user, token)
      })
    },

    /**
     * Sets the new password from a reset link: the link is spent, every session of the account and
     * every other reset link stop working, and the user is signed in here. Receiving the mail proves
     * the address, so an unverified one is verified too.
     */
    async resetPassword(input: { token: string; password: string }, client: ClientInfo) {
      const passwordHash = await hashPassword(input.password)
      const user = await db.transaction(async (tx) => {
        const link = await consumeEmailToken(tx, input.token, 'password_reset')
        const [row] = await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
          // A link sent to an address the account no longer has opens nothing.
          .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
          .returning()
        if (!row) throw invalidEmailToken()
        if (row.disabledAt) throw accountDisabled()
        await tx.delete(sessions).where(eq(sessions.userId, row.id))
        await revokeEmailTokens(tx, row.id, 'password_reset')
        if (config.EMAIL_VERIFICATION === 'required') {
          const credits = await auth.grantSignupBonus(tx, row.id)
          if (credits !== null) row.credits = credits
        }
        return row
      })
      await auth.clearLoginFailures(user.email)
      mail.passwordChanged(user)
      await recordSignInDevice(db, user.id, client.userAgent)
      return auth.issueSession(user, client)
    },

    /** Sends the first verification link after sign-up, when this instance verifies addresses. */
    afterRegister(user: UserRow) {
      if (config.EMAIL_VERIFICATION !== 'required') return
      later('verification mail', () => sendVerification(user))
    },

    async resendVerification(user: UserRow) {
      if (user.emailVerifiedAt || config.EMAIL_VERIFICATION === 'off') {
        throw new AppError(ErrorCode.CONFLICT, 'This email address is already verified')
      }
      await rateLimiter.consume(verifyByUser, user.id)
      await sendVerification(user)
    },

    /** Verifies the address a link was sent to and, where sign-up credits wait for it, grants them (once). */
    async verifyEmail(token: string): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const link = await consumeEmailToken(tx, token, 'email_verification')
        const [row] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
          .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
          .returning()
        if (!row) throw invalidEmailToken()
        if (config.EMAIL_VERIFICATION === 'required') {
          const credits = await auth.grantSignupBonus(tx, row.id)
          if (credits !== null) row.credits = credits
        }
        return row
      })
    },
  }
}
