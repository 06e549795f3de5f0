import type { ModelConnection, ServerModel } from '@hookline/contract'
import type { ModelConnectionRow } from '../../db/schema'
import { resolveEngineConfig } from '../../engines'
import type { Config } from '../../env'

/** Never the key: only its last four characters, kept apart when it was saved. */
export function toConnectionDto(row: ModelConnectionRow): ModelConnection {
  return {
    id: row.id,
    provider: row.provider,
    base_url: row.baseUrl,
    model: row.model,
    api_key_last4: row.apiKeyLast4,
    is_default: row.isDefault,
    status: row.status,
    last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
    last_latency_ms: row.lastLatencyMs,
    last_error: row.lastErrorReason ? { reason: row.lastErrorReason, message: row.lastErrorMessage } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** The engine the operator configured, as /apps shows it ("provided by this server"). */
export function serverModel(config: Config): ServerModel {
  const engine = resolveEngineConfig(config)
  if ('error' in engine || engine.kind === 'offline') return { kind: 'offline', provider: null, model: null }
  return { kind: 'openai-compatible', provider: engine.provider, model: engine.model }
}
