import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import {
  CREDIT_BALANCE_MAX,
  ErrorCode,
  type adminUserListQuerySchema,
  type AdminUser,
  type AdminUserList,
} from '@hookline/contract'
import type { z } from 'zod'
import type { AppDeps } from '../../context'
import { scriptConversations, sessions, users, type UserRow } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import { recordAdminAction } from './admin-audit'
import { isAdmin } from './admin-roles'
import { applyCreditChange, lockBalance } from '../credits/credit-ledger'
import { announceAccountChange } from '../../db/account-changes'

type ListQuery = z.output<typeof adminUserListQuerySchema>

/** `%`, `_` and `\` typed into the search box are searched for, not used as wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** What /users lists and changes: every account, its usage and its credits (admins only). */
export function createAdminService({ config, database }: Pick<AppDeps, 'config' | 'database'>) {
  const { db } = database
  // Spelled out: inside a subquery drizzle would write the outer `id` unqualified, and it would mean the conversation's.
  const scripts = sql<number>`(SELECT count(*)::int FROM ${scriptConversations} sc WHERE sc.user_id = "users"."id")`
  const verifying = config.EMAIL_VERIFICATION === 'required'

  const statusOf = (row: UserRow): AdminUser['status'] =>
    row.disabledAt ? 'disabled' : verifying && !row.emailVerifiedAt ? 'unverified' : 'active'

  const toAdminUser = (row: UserRow, scriptCount: number): AdminUser => ({
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    created_at: row.createdAt.toISOString(),
    last_active_at: row.lastActiveAt?.toISOString() ?? null,
    scripts: Number(scriptCount),
    credits: row.credits,
    status: statusOf(row),
    is_admin: isAdmin(row),
  })

  const statusFilter: Record<AdminUser['status'], SQL | undefined> = {
    disabled: isNotNull(users.disabledAt),
    unverified: verifying ? and(isNull(users.disabledAt), isNull(users.emailVerifiedAt)) : sql`false`,
    active: verifying ? and(isNull(users.disabledAt), isNotNull(users.emailVerifiedAt)) : isNull(users.disabledAt),
  }

  const sortColumn = {
    created_at: users.createdAt,
    last_active_at: users.lastActiveAt,
    email: users.email,
    credits: users.credits,
    scripts,
  } as const

  async function one(id: string): Promise<AdminUser> {
    const [row] = await db.select({ user: users, scripts }).from(users).where(eq(users.id, id))
    if (!row) throw notFound('User')
    return toAdminUser(row.user, row.scripts)
  }

  return {
    one,

    async list(query: ListQuery): Promise<AdminUserList> {
      const where = and(
        query.q ? or(ilike(users.email, likePattern(query.q)), ilike(users.nickname, likePattern(query.q))) : undefined,
        query.status ? statusFilter[query.status] : undefined,
      )
      const column = sortColumn[query.sort]
      // Never-active accounts sort last either way; the id keeps pages stable among equal values.
      const order = query.order === 'asc' ? sql`${column} ASC NULLS LAST` : sql`${column} DESC NULLS LAST`
      const rows = await db
        .select({ user: users, scripts })
        .from(users)
        .where(where)
        .orderBy(order, query.order === 'asc' ? asc(users.id) : desc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
      const [{ total }] = await db.select({ total: count() }).from(users).where(where)
      return {
        items: rows.map((row) => toAdminUser(row.user, row.scripts)),
        total: Number(total),
        page: query.page,
        pageSize: query.pageSize,
      }
    },

    /**
     * A grant or a deduction with its reason, as a ledger entry naming the admin and an audit
     * entry; never below 0, never past the 32-bit balance column (400, not the database's error).
     */
    async adjustCredits(admin: UserRow, id: string, { delta, reason }: { delta: number; reason: string }) {
      await db.transaction(async (tx) => {
        const balance = await lockBalance(tx, id)
        if (balance === undefined) throw notFound('User')
        if (balance + delta < 0) {
          throw new AppError(ErrorCode.CONFLICT, `Cannot deduct ${-delta} credits: the balance is ${balance}`, {
            data: { field: 'delta' },
          })
        }
        if (balance + delta > CREDIT_BALANCE_MAX) {
          throw new AppError(
            ErrorCode.VALIDATION_FAILED,
            `Cannot grant ${delta} credits: the balance is ${balance} and may not pass ${CREDIT_BALANCE_MAX}`,
            { data: { field: 'delta' } },
          )
        }
        await applyCreditChange(tx, {
          userId: id,
          delta,
          kind: delta > 0 ? 'admin_grant' : 'admin_deduct',
          reason,
          actorId: admin.id,
        })
        const [target] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id))
        await recordAdminAction(tx, {
          action: delta > 0 ? 'credits_granted' : 'credits_deducted',
          actor: { id: admin.id, email: admin.email },
          target: { id, email: target.email },
          reason,
          delta,
        })
      })
      return one(id)
    },

    /**
     * Disabling signs the account out everywhere at once; its data stays. An admin cannot lock
     * themself out. Either way the audit log keeps who, when and why.
     */
    async setDisabled(admin: UserRow, id: string, { disabled, reason }: { disabled: boolean; reason: string }) {
      if (disabled && id === admin.id) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'You cannot disable your own account', {
          data: { field: 'disabled' },
        })
      }
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning({ id: users.id, email: users.email })
        if (!row) throw notFound('User')
        if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id))
        await announceAccountChange(tx, [id])
        await recordAdminAction(tx, {
          action: disabled ? 'account_disabled' : 'account_enabled',
          actor: { id: admin.id, email: admin.email },
          target: row,
          reason,
        })
      })
      return one(id)
    },
  }
}
