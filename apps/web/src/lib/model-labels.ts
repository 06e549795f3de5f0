import type { TFunction } from 'i18next'
import type { ServerModel } from '@hookline/contract'

/** Who wrote a version, read from its `engine` label (contract: model-connections.ts). */
export type EngineWriter =
  { kind: 'model'; provider: string | null; model: string } | { kind: 'offline' } | { kind: 'edited' }

/**
 * "openai-compatible:deepseek:deepseek-chat" → DeepSeek's deepseek-chat; "offline"; "edited".
 * Versions saved before model connections existed read "openai-compatible:<model>" (no provider). Model names may
 * hold colons themselves (Ollama's "qwen2.5:7b"), so only the first two separators split.
 */
export function parseEngineLabel(engine: string): EngineWriter {
  if (engine === 'offline') return { kind: 'offline' }
  if (engine === 'edited') return { kind: 'edited' }
  const [, ...rest] = engine.split(':')
  if (rest.length >= 2) return { kind: 'model', provider: rest[0] || null, model: rest.slice(1).join(':') }
  return { kind: 'model', provider: null, model: rest[0] || engine }
}

/** A provider's short name ("DeepSeek", "通义千问"); an id this web does not know is shown as is. */
export function providerName(t: TFunction, provider: string): string {
  return t(`common:modelProviders.${provider}`, { defaultValue: provider })
}

/** "DeepSeek · deepseek-chat"; a model of an unknown provider is just its name. */
export function modelLabel(t: TFunction, provider: string | null, model: string): string {
  return provider ? `${providerName(t, provider)} · ${model}` : model
}

/** The server's own engine in a line: "Offline drafts (built in)" or its provider and model. */
export function serverModelLabel(t: TFunction, server: ServerModel): string {
  if (server.kind === 'offline' || !server.model) return t('common:serverModel.offline')
  return modelLabel(t, server.provider, server.model)
}
