import { ErrorCode, type ModelProviderId } from '@hookline/contract'
import type { Config } from '../../env'
import { AppError } from '../../lib/errors'
import { createGuardedFetch, type LookupFunction } from '../../lib/outbound-fetch'
import type { SecretBox } from '../../lib/secret-box'
import { OLLAMA_API_PATHS, privateAddressPolicy, privateNetworkSetting } from './private-network'
import type { OpenAICompatibleConfig } from '../../engines'

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
  createGuardedFetch({
    policy: privateAddressPolicy(privateNetworkSetting(config), provider),
    lookup,
    loopbackPaths: OLLAMA_API_PATHS,
  })

/**
 * The saved key of a connection, opened for one request. A key the server can no longer open
 * (SECRETS_KEY changed without SECRETS_KEY_PREVIOUS, docs/security.md) is lost: the creator is
 * told to enter it again, as a bad key, never a 500.
 */
export function openStoredKey(secrets: SecretBox, sealed: string | null): string | null {
  if (!sealed) return null
  try {
    return secrets.open(sealed)
  } catch (error) {
    throw new AppError(
      ErrorCode.UPSTREAM_FAILED,
      'The saved API key of this connection can no longer be read; enter it again in Apps',
      {
        data: { reason: 'bad_api_key' },
        cause: error,
      },
    )
  }
}
