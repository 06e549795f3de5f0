import { and, eq } from 'drizzle-orm'
import type { ConnectionFailureReason } from '@hookline/contract'
import type { AppDeps } from '../../context'
import type { Db } from '../../db/client'
import { modelConnections, type UserRow } from '../../db/schema'
import { createOpenAICompatibleEngine, type ScriptEngine } from '../../engines'
import { AppError, notFound } from '../../lib/errors'
import { connectionEngineConfig, connectionFetch, openStoredKey } from './connection-config'

type Reader = Pick<Db, 'select'>

/**
 * Who writes a new script: the connection asked for (the creator's own, else 404), the
 * creator's default connection when none is named, or null — the server's engine.
 */
export async function chooseConnection(
  db: Reader,
  user: UserRow,
  requested: string | null | undefined,
): Promise<string | null> {
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
export function createConnectionEngines(
  { config, secrets, outboundLookup, database }: Pick<AppDeps, 'config' | 'secrets' | 'outboundLookup' | 'database'>,
  serverEngine: ScriptEngine,
) {
  /** A generation that fails for a reason of the connection's own shows on its /apps card too. */
  const reportFailure = async (id: string, error: unknown) => {
    const reason =
      error instanceof AppError ? (error.data as { reason?: ConnectionFailureReason } | null)?.reason : undefined
    if (!reason || !CONNECTION_FAULTS.has(reason)) return
    await database.db
      .update(modelConnections)
      .set({
        status: 'failing',
        lastCheckedAt: new Date(),
        lastLatencyMs: null,
        lastErrorReason: reason,
        lastErrorMessage: error instanceof Error ? error.message.slice(0, 500) : null,
      })
      .where(eq(modelConnections.id, id))
      .catch(() => {})
  }

  return async function engineFor(db: Reader, userId: string, connectionId: string | null): Promise<ScriptEngine> {
    if (!connectionId) return serverEngine
    const [row] = await db
      .select()
      .from(modelConnections)
      .where(and(eq(modelConnections.id, connectionId), eq(modelConnections.userId, userId)))
    if (!row) return serverEngine
    const apiKey = openStoredKey(secrets, row.apiKeyCiphertext)
    const settings = connectionEngineConfig(config, {
      provider: row.provider,
      baseUrl: row.baseUrl,
      model: row.model,
      apiKey,
    })
    const engine = createOpenAICompatibleEngine(settings, {
      fetch: connectionFetch(config, row.provider, outboundLookup),
    })
    return reporting(engine, (error) => reportFailure(row.id, error))
  }
}

/** Faults of the connection itself; a rate limit, a timeout or a stopped stream say nothing about it. */
const CONNECTION_FAULTS = new Set<ConnectionFailureReason>([
  'bad_api_key',
  'no_balance',
  'model_not_found',
  'unreachable',
  'blocked_address',
  'redirect',
])

/** The same engine, telling `onError` what its answers fail with before passing the error on. */
function reporting(engine: ScriptEngine, onError: (error: unknown) => Promise<void>): ScriptEngine {
  async function* watched(answer: AsyncIterable<string>): AsyncGenerator<string> {
    try {
      yield* answer
    } catch (error) {
      await onError(error)
      throw error
    }
  }
  return {
    ...engine,
    generate: (...args) => watched(engine.generate(...args)),
    ...(engine.draft
      ? {
          draft: (...args: Parameters<NonNullable<ScriptEngine['draft']>>) => {
            const drafted = engine.draft!(...args)
            return { ...drafted, text: watched(drafted.text) }
          },
        }
      : {}),
    ...(engine.repair
      ? { repair: (...args: Parameters<NonNullable<ScriptEngine['repair']>>) => watched(engine.repair!(...args)) }
      : {}),
  }
}

export type EngineFor = ReturnType<typeof createConnectionEngines>
