import { z } from 'zod'
import type { OllamaDiscovery } from '@hookline/contract'
import type { Config } from '../../env'
import { privateNetworkSetting } from './private-network'

/** Ollama answers its model list at once on the same machine; longer means nothing is there. */
const DISCOVERY_TIMEOUT_MS = 1500

const tagsSchema = z.object({
  models: z
    .array(
      z.object({
        name: z.string(),
        size: z.number().optional(),
        details: z.object({ parameter_size: z.string().optional() }).partial().optional(),
      }),
    )
    .default([]),
})

/**
 * Whether an Ollama server answers at OLLAMA_BASE_URL (this machine's by default) and what it has
 * installed (GET /api/tags). The address is the operator's setting, never the creator's, so this
 * is not a probe of addresses a creator chooses; it is not even asked when this server keeps
 * connections off its own machine (MODEL_PRIVATE_NETWORK none), where a connection could not work.
 */
export async function discoverOllama(config: Config): Promise<OllamaDiscovery> {
  const root = config.OLLAMA_BASE_URL.replace(/\/+$/, '')
  const base = { base_url: `${root}/v1`, models: [] }
  if (privateNetworkSetting(config) === 'none') return { ...base, available: false, reason: 'not_allowed' }
  try {
    const response = await fetch(`${root}/api/tags`, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
      redirect: 'error',
    })
    if (!response.ok) return { ...base, available: false, reason: 'not_running' }
    const tags = tagsSchema.safeParse(await response.json())
    if (!tags.success) return { ...base, available: false, reason: 'not_running' }
    const models = tags.data.models.map((model) => ({
      name: model.name,
      size: model.size ?? null,
      parameter_size: model.details?.parameter_size ?? null,
    }))
    return models.length > 0
      ? { ...base, models, available: true, reason: null }
      : { ...base, available: false, reason: 'no_models' }
  } catch {
    return { ...base, available: false, reason: 'not_running' }
  }
}
