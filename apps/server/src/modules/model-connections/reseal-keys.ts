import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { modelConnections } from '../../db/schema'
import type { SecretBox } from '../../lib/secret-box'

/**
 * Key rotation (docs/security.md): with a new SECRETS_KEY and the old one in
 * SECRETS_KEY_PREVIOUS, every stored API key sealed by an old key is sealed again with the new
 * one at start-up; afterwards the old key can be dropped. A key no configured key opens stays as
 * it is and is counted: its creator must enter it again.
 */
export async function resealConnectionKeys(
  db: Db,
  secrets: SecretBox,
): Promise<{ resealed: number; unreadable: number }> {
  const rows = await db
    .select({ id: modelConnections.id, sealed: modelConnections.apiKeyCiphertext })
    .from(modelConnections)
    .where(isNotNull(modelConnections.apiKeyCiphertext))
  let resealed = 0
  let unreadable = 0
  for (const row of rows) {
    if (!row.sealed || secrets.isCurrent(row.sealed)) continue
    let plain: string
    try {
      plain = secrets.open(row.sealed)
    } catch {
      unreadable += 1
      continue
    }
    // Only if nobody changed it meanwhile (another node, an edit): never overwrite a newer key.
    await db
      .update(modelConnections)
      .set({ apiKeyCiphertext: secrets.seal(plain) })
      .where(and(eq(modelConnections.id, row.id), eq(modelConnections.apiKeyCiphertext, row.sealed)))
    resealed += 1
  }
  return { resealed, unreadable }
}
