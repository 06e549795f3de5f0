import { hostname } from 'node:os'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { scriptMessages } from '../../db/schema'
import type { Config } from '../../env'

/** This node's name on its streaming versions; stable across restarts of the same node. */
export const nodeIdOf = (config: Pick<Config, 'NODE_ID' | 'PORT'>) => config.NODE_ID ?? `${hostname()}:${config.PORT}`

/**
 * On start-up: a version still "streaming" that this node wrote belongs to a process that is
 * gone (a crash, SIGKILL, power loss). It becomes incomplete ('interrupted') — what streamed up to
 * its last checkpoint (stream-checkpoint.ts, every 2 s) is kept, nothing is charged — and its
 * credit hold is released at once instead of after STALE_STREAM_MINUTES.
 * With PostgreSQL each node releases only its own; another node's versions may be
 * streaming right now. The embedded database has one process at a time (the data folder lock),
 * so everything streaming there is dead.
 */
export async function releaseDeadStreams(
  database: Database,
  config: Pick<Config, 'NODE_ID' | 'PORT'>,
): Promise<number> {
  const owned = database.kind === 'pglite' ? sql`true` : eq(scriptMessages.nodeId, nodeIdOf(config))
  const rows = await database.db
    .update(scriptMessages)
    .set({ status: 'incomplete', incompleteReason: 'interrupted', creditsHeld: 0, updatedAt: sql`now()` })
    .where(and(eq(scriptMessages.status, 'streaming'), owned))
    .returning({ id: scriptMessages.id })
  return rows.length
}
