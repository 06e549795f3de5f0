import { sql } from 'drizzle-orm'
import type { QuickAction } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptMessages } from '../../db/schema'
import type { EngineTurn } from '../../engines/engine'

type Tx = Parameters<Parameters<AppDeps['database']['db']['transaction']>[0]>[0]

/**
 * The turns a request builds on: the chain of parents from the current version back to the
 * first request, read in one recursive query so a long conversation costs one round trip.
 */
export async function historyPath(tx: Tx, fromId: string | null): Promise<EngineTurn[]> {
  if (!fromId) return []
  type Row = { role: 'user' | 'assistant'; content: string; action: QuickAction | null; engine: string | null }
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await tx.execute(sql`
    WITH RECURSIVE path AS (
      SELECT id, parent_id, role, content, action, engine, 0 AS depth FROM ${scriptMessages} WHERE id = ${fromId}
      UNION ALL
      SELECT m.id, m.parent_id, m.role, m.content, m.action, m.engine, path.depth + 1
      FROM ${scriptMessages} m JOIN path ON m.id = path.parent_id
    )
    SELECT role, content, action, engine FROM path ORDER BY depth DESC`)) as unknown as { rows: Row[] }
  return result.rows.map((row) => ({
    role: row.role,
    content: row.content,
    action: row.action ?? null,
    engine: row.engine,
  }))
}
