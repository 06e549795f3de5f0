import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { ErrorCode, type AuthResult, type RegisterResult, type User } from '@hookline/contract'
import type { AppDeps } from '../../context'
import type { Tx } from '../../db/client'
import { announceAccountChange } from '../../db/account-changes'
import type { Config } from '../../env'
import { creditLedger, sessions, users, type UserRow } from '../../db/schema'
import { applyCreditChange } from '../credits/credit-ledger'
import { AppError, unauthorized } from '../../lib/errors'
import type { RateRule } from '../../lib/rate-limit'
import { hashPassword, verifyDecoy, verifyPassword } from './passwords'
import { hashToken, newToken } from './tokens'
import { createAccountMail } from './account-mail'
import { recordSignInDevice } from './sign-in-devices'
import { SignInDelay, type DelayRule } from './sign-in-delay'
import { sessionCacheFor } from './session-cache'
import { isAdmin } from '../admin/admin-roles'

/** The nickname defaults to the part of the email before '@', else 'User'. */
export const defaultNickname = (email: string) => email.split('@')[0]?.slice(0, 50) || 'User'

export function toUserDto(row: UserRow, config: Config): User {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    avatar_url: row.avatarUrl,
    ...(config.CREDITS_ENABLED ? { credits: { left_credits: row.credits } } : {}),
    preferences: row.preferences ?? {},
    email_verified: config.EMAIL_VERIFICATION === 'off' || row.emailVerifiedAt !== null,
    is_admin: isAdmin(row),
    created_at: row.createdAt.toISOString(),
  }
}

/** Where a sign-in came from, kept with its session for the active-sessions list. */
export interface ClientInfo {
  ip: string
  userAgent: string | undefined
}

/** A User-Agent longer than this is junk or an attack; what is kept is enough to name a browser. */
const USER_AGENT_MAX_LENGTH = 512

/**
 * `last_seen_at` / `last_active_at` are written at most this often per session: a write per
 * request would double the cost of every authenticated call for a figure shown to the minute.
 */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60_000

export const accountDisabled = () =>
  new AppError(ErrorCode.ACCOUNT_DISABLED, 'This account has been disabled. Contact the administrator of this site.')

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true
  }
  return false
}

/**
 * What sign-up did. Where addresses are verified, a taken address is answered as a new one
 * (`taken` is its owner, to be told by mail); elsewhere it is a 409 (docs/security.md says why).
 */
export type RegisterOutcome =
  | { result: RegisterResult; user: UserRow; taken?: undefined }
  | { result: RegisterResult; user?: undefined; taken: UserRow }

/**
 * Failures of one address on one account before its sign-ins are delayed are
 * AUTH_MAX_FAILURES_PER_EMAIL; the account as a whole, from every address, gets this many times more.
 */
export const ACCOUNT_WIDE_FAILURE_FACTOR = 10

/** Sessions kept per user: the newest ones; a 21st sign-in ends the oldest session. */
export const SESSIONS_MAX_PER_USER = 20

export function createAuthService(deps: AppDeps) {
  const { config, database, rateLimiter } = deps
  const { db } = database
  // Every authenticated request runs this: built once and prepared by name, so neither the query
  // builder nor PostgreSQL's parser and planner run again per request.
  const sessionQuery = db
    .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_by_token_hash')
  // Most authenticated requests are answered from memory: the rows change rarely, and every
  // write to them is announced (session-cache.ts).
  const sessionCache = sessionCacheFor(database.accountChanges)
  const loadSession = async (tokenHash: string) => {
    const [row] = await sessionQuery.execute({ tokenHash })
    return row
  }
  const mail = createAccountMail(deps)
  const window = config.AUTH_RATE_WINDOW_SECONDS
  // A wrong password slows the next try down instead of locking the account (sign-in-delay.ts):
  // per account and address, so a stranger's guesses do not hold up the owner, and per account
  // from every address, with a larger allowance, so guesses spread over many addresses slow too.
  const delays = new SignInDelay(db)
  const maxDelaySeconds = config.AUTH_RATE_WINDOW_SECONDS
  const loginByEmailAndIp: DelayRule = {
    scope: 'login-email-ip',
    free: config.AUTH_MAX_FAILURES_PER_EMAIL,
    windowSeconds: window,
    maxDelaySeconds,
  }
  const loginByEmail: DelayRule = {
    scope: 'login-email',
    free: config.AUTH_MAX_FAILURES_PER_EMAIL * ACCOUNT_WIDE_FAILURE_FACTOR,
    windowSeconds: window,
    maxDelaySeconds,
  }
  const attemptsByIp: RateRule = { scope: 'auth-ip', limit: config.AUTH_MAX_ATTEMPTS_PER_IP, windowSeconds: window }
  const registerByEmail: RateRule = {
    scope: 'register-email',
    limit: config.AUTH_MAX_FAILURES_PER_EMAIL,
    windowSeconds: window,
  }

  async function issueSession(user: UserRow, client: ClientInfo): Promise<AuthResult> {
    const token = newToken()
    await db.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + config.TOKEN_TTL_HOURS * 3_600_000),
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
      ipAddress: client.ip === 'unknown' ? null : client.ip,
    })
    // A sign-in is activity: the admin list shows it at once, not after the next 5-minute touch.
    await db
      .update(users)
      .set({ lastActiveAt: sql`now()` })
      .where(eq(users.id, user.id))
    // One row per sign-in would otherwise grow without bound (a script that logs in every run).
    await db.execute(sql`
      DELETE FROM ${sessions} WHERE ${sessions.userId} = ${user.id} AND ${sessions.id} NOT IN (
        SELECT ${sessions.id} FROM ${sessions} WHERE ${sessions.userId} = ${user.id}
        ORDER BY ${sessions.createdAt} DESC, ${sessions.expiresAt} DESC LIMIT ${SESSIONS_MAX_PER_USER})`)
    await announceAccountChange(db, [user.id])
    return { user: toUserDto(user, config), token }
  }

  /** Session and account activity, in one statement (the figures are shown to the minute). */
  async function touch(sessionId: string, userId: string) {
    await db.execute(sql`
      WITH s AS (UPDATE ${sessions} SET last_seen_at = now() WHERE ${sessions.id} = ${sessionId})
      UPDATE ${users} SET last_active_at = now() WHERE ${users.id} = ${userId}`)
  }

  /** The sign-up bonus as a ledger entry; null when there is none to give. Once per account. */
  async function grantSignupBonus(tx: Tx, userId: string): Promise<number | null> {
    if (!config.CREDITS_ENABLED || config.SIGNUP_CREDITS <= 0) return null
    const [given] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'signup_bonus')))
    if (given) return null
    return applyCreditChange(tx, { userId, delta: config.SIGNUP_CREDITS, kind: 'signup_bonus' })
  }

  return {
    mail,
    issueSession,
    grantSignupBonus,

    /** A reset link proved who this is: earlier wrong guesses no longer slow the account down. */
    clearLoginFailures: (email: string) => delays.clear(loginByEmail, email),

    async register(
      input: { email: string; password: string; nickname?: string },
      client: ClientInfo,
    ): Promise<RegisterOutcome> {
      // Every registration counts against the address: account creation is what bots spam.
      await rateLimiter.consume(attemptsByIp, client.ip)
      await rateLimiter.consume(registerByEmail, input.email)
      const verifying = config.EMAIL_VERIFICATION === 'required'
      const passwordHash = await hashPassword(input.password)
      let user: UserRow
      try {
        user = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ email: input.email, passwordHash, nickname: input.nickname ?? defaultNickname(input.email) })
            .returning()
          // Where addresses must be verified, the bonus waits for the verification link.
          if (!verifying) {
            const credits = await grantSignupBonus(tx, created.id)
            if (credits !== null) created.credits = credits
          }
          return created
        })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        if (!verifying) {
          // Sign-up signs in at once here, so a taken address cannot be answered as a new one.
          throw new AppError(ErrorCode.EMAIL_TAKEN, 'This email is already registered. Sign in instead.', {
            data: { field: 'email' },
          })
        }
        // One statement, as the new account's device record below is: the answers take alike.
        const [taken] = await db.select().from(users).where(eq(users.email, input.email))
        return { result: { verification_pending: true }, taken }
      }
      // The device an account is made on is its first known one: no "new sign-in" mail for it.
      await recordSignInDevice(db, user.id, client.userAgent)
      // Where addresses are verified, sign-up answers the same for a new and a taken address, so
      // it cannot sign in: the link comes by mail, and the password signs in.
      if (verifying) return { result: { verification_pending: true }, user }
      return { result: await issueSession(user, client), user }
    },

    async login(input: { email: string; password: string }, client: ClientInfo) {
      const { ip } = client
      // Each attempt is counted before the password is checked (one atomic upsert per counter),
      // so parallel guesses cannot all pass a check-then-count gap; a success takes it back.
      await rateLimiter.consume(attemptsByIp, ip)
      const pair = `${input.email}|${ip}`
      await delays.consume(loginByEmailAndIp, pair)
      try {
        await delays.consume(loginByEmail, input.email)
      } catch (error) {
        // Refused before the password: it was no failure of this address.
        await delays.release(loginByEmailAndIp, pair)
        throw error
      }
      const [user] = await db.select().from(users).where(eq(users.email, input.email))
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password)
      // One message for unknown email and wrong password: no account enumeration.
      if (!user || !valid) throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'Invalid email or password')
      await delays.clear(loginByEmailAndIp, pair)
      await delays.clear(loginByEmail, input.email)
      await rateLimiter.release(attemptsByIp, ip)
      // Said only to whoever knows the password: anyone else learns nothing about the account.
      if (user.disabledAt) throw accountDisabled()
      if ((await recordSignInDevice(db, user.id, client.userAgent)) === 'new') mail.newSignIn(user, client)
      return issueSession(user, client)
    },

    /**
     * Resolves a bearer token to its live session and user, or throws 401. A disabled account's
     * sessions are deleted when it is disabled; the check here covers a race with that.
     */
    async authenticate(token: string) {
      const tokenHash = hashToken(token)
      const row = await sessionCache.get(tokenHash, loadSession)
      // A kept row is checked against the clock here: a session can expire without a write.
      if (!row || row.user.disabledAt || row.expiresAt.getTime() <= Date.now()) throw unauthorized()
      if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        // Activity figures are not announced: nothing kept shows them, and they move every few minutes.
        await touch(row.sessionId, row.user.id)
        sessionCache.touched(tokenHash, row)
      }
      return { user: row.user, sessionId: row.sessionId }
    },

    async logout(sessionId: string) {
      const ended = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId })
      await announceAccountChange(
        db,
        ended.map((session) => session.userId),
      )
    },

    /** Expired sessions are useless; dropping them keeps the table small (none is served: expiry is checked). */
    async purgeExpiredSessions(): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, sql`now()`))
        .returning({ id: sessions.id })
      return rows.length
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
