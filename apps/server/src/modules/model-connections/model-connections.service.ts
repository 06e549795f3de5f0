import { and, asc, eq, sql } from 'drizzle-orm'
import {
  ErrorCode,
  MODEL_PROVIDERS,
  type ConnectionProbe,
  type FieldRule,
  type ConnectionTestResult,
  type ModelConnectionInput,
  type ModelConnectionList,
  type ModelConnectionUpdate,
  type ModelList,
  type ModelProviderId,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { modelConnections, type ModelConnectionRow, type UserRow } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import type { RateRule } from '../../lib/rate-limit'
import { connectionEngineConfig, connectionFetch, openStoredKey, type ConnectionTarget } from './connection-config'
import { listModels, testConnection } from './connection-probe'
import { serverModel, toConnectionDto } from './model-connections.dto'

/** Tests and model lists make outbound requests on the creator's behalf: bounded per user. */
export const probeRule: RateRule = { scope: 'model-probe', limit: 30, windowSeconds: 60 }
/** More connections than anyone writes with; a bound on rows and on what each page lists. */
export const MAX_CONNECTIONS_PER_USER = 20

/** The shape schema failures have (lib/validation.ts), so the dialog marks the field either way. */
const invalid = (field: string, message: string, rule: FieldRule = { rule: 'required' }) =>
  new AppError(ErrorCode.VALIDATION_FAILED, `${field}: ${message}`, {
    data: { field, issues: [{ path: field, message, ...rule }] },
  })

const last4 = (key: string) => key.slice(-4)

/** An address as a key is bound to it: scheme, host and port, and the path without trailing slashes. */
const addressOf = (url: string) => {
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`
  } catch {
    return url.trim()
  }
}
const sameAddress = (a: string, b: string) => addressOf(a) === addressOf(b)

/** /apps: a creator's model connections, their tests and their model lists. */
export function createModelConnectionsService(deps: AppDeps) {
  const { db } = deps.database
  const { secrets, config, rateLimiter, outboundLookup } = deps

  /** The address, key and model a connection would use: the preset's address unless given. */
  function target(
    provider: ModelProviderId,
    fields: { base_url?: string; api_key?: string; model?: string },
    stored?: ModelConnectionRow,
  ): ConnectionTarget {
    const preset = MODEL_PROVIDERS[provider]
    const baseUrl = fields.base_url || stored?.baseUrl || preset.baseURL
    if (!baseUrl) throw invalid('base_url', 'Base URL is required for a custom provider')
    // A saved key goes only to the address it was saved with: a stolen session must not be able
    // to send it anywhere else. Another address needs the key typed again.
    if (stored?.apiKeyCiphertext && !fields.api_key && !sameAddress(baseUrl, stored.baseUrl))
      throw invalid('api_key', 'Enter the API key again: a saved key is only sent to the address it was saved with')
    const apiKey = fields.api_key || openStoredKey(secrets, stored?.apiKeyCiphertext ?? null)
    if (preset.needsKey && !apiKey) throw invalid('api_key', 'API key is required for this provider')
    return { provider, baseUrl, model: fields.model || stored?.model || preset.defaultModel || '', apiKey }
  }

  const engineConfig = (t: ConnectionTarget) => connectionEngineConfig(config, t)
  const probe = (t: ConnectionTarget) =>
    testConnection(engineConfig(t), connectionFetch(config, t.provider, outboundLookup))

  async function owned(user: UserRow, id: string): Promise<ModelConnectionRow> {
    const [row] = await db
      .select()
      .from(modelConnections)
      .where(and(eq(modelConnections.id, id), eq(modelConnections.userId, user.id)))
    if (!row) throw notFound('Connection')
    return row
  }

  const checked = (result: ConnectionTestResult) => ({
    status: result.ok ? ('connected' as const) : ('failing' as const),
    lastCheckedAt: new Date(),
    lastLatencyMs: result.latency_ms,
    lastErrorReason: result.reason,
    lastErrorMessage: result.message?.slice(0, 500) ?? null,
  })

  return {
    async list(user: UserRow): Promise<ModelConnectionList> {
      const rows = await db
        .select()
        .from(modelConnections)
        .where(eq(modelConnections.userId, user.id))
        .orderBy(asc(modelConnections.createdAt), asc(modelConnections.id))
      return { server: serverModel(config), connections: rows.map(toConnectionDto) }
    },

    /** Saved whether or not the test passes (Ollama may simply be closed now); the status says which. */
    async create(user: UserRow, input: ModelConnectionInput) {
      const t = target(input.provider, input)
      await rateLimiter.consume(probeRule, user.id)
      const result = await probe(t)
      const row = await db.transaction(async (tx) => {
        const [{ count }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(modelConnections)
          .where(eq(modelConnections.userId, user.id))
        if (Number(count) >= MAX_CONNECTIONS_PER_USER) {
          throw new AppError(
            ErrorCode.CONFLICT,
            `At most ${MAX_CONNECTIONS_PER_USER} connections per account; disconnect one first`,
          )
        }
        // The first connection is the default: connecting a model should change who writes. Not one
        // that failed its test, though: only the creator, asked first, makes a failing model the default.
        const isDefault = input.is_default ?? (Number(count) === 0 && result.ok)
        if (isDefault)
          await tx.update(modelConnections).set({ isDefault: false }).where(eq(modelConnections.userId, user.id))
        const [inserted] = await tx
          .insert(modelConnections)
          .values({
            userId: user.id,
            provider: t.provider,
            baseUrl: t.baseUrl,
            model: t.model,
            apiKeyCiphertext: t.apiKey ? secrets.seal(t.apiKey) : null,
            apiKeyLast4: t.apiKey ? last4(t.apiKey) : null,
            isDefault,
            ...checked(result),
          })
          .returning()
        return inserted
      })
      return toConnectionDto(row)
    },

    async update(user: UserRow, id: string, patch: ModelConnectionUpdate) {
      const stored = await owned(user, id)
      const changed =
        Boolean(patch.base_url && patch.base_url !== stored.baseUrl) ||
        Boolean(patch.api_key) ||
        Boolean(patch.model && patch.model !== stored.model)
      const t = target(stored.provider, patch, stored)
      let status = {}
      if (changed) {
        await rateLimiter.consume(probeRule, user.id)
        status = checked(await probe(t))
      }
      const row = await db.transaction(async (tx) => {
        if (patch.is_default)
          await tx.update(modelConnections).set({ isDefault: false }).where(eq(modelConnections.userId, user.id))
        const [updated] = await tx
          .update(modelConnections)
          .set({
            baseUrl: t.baseUrl,
            model: t.model,
            ...(patch.api_key
              ? { apiKeyCiphertext: secrets.seal(patch.api_key), apiKeyLast4: last4(patch.api_key) }
              : {}),
            ...(patch.is_default !== undefined ? { isDefault: patch.is_default } : {}),
            ...status,
            updatedAt: sql`now()`,
          })
          .where(and(eq(modelConnections.id, id), eq(modelConnections.userId, user.id)))
          .returning()
        if (!updated) throw notFound('Connection')
        return updated
      })
      return toConnectionDto(row)
    },

    /** The key goes with the row; scripts written with it fall back to the server's engine (FK set null). */
    async remove(user: UserRow, id: string) {
      const deleted = await db
        .delete(modelConnections)
        .where(and(eq(modelConnections.id, id), eq(modelConnections.userId, user.id)))
        .returning({ id: modelConnections.id })
      if (deleted.length === 0) throw notFound('Connection')
    },

    async retest(user: UserRow, id: string) {
      const stored = await owned(user, id)
      await rateLimiter.consume(probeRule, user.id)
      const result = await probe(target(stored.provider, {}, stored))
      const [row] = await db
        .update(modelConnections)
        .set({ ...checked(result), updatedAt: sql`now()` })
        .where(and(eq(modelConnections.id, id), eq(modelConnections.userId, user.id)))
        .returning()
      if (!row) throw notFound('Connection')
      return toConnectionDto(row)
    },

    /** "Test connection" in the dialog, before saving; a saved connection's key stands in for an empty field. */
    async test(user: UserRow, request: ConnectionProbe): Promise<ConnectionTestResult> {
      const stored = request.connection_id ? await owned(user, request.connection_id) : undefined
      if (stored && stored.provider !== request.provider)
        throw invalid('provider', 'The provider does not match the connection', { rule: 'invalid' })
      const t = target(request.provider, request, stored)
      if (!t.model) throw invalid('model', 'Model is required')
      await rateLimiter.consume(probeRule, user.id)
      return probe(t)
    },

    async models(user: UserRow, request: ConnectionProbe): Promise<ModelList> {
      const stored = request.connection_id ? await owned(user, request.connection_id) : undefined
      if (stored && stored.provider !== request.provider)
        throw invalid('provider', 'The provider does not match the connection', { rule: 'invalid' })
      const t = target(request.provider, request, stored)
      await rateLimiter.consume(probeRule, user.id)
      return listModels(engineConfig(t), connectionFetch(config, t.provider, outboundLookup))
    },
  }
}
