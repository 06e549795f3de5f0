import { randomInt } from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import {
  ErrorCode,
  SIGN_IN_CODE_ALPHABET,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_TRIES,
  SIGN_IN_CODE_TTL_MINUTES,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { signInCodes, users } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { RateRule } from '../../lib/rate-limit'
import { writeMail } from '../../lib/mailer/mail-templates'
import { promoteIfListed } from '../admin/admin-roles'
import { accountDisabled, type AuthService, type ClientInfo } from './auth.service'
import { recordSignInDevice } from './sign-in-devices'
import { hashToken } from './tokens'
import { announceAccountChange } from '../../db/account-changes'

/** Codes one address can be sent per window: enough for a lost mail, too few to flood an inbox. */
export const SIGN_IN_CODES_PER_EMAIL = 5
/** Codes one client address may try per window: a person needs one or two; more is guessing. */
export const SIGN_IN_CODE_TRIES_PER_IP = 20

/** A user id no account has: the unknown-address path runs the same statement against it. */
const NOBODY = '00000000-0000-0000-0000-000000000000'

export const invalidSignInCode = () =>
  new AppError(
    ErrorCode.INVALID_EMAIL_TOKEN,
    'This code is wrong, was already used or has expired. Ask for a new one.',
    {
      data: { field: 'code' },
    },
  )

/** A code drawn uniformly from the alphabet (randomInt has no modulo bias). */
export const newSignInCode = (): string =>
  Array.from(
    { length: SIGN_IN_CODE_LENGTH },
    () => SIGN_IN_CODE_ALPHABET[randomInt(SIGN_IN_CODE_ALPHABET.length)],
  ).join('')

/**
 * Salted with the account id, so one digest says nothing about the same code of another account.
 * The code space is small enough to search offline, which is why a code also dies in minutes.
 */
const digest = (userId: string, code: string) => hashToken(`${userId}:${code}`)

/**
 * Sign-in with a one-time code by mail. Asking answers the same whether or not the address has an
 * account and does its work after answering (as a password reset does), so neither the answer nor
 * its timing tells an outsider which addresses are registered. A code is spent by its right use or
 * by its last allowed wrong try; a new request replaces the account's code.
 */
export function createSignInCodeService(deps: AppDeps, auth: AuthService) {
  const { config, database, rateLimiter, logger, mailer } = deps
  const { db } = database
  const window = config.AUTH_RATE_WINDOW_SECONDS
  const requestsByIp: RateRule = { scope: 'code-ip', limit: config.AUTH_MAX_ATTEMPTS_PER_IP, windowSeconds: window }
  const requestsByEmail: RateRule = { scope: 'code-email', limit: SIGN_IN_CODES_PER_EMAIL, windowSeconds: window }
  const triesByIp: RateRule = { scope: 'code-try-ip', limit: SIGN_IN_CODE_TRIES_PER_IP, windowSeconds: window }

  /** Work after the answer has gone; failures are logged, never surface. */
  function later(what: string, work: () => Promise<void>) {
    const started = new Promise<void>((resolve) => setImmediate(resolve)).then(work)
    mailer.track(started.catch((error: unknown) => logger.error({ err: error }, `${what} failed`)))
  }

  async function issue(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email))
    const code = newSignInCode()
    if (!user || user.disabledAt) {
      // The same statement and the same mail writing as for an account, sent to nobody.
      await db
        .update(signInCodes)
        .set({ attempts: 0 })
        .where(and(eq(signInCodes.userId, NOBODY), isNull(signInCodes.usedAt)))
      writeMail('sign_in_code', 'zh', email, { code, link: auth.mail.appUrl, minutes: '' })
      return
    }
    const values = {
      email: user.email,
      codeHash: digest(user.id, code),
      attempts: 0,
      createdAt: sql`now()`,
      expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_CODE_TTL_MINUTES})`,
      usedAt: null,
    }
    await db
      .insert(signInCodes)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: signInCodes.userId, set: values })
    auth.mail.signInCode(user, code)
  }

  return {
    async request(email: string, ip: string) {
      await rateLimiter.consume(requestsByIp, ip)
      await rateLimiter.consume(requestsByEmail, email)
      later('sign-in code mail', () => issue(email))
    },

    /**
     * Signs in with the code: the right code is spent in the same statement that checks it, so two
     * requests with one code cannot both sign in; a wrong one counts against the live code and the
     * last allowed wrong try spends it. Receiving the mail proves the address, so an unverified one
     * is verified (and, where ADMIN_EMAILS names it, becomes admin), as a reset link does.
     */
    async verify(input: { email: string; code: string }, client: ClientInfo) {
      await rateLimiter.consume(triesByIp, client.ip)
      const [user] = await db.select().from(users).where(eq(users.email, input.email))
      const live = (userId: string) =>
        and(eq(signInCodes.userId, userId), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, sql`now()`))
      const userId = user?.id ?? NOBODY
      const [spent] = await db
        .update(signInCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            live(userId),
            eq(signInCodes.email, input.email),
            eq(signInCodes.codeHash, digest(userId, input.code)),
            lt(signInCodes.attempts, SIGN_IN_CODE_MAX_TRIES),
          ),
        )
        .returning({ userId: signInCodes.userId })
      if (!spent || !user) {
        await db
          .update(signInCodes)
          .set({
            attempts: sql`${signInCodes.attempts} + 1`,
            usedAt: sql`CASE WHEN ${signInCodes.attempts} + 1 >= ${SIGN_IN_CODE_MAX_TRIES} THEN now() END`,
          })
          .where(live(userId))
        throw invalidSignInCode()
      }
      await rateLimiter.release(triesByIp, client.ip)
      if (user.disabledAt) throw accountDisabled()
      const signedIn = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
          .where(eq(users.id, user.id))
          .returning()
        await announceAccountChange(tx, [row.id])
        if (config.EMAIL_VERIFICATION === 'required') {
          const credits = await auth.grantSignupBonus(tx, row.id)
          if (credits !== null) row.credits = credits
        }
        return promoteIfListed(tx, config, row)
      })
      await auth.clearLoginFailures(signedIn.email)
      if ((await recordSignInDevice(db, signedIn.id, client.userAgent)) === 'new') auth.mail.newSignIn(signedIn, client)
      return auth.issueSession(signedIn, client)
    },
  }
}
