import { MODEL_PROVIDERS } from '@hookline/contract'

/**
 * Common OpenAI-compatible providers, from the catalogue /apps shares
 * (MODEL_PROVIDERS). AI_PROVIDER picks one; AI_BASE_URL and AI_MODEL override its defaults.
 */
const { custom: _custom, ...presets } = MODEL_PROVIDERS
export const AI_PRESETS = presets as {
  [K in keyof typeof presets]: { baseURL: string; defaultModel: string; needsKey: boolean }
}

export type AiPresetName = keyof typeof AI_PRESETS
export const AI_PROVIDER_NAMES = ['offline', 'custom', ...(Object.keys(AI_PRESETS) as AiPresetName[])] as const
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number]

export interface OpenAICompatibleConfig {
  /** Preset name, or "custom" for any other server (llama.cpp, vLLM, a gateway…). */
  provider: AiPresetName | 'custom'
  baseURL: string
  apiKey?: string
  model: string
  /** No data from the provider for this long (before the first token or between tokens) → 504. */
  timeoutMs: number
  /** The whole answer, first byte to last, must arrive within this → 504. */
  totalTimeoutMs?: number
  /** Ceiling of `max_tokens` for one answer; shorter scripts ask for less (model-limits.ts). */
  maxOutputTokens?: number
  /** Who set it up, so an error says where to fix it: the operator's environment or the creator's /apps. */
  owner?: 'server' | 'user'
}

export type EngineConfig = { kind: 'offline' } | ({ kind: 'openai-compatible' } & OpenAICompatibleConfig)

export interface AiSettings {
  AI_PROVIDER?: AiProviderName
  AI_BASE_URL?: string
  AI_API_KEY?: string
  AI_MODEL?: string
  AI_TIMEOUT_MS: number
  AI_TOTAL_TIMEOUT_MS?: number
  AI_MAX_OUTPUT_TOKENS?: number
}

/**
 * Which engine the settings select, or the name and reason of the setting that is wrong.
 * Offline when nothing is configured (the embedded default).
 */
export function resolveEngineConfig(
  settings: AiSettings,
): EngineConfig | { error: { variable: string; message: string } } {
  const { AI_PROVIDER: provider, AI_BASE_URL: baseURL, AI_API_KEY: apiKey, AI_MODEL: model } = settings
  const limits = {
    timeoutMs: settings.AI_TIMEOUT_MS,
    totalTimeoutMs: settings.AI_TOTAL_TIMEOUT_MS,
    maxOutputTokens: settings.AI_MAX_OUTPUT_TOKENS,
  }
  if (provider === 'offline') return { kind: 'offline' }
  if (!provider && !baseURL) {
    if (apiKey || model) {
      return {
        error: {
          variable: apiKey ? 'AI_API_KEY' : 'AI_MODEL',
          message: 'is set but neither AI_PROVIDER nor AI_BASE_URL says which provider to call',
        },
      }
    }
    return { kind: 'offline' }
  }
  if (!provider || provider === 'custom') {
    if (!baseURL) return { error: { variable: 'AI_BASE_URL', message: 'is required when AI_PROVIDER=custom' } }
    if (!model) return { error: { variable: 'AI_MODEL', message: 'is required with a custom AI_BASE_URL' } }
    return { kind: 'openai-compatible', provider: 'custom', baseURL, apiKey, model, ...limits }
  }
  const preset = AI_PRESETS[provider]
  if (preset.needsKey && !apiKey)
    return { error: { variable: 'AI_API_KEY', message: `is required for AI_PROVIDER=${provider}` } }
  return {
    kind: 'openai-compatible',
    provider,
    baseURL: baseURL ?? preset.baseURL,
    apiKey,
    model: model ?? preset.defaultModel,
    ...limits,
  }
}
