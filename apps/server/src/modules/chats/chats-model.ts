import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModel } from 'ai'
import { ErrorCode } from '@hookline/contract'
import type { AppDeps } from '../../context'
import type { Db } from '../../db/client'
import { modelConnections } from '../../db/schema'
import { and, eq } from 'drizzle-orm'
import { resolveEngineConfig, type EngineConfig, type OpenAICompatibleConfig } from '../../engines'
import { AppError } from '../../lib/errors'
import { connectionEngineConfig, connectionFetch, openStoredKey } from '../model-connections/connection-config'

type Reader = Pick<Db, 'select'>

/** The model a thread's answer is asked of, and what it is recorded as. */
export interface ChatModelChoice {
  model: LanguageModel
  label: string
  settings: OpenAICompatibleConfig
  /** The creator's own connection (its rate per minute is counted), or null: the instance's provider. */
  connectionId: string | null
}

/** The offline template engine writes outlines; it cannot brainstorm, so a chat without a model is refused. */
export const modelRequired = () =>
  new AppError(ErrorCode.CONFLICT, 'Chats need a model: connect one in Apps (the offline engine does not chat)', {
    data: { reason: 'no_model' },
  })

/**
 * Who answers a chat: the creator's default connection (/apps), else the instance's provider
 * (AI_PROVIDER), else nobody. The key is opened for this request only, as for a script.
 */
export function createChatModels({
  config,
  secrets,
  outboundLookup,
}: Pick<AppDeps, 'config' | 'secrets' | 'outboundLookup'>) {
  // env.ts has already rejected incomplete provider settings: an error here means offline.
  const resolved = resolveEngineConfig(config)
  const instance: EngineConfig = 'error' in resolved ? { kind: 'offline' } : resolved
  const build = (settings: OpenAICompatibleConfig, fetch?: typeof globalThis.fetch) =>
    createOpenAICompatible({
      name: settings.provider,
      baseURL: settings.baseURL.replace(/\/+$/, ''),
      apiKey: settings.apiKey,
      fetch,
    }).chatModel(settings.model)

  /** The label only, without opening a key: what /chats shows before anything is asked. */
  async function describe(db: Reader, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ provider: modelConnections.provider, model: modelConnections.model })
      .from(modelConnections)
      .where(and(eq(modelConnections.userId, userId), eq(modelConnections.isDefault, true)))
    if (row) return `openai-compatible:${row.provider}:${row.model}`
    return instance.kind === 'openai-compatible' ? `openai-compatible:${instance.provider}:${instance.model}` : null
  }

  async function choose(db: Reader, userId: string): Promise<ChatModelChoice> {
    const [row] = await db
      .select()
      .from(modelConnections)
      .where(and(eq(modelConnections.userId, userId), eq(modelConnections.isDefault, true)))
    if (row) {
      const settings = connectionEngineConfig(config, {
        provider: row.provider,
        baseUrl: row.baseUrl,
        model: row.model,
        apiKey: openStoredKey(secrets, row.apiKeyCiphertext),
      })
      return {
        model: build(settings, connectionFetch(config, row.provider, outboundLookup)),
        label: `openai-compatible:${row.provider}:${row.model}`,
        settings,
        connectionId: row.id,
      }
    }
    if (instance.kind !== 'openai-compatible') throw modelRequired()
    const { kind: _kind, ...settings } = instance
    return {
      model: build(settings),
      label: `openai-compatible:${settings.provider}:${settings.model}`,
      settings,
      connectionId: null,
    }
  }

  return { describe, choose }
}

export type ChatModels = ReturnType<typeof createChatModels>
