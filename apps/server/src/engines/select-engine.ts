import type { ScriptEngine } from './engine'
import { createOfflineEngine } from './offline/offline-engine'
import { createOpenAICompatibleEngine } from './openai-compatible/openai-engine'
import { resolveEngineConfig, type AiSettings } from './openai-compatible/presets'

/**
 * The engine the configuration selects: a model when a provider is configured,
 * the offline template engine otherwise. env.ts has already rejected incomplete provider settings.
 */
export function createScriptEngine(config: AiSettings & { AI_OFFLINE_LINE_DELAY_MS: number }): ScriptEngine {
  const selected = resolveEngineConfig(config)
  if ('error' in selected) throw new Error(`${selected.error.variable} ${selected.error.message}`)
  if (selected.kind === 'offline') return createOfflineEngine({ lineDelayMs: config.AI_OFFLINE_LINE_DELAY_MS })
  const { kind: _kind, ...settings } = selected
  return createOpenAICompatibleEngine(settings)
}
