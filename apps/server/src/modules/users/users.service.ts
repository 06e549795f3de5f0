import { and, eq, ne, sql } from 'drizzle-orm'
import { ErrorCode, type UpdateProfileRequest } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { sessions, users, type UserRow } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { RateRule } from '../../lib/rate-limit'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { createAccountMail } from '../auth/account-mail'

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
        // A changed password should lock out whoever else held a session.
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)))
      })
      await rateLimiter.clear(changeByUser, user.id)
      mail.passwordChanged(user)
    },
  }
}
