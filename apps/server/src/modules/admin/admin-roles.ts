import { and, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import type { AppDeps } from '../../context'
import type { Db, Tx } from '../../db/client'
import { announceAccountChange } from '../../db/account-changes'
import type { Config } from '../../env'
import { adminSetupTokens, users, type UserRow } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { RateRule } from '../../lib/rate-limit'
import { hashToken, newToken } from '../auth/tokens'
import { recordAdminAction } from './admin-audit'

/**
 * Who is an administrator. The role is stored on the account and read from
 * there; it is granted only
 * - to an address named in ADMIN_EMAILS once it is proven by a link mailed to it (a verification
 *   or reset link), whatever EMAIL_VERIFICATION says: naming an address is not owning it, and
 *   whoever registered it first must not be admin; or
 * - by claiming the one-time setup token the server prints at start while it has no admin.
 * An ADMIN_EMAILS admin whose address leaves the setting is a creator again at the next start.
 */
export const isAdmin = (user: Pick<UserRow, 'role'>) => user.role === 'admin'

export const isListedAdmin = (config: Config, email: string) => config.ADMIN_EMAILS.includes(email)

/** The setup token works this long; a restart while there is still no admin prints a new one. */
export const SETUP_TOKEN_TTL_HOURS = 24

/**
 * In the transaction that proved `row`'s address: a listed address becomes admin (and the audit
 * log says so). Returns the row as it now is.
 */
export async function promoteIfListed(tx: Tx, config: Config, row: UserRow): Promise<UserRow> {
  if (isAdmin(row) || !row.emailVerifiedAt || !isListedAdmin(config, row.email)) return row
  const [updated] = await tx
    .update(users)
    .set({ role: 'admin', adminVia: 'admin_emails', updatedAt: sql`now()` })
    .where(and(eq(users.id, row.id), eq(users.role, 'creator')))
    .returning()
  if (!updated) return row
  await announceAccountChange(tx, [row.id])
  await recordAdminAction(tx, {
    action: 'admin_granted',
    target: { id: row.id, email: row.email },
    reason: 'ADMIN_EMAILS; address verified by mail',
  })
  return updated
}

/**
 * At start-up: listed, verified addresses become admin; admins that ADMIN_EMAILS made and no
 * longer names become creators. Returns what changed and which listed addresses still wait for
 * their verification link (the log says so).
 */
export async function syncListedAdmins(db: Db, config: Config) {
  const listed = config.ADMIN_EMAILS
  return db.transaction(async (tx) => {
    const granted = listed.length
      ? await tx
          .update(users)
          .set({ role: 'admin', adminVia: 'admin_emails', updatedAt: sql`now()` })
          .where(and(inArray(users.email, listed), isNotNull(users.emailVerifiedAt), eq(users.role, 'creator')))
          .returning({ id: users.id, email: users.email })
      : []
    const revoked = await tx
      .update(users)
      .set({ role: 'creator', adminVia: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(users.role, 'admin'),
          eq(users.adminVia, 'admin_emails'),
          listed.length ? notInArray(users.email, listed) : undefined,
        ),
      )
      .returning({ id: users.id, email: users.email })
    // Other nodes may be serving these accounts' sessions with the role they had.
    await announceAccountChange(
      tx,
      [...granted, ...revoked].map((u) => u.id),
    )
    for (const target of granted)
      await recordAdminAction(tx, { action: 'admin_granted', target, reason: 'ADMIN_EMAILS; address verified by mail' })
    for (const target of revoked)
      await recordAdminAction(tx, { action: 'admin_revoked', target, reason: 'no longer in ADMIN_EMAILS' })
    const waiting = listed.length
      ? await tx
          .select({ email: users.email })
          .from(users)
          .where(and(inArray(users.email, listed), isNull(users.emailVerifiedAt)))
      : []
    return {
      granted: granted.map((u) => u.email),
      revoked: revoked.map((u) => u.email),
      unverified: waiting.map((u) => u.email),
    }
  })
}

/**
 * While no account is admin: a new one-time setup token (any earlier one stops working), for the
 * start-up log. Null, and no token left, once an admin exists.
 */
export async function issueAdminSetupToken(db: Db): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.delete(adminSetupTokens)
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
    if (admin) return null
    const token = newToken()
    await tx.insert(adminSetupTokens).values({
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(hours => ${SETUP_TOKEN_TTL_HOURS})`,
    })
    return token
  })
}

const invalidSetupToken = () =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'This setup token is invalid, was already used or has expired', {
    data: { field: 'token' },
  })

/** Claims admin for the signed-in account with the setup token: once, and only while there is no admin. */
export function createAdminClaim({
  config,
  database,
  rateLimiter,
}: Pick<AppDeps, 'config' | 'database' | 'rateLimiter'>) {
  const { db } = database
  // Tokens are 256 random bits, so guessing is hopeless anyway; this keeps the route quiet.
  const claimsByUser: RateRule = { scope: 'admin-claim', limit: 10, windowSeconds: config.AUTH_RATE_WINDOW_SECONDS }
  return async (user: UserRow, token: string): Promise<UserRow> => {
    await rateLimiter.consume(claimsByUser, user.id)
    if (config.EMAIL_VERIFICATION === 'required' && !user.emailVerifiedAt) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Verify your email address before you claim administrator')
    }
    return db.transaction(async (tx) => {
      const [spent] = await tx
        .delete(adminSetupTokens)
        .where(and(eq(adminSetupTokens.tokenHash, hashToken(token)), sql`${adminSetupTokens.expiresAt} > now()`))
        .returning({ tokenHash: adminSetupTokens.tokenHash })
      if (!spent) throw invalidSetupToken()
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), ne(users.id, user.id)))
        .limit(1)
      if (other) throw invalidSetupToken()
      const [row] = await tx
        .update(users)
        .set({ role: 'admin', adminVia: 'setup_token', updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning()
      await announceAccountChange(tx, [user.id])
      await recordAdminAction(tx, {
        action: 'admin_claimed',
        actor: { id: user.id, email: user.email },
        target: { id: user.id, email: user.email },
        reason: 'setup token from the server log',
      })
      return row
    })
  }
}
