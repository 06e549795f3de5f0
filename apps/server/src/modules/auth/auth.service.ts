import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { ErrorCode, type AuthResult, type User } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { sessions, users, type UserRow } from '../../db/schema'
import { AppError, unauthorized } from '../../lib/errors'
import type { RateRule } from '../../lib/rate-limit'
import { hashPassword, verifyDecoy, verifyPassword } from './passwords'
import { hashToken, newToken } from './tokens'

/** SPEC §3: the nickname defaults to the part of the email before '@', else 'User'. */
export const defaultNickname = (email: string) => email.split('@')[0]?.slice(0, 50) || 'User'

export function toUserDto(row: UserRow, creditsEnabled: boolean): User {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    avatar_url: row.avatarUrl,
    ...(creditsEnabled ? { credits: { left_credits: row.credits } } : {}),
    preferences: row.preferences ?? {},
    created_at: row.createdAt.toISOString(),
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true
  }
  return false
}

/** Sessions kept per user: the newest ones; a 21st sign-in ends the oldest session. */
export const SESSIONS_MAX_PER_USER = 20

export function createAuthService({ config, database, rateLimiter }: AppDeps) {
  const { db } = database
  const window = config.AUTH_RATE_WINDOW_SECONDS
  const loginByEmail: RateRule = { scope: 'login-email', limit: config.AUTH_MAX_FAILURES_PER_EMAIL, windowSeconds: window }
  const attemptsByIp: RateRule = { scope: 'auth-ip', limit: config.AUTH_MAX_ATTEMPTS_PER_IP, windowSeconds: window }
  const registerByEmail: RateRule = { scope: 'register-email', limit: config.AUTH_MAX_FAILURES_PER_EMAIL, windowSeconds: window }

  async function issueSession(user: UserRow): Promise<AuthResult> {
    const token = newToken()
    await db.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + config.TOKEN_TTL_HOURS * 3_600_000),
    })
    // One row per sign-in would otherwise grow without bound (a script that logs in every run).
    await db.execute(sql`
      DELETE FROM ${sessions} WHERE ${sessions.userId} = ${user.id} AND ${sessions.id} NOT IN (
        SELECT ${sessions.id} FROM ${sessions} WHERE ${sessions.userId} = ${user.id}
        ORDER BY ${sessions.createdAt} DESC, ${sessions.expiresAt} DESC LIMIT ${SESSIONS_MAX_PER_USER})`)
    return { user: toUserDto(user, config.CREDITS_ENABLED), token }
  }

  return {
    async register(input: { email: string; password: string; nickname?: string }, ip: string) {
      // Every registration counts against the address: account creation is what bots spam.
      await rateLimiter.consume(attemptsByIp, ip)
      await rateLimiter.consume(registerByEmail, input.email)
      const passwordHash = await hashPassword(input.password)
      let user: UserRow
      try {
        ;[user] = await db
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            nickname: input.nickname ?? defaultNickname(input.email),
            credits: config.CREDITS_ENABLED ? config.SIGNUP_CREDITS : 0,
          })
          .returning()
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError(ErrorCode.EMAIL_TAKEN, 'This email is already registered. Sign in instead.', {
            data: { field: 'email' },
          })
        }
        throw error
      }
      return issueSession(user)
    },

    async login(input: { email: string; password: string }, ip: string) {
      // Each attempt is counted as a failure before the password is checked (one atomic upsert),
      // so parallel guesses cannot all pass a check-then-count gap; a success takes it back.
      await rateLimiter.consume(attemptsByIp, ip)
      await rateLimiter.consume(loginByEmail, input.email)
      const [user] = await db.select().from(users).where(eq(users.email, input.email))
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password)
      // One message for unknown email and wrong password: no account enumeration.
      if (!user || !valid) throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'Invalid email or password')
      await rateLimiter.clear(loginByEmail, input.email)
      await rateLimiter.release(attemptsByIp, ip)
      return issueSession(user)
    },

    /** Resolves a bearer token to its live session and user, or throws 401. */
    async authenticate(token: string) {
      const [row] = await db
        .select({ user: users, sessionId: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
      if (!row) throw unauthorized()
      return row
    },

    async logout(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId))
    },

    /** Expired sessions are useless; dropping them keeps the table small. */
    async purgeExpiredSessions(): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id })
      return rows.length
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
