import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { ErrorCode, type EmailTokenPurpose } from '@hookline/contract'
import type { Db, Tx } from '../../db/client'
import { emailTokens } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { hashToken, newToken } from './tokens'

export const invalidEmailToken = () =>
  new AppError(
    ErrorCode.INVALID_EMAIL_TOKEN,
    'This link is invalid, was already used or has expired. Ask for a new one.',
  )

/**
 * A new single-use link token for `purpose`; every older unused one of that purpose for the account
 * stops working, so only the latest mail's link does. Only its SHA-256 is stored.
 */
export async function issueEmailToken(
  db: Db | Tx,
  input: { userId: string; email: string; purpose: EmailTokenPurpose; ttlMinutes: number },
): Promise<string> {
  const token = newToken()
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(emailTokens.userId, input.userId), eq(emailTokens.purpose, input.purpose), isNull(emailTokens.usedAt)),
    )
  await db.insert(emailTokens).values({
    userId: input.userId,
    email: input.email,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${input.ttlMinutes})`,
  })
  return token
}

/**
 * Marks the token used and returns it, in the caller's transaction: of two requests with one
 * link, only the one whose UPDATE matched an unused row gets it. Unknown, used or expired → 400.
 */
export async function consumeEmailToken(tx: Tx, token: string, purpose: EmailTokenPurpose) {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning()
  if (!row) throw invalidEmailToken()
  return row
}

/** Every unused link of `purpose` for the account stops working (a reset revokes the others). */
export const revokeEmailTokens = (db: Db | Tx, userId: string, purpose: EmailTokenPurpose) =>
  db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))

/** Links used or expired more than a day ago prove nothing any more; dropping them keeps the table small. */
export async function purgeSpentEmailTokens(db: Db): Promise<number> {
  const rows = await db
    .delete(emailTokens)
    .where(sql`coalesce(${emailTokens.usedAt}, ${emailTokens.expiresAt}) < now() - interval '1 day'`)
    .returning({ id: emailTokens.id })
  return rows.length
}
