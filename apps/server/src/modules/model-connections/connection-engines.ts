import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import type { AppDeps } from '../../context'
import type { Db } from '../../db/client'
import { modelConnections, type UserRow } from '../../db/schema'
import type { ScriptEngine } from '../../engines/engine'
import { createOpenAICompatibleEngine } from '../../engines/openai-compatible/openai-engine'
import { AppError, notFound } from '../../lib/errors'
import { connectionEngineConfig, connectionFetch } from './connection-config'

type Reader = Pick<Db, 'select'>

/**
 * Who writes a new script: the connection asked for (the creator's own, else 404), the
 * creator's default connection when none is named, or null — the server's engine.
 */
export async function chooseConnection(db: Reader, user: UserRow, requested: string | null | undefined): Promise<string | null> {
  if (requested === null) return null
  const [row] = await db
    .select({ id: modelConnections.id })
    .from(modelConnections)
    .where(
      requested === undefined
        ? and(eq(modelConnections.userId, user.id), eq(modelConnections.isDefault, true))
        : and(eq(modelConnections.id, requested), eq(modelConnections.userId, user.id)),
    )
  if (!row && requested !== undefined) throw notFound('Connection')
  return row?.id ?? null
}

/**
 * The engine for one generation: the script's connection, built for this request with the
 * creator's key opened just now, or the server's engine when the script has none (or it was
 * disconnected meanwhile). Each version records the label of the engine that wrote it.
 */
export function createConnectionEngines({ config, secrets, outboundLookup }: Pick<AppDeps, 'config' | 'secrets' | 'outboundLookup'>, serverEngine: ScriptEngine) {
  return async function engineFor(db: Reader, userId: string, connectionId: string | null): Promise<ScriptEngine> {
    if (!connectionId) return serverEngine
    const [row] = await db
      .select()
      .from(modelConnections)
      .where(and(eq(modelConnections.id, connectionId), eq(modelConnections.userId, userId)))
    if (!row) return serverEngine
    let apiKey: string | null = null
    try {
      apiKey = row.apiKeyCiphertext ? secrets.open(row.apiKeyCiphertext) : null
    } catch (error) {
      // The server key changed without SECRETS_KEY_PREVIOUS (docs/security.md): the key is lost, say so.
      throw new AppError(ErrorCode.UPSTREAM_FAILED, 'The saved API key of this connection can no longer be read; enter it again in Apps', {
        data: { reason: 'bad_api_key' } as never,
        cause: error,
      })
    }
    const settings = connectionEngineConfig(config, { provider: row.provider, baseUrl: row.baseUrl, model: row.model, apiKey })
    return createOpenAICompatibleEngine(settings, { fetch: connectionFetch(config, row.provider, outboundLookup) })
  }
}

export type EngineFor = ReturnType<typeof createConnectionEngines>
