import { and, eq, sql } from 'drizzle-orm'
import { EMAIL_VERIFICATION_TTL_HOURS, ErrorCode, PASSWORD_RESET_TTL_MINUTES } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { emailTokens, sessions, users, type UserRow } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { RateRule } from '../../lib/rate-limit'
import { writeMail } from '../../lib/mailer/mail-templates'
import { isListedAdmin, promoteIfListed } from '../admin/admin-roles'
import type { AccountMail } from './account-mail'
import { accountDisabled, type AuthService, type ClientInfo, type RegisterOutcome } from './auth.service'
import {
  consumeEmailToken,
  findLiveEmailToken,
  invalidEmailToken,
  issueEmailToken,
  revokeEmailTokens,
} from './email-tokens'
import { hashPassword } from './passwords'
import { recordSignInDevice } from './sign-in-devices'
import { announceAccountChange } from '../../db/account-changes'

/** Reset mails one address can be sent per window: enough for a lost mail, too few to flood an inbox. */
export const RESET_MAILS_PER_EMAIL = 5
/** Verification mails one account can ask for per window. */
export const VERIFICATION_MAILS_PER_USER = 5
/** Reset links one client address may try per window: a person uses one or two; more is guessing. */
export const RESET_TRIES_PER_IP = 20

/** A user id no account has: the unknown-address path runs the same statement against it. */
const NOBODY = '00000000-0000-0000-0000-000000000000'

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
  const resetTriesByIp: RateRule = { scope: 'reset-try-ip', limit: RESET_TRIES_PER_IP, windowSeconds: window }
  const verifyByUser: RateRule = { scope: 'verify-user', limit: VERIFICATION_MAILS_PER_USER, windowSeconds: window }

  /**
   * Work after the answer has gone (a token and its mail); failures are logged, never surface. It
   * starts on the next turn of the event loop, so the answer never waits behind it.
   */
  function later(what: string, work: () => Promise<void>) {
    const started = new Promise<void>((resolve) => setImmediate(resolve)).then(work)
    mailer.track(started.catch((error: unknown) => logger.error({ err: error }, `${what} failed`)))
  }

  /**
   * Where the instance verifies addresses, the verification link; where it does not, only an
   * address named in ADMIN_EMAILS gets one, since admin needs a proven address (admin-roles.ts).
   */
  const wantsVerification = (user: UserRow) =>
    !user.emailVerifiedAt && (config.EMAIL_VERIFICATION === 'required' || isListedAdmin(config, user.email))

  async function sendVerification(user: UserRow) {
    const token = await issueEmailToken(db, {
      userId: user.id,
      email: user.email,
      purpose: 'email_verification',
      ttlMinutes: EMAIL_VERIFICATION_TTL_HOURS * 60,
    })
    mail.verifyEmail(user, token, config.EMAIL_VERIFICATION === 'required' ? 'verify_email' : 'verify_admin')
  }

  return {
    async requestPasswordReset(email: string, ip: string) {
      await rateLimiter.consume(resetByIp, ip)
      await rateLimiter.consume(resetByEmail, email)
      later('password reset mail', async () => {
        const [user] = await db.select().from(users).where(eq(users.email, email))
        if (!user || user.disabledAt) {
          // The same statements and the same mail writing as for an account, sent to nobody: the
          // next request on this server (the embedded database shares its thread) is not told either.
          await db
            .update(emailTokens)
            .set({ usedAt: sql`now()` })
            .where(and(eq(emailTokens.userId, NOBODY), sql`${emailTokens.usedAt} IS NULL`))
          writeMail('password_reset', 'zh', email, { link: mail.appUrl, minutes: String(PASSWORD_RESET_TTL_MINUTES) })
          return
        }
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
     * every other link (reset or verification) stop working, and the user is signed in here.
     * Receiving the mail proves the address, so an unverified one is verified too (and, if
     * ADMIN_EMAILS names it, becomes admin). The link is checked before the password is hashed,
     * and one address may try only so many links.
     */
    async resetPassword(input: { token: string; password: string }, client: ClientInfo) {
      await rateLimiter.consume(resetTriesByIp, client.ip)
      if (!(await findLiveEmailToken(db, input.token, 'password_reset'))) throw invalidEmailToken()
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
        await announceAccountChange(tx, [row.id])
        await revokeEmailTokens(tx, row.id)
        if (config.EMAIL_VERIFICATION === 'required') {
          const credits = await auth.grantSignupBonus(tx, row.id)
          if (credits !== null) row.credits = credits
        }
        return promoteIfListed(tx, config, row)
      })
      await rateLimiter.release(resetTriesByIp, client.ip)
      await auth.clearLoginFailures(user.email)
      mail.passwordChanged(user)
      await recordSignInDevice(db, user.id, client.userAgent)
      return auth.issueSession(user, client)
    },

    /**
     * After sign-up: the verification link where one is wanted; for an address that already had
     * an account (EMAIL_VERIFICATION=required answers it as a new one), a note to its owner.
     */
    afterRegister(outcome: RegisterOutcome) {
      if (outcome.taken) {
        const owner = outcome.taken
        later('sign-up attempt mail', () => Promise.resolve(mail.signUpAttempt(owner)))
        return
      }
      if (wantsVerification(outcome.user)) later('verification mail', () => sendVerification(outcome.user))
    },

    async resendVerification(user: UserRow) {
      if (!wantsVerification(user)) {
        throw new AppError(ErrorCode.CONFLICT, 'This email address is already verified')
      }
      await rateLimiter.consume(verifyByUser, user.id)
      await sendVerification(user)
    },

    /**
     * Verifies the address a link was sent to and, where sign-up credits wait for it, grants them
     * (once); an address ADMIN_EMAILS names becomes admin.
     */
    async verifyEmail(token: string): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const link = await consumeEmailToken(tx, token, 'email_verification')
        const [row] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
          .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
          .returning()
        if (!row) throw invalidEmailToken()
        await announceAccountChange(tx, [row.id])
        if (config.EMAIL_VERIFICATION === 'required') {
          const credits = await auth.grantSignupBonus(tx, row.id)
          if (credits !== null) row.credits = credits
        }
        return promoteIfListed(tx, config, row)
      })
    },
  }
}
