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
 * A new single-use link token for `purpose`; the account's older unused one of that purpose stops
 * working, so only the latest mail's link does. One statement on the partial unique index (one
 * unused row per account and purpose): parallel requests replace each other's row instead of each
 * adding a live one. Only the token's SHA-256 is stored.
 */
export async function issueEmailToken(
  db: Db | Tx,
  input: { userId: string; email: string; purpose: EmailTokenPurpose; ttlMinutes: number },
): Promise<string> {
  const token = newToken()
  const expiresAt = sql`now() + make_interval(mins => ${input.ttlMinutes})`
  await db
    .insert(emailTokens)
    .values({
      userId: input.userId,
      email: input.email,
      purpose: input.purpose,
      tokenHash: hashToken(token),
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [emailTokens.userId, emailTokens.purpose],
      targetWhere: isNull(emailTokens.usedAt),
      set: { tokenHash: hashToken(token), email: input.email, expiresAt, createdAt: sql`now()` },
    })
  return token
}

/** The live link a token names, without spending it (a reset checks it before hashing a password). */
export async function findLiveEmailToken(db: Db | Tx, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
  return row
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

/**
 * Every unused link of the account stops working, resets and verifications alike: a changed
 * password ends what was mailed before it, so a link from an old inbox opens nothing.
 */
export const revokeEmailTokens = (db: Db | Tx, userId: string) =>
  db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)))

/** Links used or expired more than a day ago prove nothing any more; dropping them keeps the table small. */
export async function purgeSpentEmailTokens(db: Db): Promise<number> {
  const rows = await db
    .delete(emailTokens)
    .where(sql`coalesce(${emailTokens.usedAt}, ${emailTokens.expiresAt}) < now() - interval '1 day'`)
    .returning({ id: emailTokens.id })
  return rows.length
}
