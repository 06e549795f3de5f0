import { and, eq, ne, sql } from 'drizzle-orm'
import { ErrorCode, type UpdateProfileRequest } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { creditLedger, sessions, users, type UserRow } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { RateRule } from '../../lib/rate-limit'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { createAccountMail } from '../auth/account-mail'
import { revokeEmailTokens } from '../auth/email-tokens'
import { forgetInAuditLog } from '../admin/admin-audit'
import { announceAccountChange } from '../../db/account-changes'

export function createUsersService(deps: AppDeps) {
  const { config, database, rateLimiter } = deps
  const { db } = database
  const mail = createAccountMail(deps)
  // The same allowance as wrong logins: a stolen session must not become a password oracle.
  const changeByUser: RateRule = {
    scope: 'password-user',
    limit: config.AUTH_MAX_FAILURES_PER_EMAIL,
    windowSeconds: config.AUTH_RATE_WINDOW_SECONDS,
  }
  return {
    async updateProfile(user: UserRow, changes: UpdateProfileRequest): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({
          ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
          ...(changes.avatar_url !== undefined ? { avatarUrl: changes.avatar_url } : {}),
          // Merged by the database, into what the row holds when it is written: a client that only
          // knows about `theme` does not wipe `language`, and switches saved at the same moment (each
          // request read the user before the others wrote) do not undo one another.
          ...(changes.preferences
            ? { preferences: sql`${users.preferences} || ${JSON.stringify(changes.preferences)}::jsonb` }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, user.id))
        .returning()
      await announceAccountChange(db, [user.id])
      return row
    },

    async changePassword(user: UserRow, sessionId: string, current: string, next: string) {
      await rateLimiter.consume(changeByUser, user.id)
      if (!(await verifyPassword(user.passwordHash, current))) {
        throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'The current password is not correct', {
          data: { field: 'current_password' },
        })
      }
      const passwordHash = await hashPassword(next)
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, user.id))
        // A changed password should lock out whoever else held a session, and every link mailed
        // before it (a reset link read from an old inbox would undo the change).
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)))
        await revokeEmailTokens(tx, user.id)
        await announceAccountChange(tx, [user.id])
      })
      await rateLimiter.clear(changeByUser, user.id)
      mail.passwordChanged(user)
    },

    /**
     * Deletes the account once its password is typed again (the same limit as a password change:
     * a session left open is not enough). Its scripts, versions, model connections and their keys,
     * sessions, links and devices go with it (foreign keys cascade); its credit ledger entries stay,
     * for the books, with no account on them; the audit log keeps what admins did, without its address.
     */
    async deleteAccount(user: UserRow, password: string) {
      await rateLimiter.consume(changeByUser, user.id)
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'The password is not correct', {
          data: { field: 'password' },
        })
      }
      await db.transaction(async (tx) => {
        await forgetInAuditLog(tx, user.id)
        // Spelled out although the foreign key would do it: the ledger's anonymity is a promise.
        await tx.update(creditLedger).set({ userId: null }).where(eq(creditLedger.userId, user.id))
        await tx.delete(users).where(eq(users.id, user.id))
        await announceAccountChange(tx, [user.id])
      })
      await rateLimiter.clear(changeByUser, user.id)
    },
  }
}
