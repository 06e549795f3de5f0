import { sql, type SQL } from 'drizzle-orm'
import type { Brief, QuickAction } from '@hookline/contract'
import type { Db, Tx } from '../../db/client'
import { selectRows } from '../../db/raw-rows'
import { scriptConversations, scriptMessages } from '../../db/schema'
import type { EngineTurn } from '../../engines'

type TurnRow = { role: 'user' | 'assistant'; content: string; action: QuickAction | null; engine: string | null }

const asTurn = (row: TurnRow): EngineTurn => ({
  role: row.role,
  content: row.content,
  action: row.action ?? null,
  engine: row.engine,
})

/** The `path` CTE: the chain of parents from the message `start` names back to the first request. */
const pathFrom = (start: SQL) => sql`path AS (
  SELECT id, parent_id, role, content, action, engine, 0 AS depth FROM ${scriptMessages} WHERE id = ${start}
  UNION ALL
  SELECT m.id, m.parent_id, m.role, m.content, m.action, m.engine, path.depth + 1
  FROM ${scriptMessages} m JOIN path ON m.id = path.parent_id
)`

/**
 * The turns a request builds on: the chain of parents from the current version back to the
 * first request, read in one recursive query so a long conversation costs one round trip.
 */
export async function historyPath(tx: Db | Tx, fromId: string | null): Promise<EngineTurn[]> {
  if (!fromId) return []
  const rows = await selectRows<TurnRow>(
    tx,
    sql`WITH RECURSIVE ${pathFrom(sql`${fromId}`)} SELECT role, content, action, engine FROM path ORDER BY depth DESC`,
  )
  return rows.map(asTurn)
}

export interface ConversationWithHistory {
  brief: Brief
  connectionId: string | null
  currentMessageId: string | null
  history: EngineTurn[]
}

/**
 * A creator's script and the turns its current version builds on, in one round trip (a new
 * version's model request waits on it); null when there is no such script of theirs.
 */
export async function conversationWithHistory(
  db: Db | Tx,
  conversationId: string,
  userId: string,
): Promise<ConversationWithHistory | null> {
  type Row = { brief: Brief; connection_id: string | null; current_message_id: string | null; history: TurnRow[] }
  const [row] = await selectRows<Row>(
    db,
    sql`
    WITH RECURSIVE conversation AS (
      SELECT brief, connection_id, current_message_id FROM ${scriptConversations}
      WHERE id = ${conversationId} AND user_id = ${userId}
    ), ${pathFrom(sql`(SELECT current_message_id FROM conversation)`)}
    SELECT brief, connection_id, current_message_id, coalesce((
      SELECT json_agg(json_build_object('role', role, 'content', content, 'action', action, 'engine', engine)
        ORDER BY depth DESC)
      FROM path), '[]'::json) AS history
    FROM conversation`,
  )
  if (!row) return null
  return {
    brief: row.brief,
    connectionId: row.connection_id,
    currentMessageId: row.current_message_id,
    history: row.history.map(asTurn),
  }
}
