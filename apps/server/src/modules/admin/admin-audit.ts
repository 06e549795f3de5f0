import { count, desc, eq } from 'drizzle-orm'
import type { AdminAuditAction, AdminAuditPage } from '@hookline/contract'
import type { Db, Tx } from '../../db/client'
import { adminAuditLog } from '../../db/schema'

export interface AuditEntry {
  action: AdminAuditAction
  /** The admin who acted; omitted when the server did it (ADMIN_EMAILS at start-up). */
  actor?: { id: string; email: string }
  target: { id: string; email: string }
  reason?: string | null
  delta?: number
}

/** One admin action, written in the transaction that makes it, so an action is never without its entry. */
export async function recordAdminAction(tx: Db | Tx, entry: AuditEntry) {
  await tx.insert(adminAuditLog).values({
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    targetId: entry.target.id,
    targetEmail: entry.target.email,
    reason: entry.reason ?? null,
    delta: entry.delta ?? null,
  })
}

/** Newest first. */
export async function auditPage(db: Db, page: number, pageSize: number): Promise<AdminAuditPage> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [{ total }] = await db.select({ total: count() }).from(adminAuditLog)
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actorId || row.actorEmail ? { id: row.actorId, email: row.actorEmail } : null,
      target: row.targetId || row.targetEmail ? { id: row.targetId, email: row.targetEmail } : null,
      reason: row.reason,
      delta: row.delta,
      created_at: row.createdAt.toISOString(),
    })),
    total: Number(total),
    page,
    pageSize,
  }
}

/** A deleted account's address leaves the log: its entries stay, saying only that it happened. */
export async function forgetInAuditLog(tx: Db | Tx, userId: string) {
  await tx.update(adminAuditLog).set({ targetEmail: null }).where(eq(adminAuditLog.targetId, userId))
  await tx.update(adminAuditLog).set({ actorEmail: null }).where(eq(adminAuditLog.actorId, userId))
}
