import { sql } from 'drizzle-orm'
import type { QuickAction } from '@hookline/contract'
import type { Db, Tx } from '../../db/client'
import { selectRows } from '../../db/raw-rows'
import { scriptMessages } from '../../db/schema'
import type { EngineTurn } from '../../engines/engine'

/**
 * The turns a request builds on: the chain of parents from the current version back to the
 * first request, read in one recursive query so a long conversation costs one round trip.
 */
export async function historyPath(tx: Db | Tx, fromId: string | null): Promise<EngineTurn[]> {
  if (!fromId) return []
  type Row = { role: 'user' | 'assistant'; content: string; action: QuickAction | null; engine: string | null }
  const rows = await selectRows<Row>(
    tx,
    sql`
    WITH RECURSIVE path AS (
      SELECT id, parent_id, role, content, action, engine, 0 AS depth FROM ${scriptMessages} WHERE id = ${fromId}
      UNION ALL
      SELECT m.id, m.parent_id, m.role, m.content, m.action, m.engine, path.depth + 1
      FROM ${scriptMessages} m JOIN path ON m.id = path.parent_id
    )
    SELECT role, content, action, engine FROM path ORDER BY depth DESC`,
  )
  return rows.map((row) => ({ role: row.role, content: row.content, action: row.action ?? null, engine: row.engine }))
}
