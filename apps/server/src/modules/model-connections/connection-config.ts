import type { ModelProviderId } from '@hookline/contract'
import type { Config } from '../../env'
import { createGuardedFetch, type LookupFunction } from '../../lib/outbound-fetch'
import { privateAddressPolicy } from './private-network'
import type { OpenAICompatibleConfig } from '../../engines/openai-compatible/presets'

export interface ConnectionTarget {
  provider: ModelProviderId
  baseUrl: string
  model: string
  apiKey: string | null
}

/** The engine settings of a creator's connection, with the instance's bounds (AI_* limits). */
export function connectionEngineConfig(config: Config, target: ConnectionTarget): OpenAICompatibleConfig {
  return {
    provider: target.provider,
    baseURL: target.baseUrl,
    apiKey: target.apiKey ?? undefined,
    model: target.model,
    timeoutMs: config.AI_TIMEOUT_MS,
    totalTimeoutMs: config.AI_TOTAL_TIMEOUT_MS,
    maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
    owner: 'user',
  }
}

/** Every request of a connection goes through this: resolved, checked and pinned, no redirects. */
export const connectionFetch = (config: Config, provider: ModelProviderId, lookup?: LookupFunction) =>
  createGuardedFetch({ policy: privateAddressPolicy(config.MODEL_PRIVATE_NETWORK, provider), lookup })
