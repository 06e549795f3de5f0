import net from 'node:net'
import ipaddr from 'ipaddr.js'
import type { ModelProviderId } from '@hookline/contract'
import type { PrivateAddressPolicy } from '../../lib/outbound-fetch'

export const PRIVATE_NETWORK_SETTINGS = ['none', 'ollama-loopback', 'all'] as const
export type PrivateNetworkSetting = (typeof PRIVATE_NETWORK_SETTINGS)[number]

/** Whether the server itself listens on loopback only (HOST=127.0.0.1, ::1 or localhost). */
export function listensOnLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '')
  if (bare.toLowerCase() === 'localhost') return true
  return net.isIP(bare) !== 0 && ipaddr.process(bare).range() === 'loopback'
}

/**
 * MODEL_PRIVATE_NETWORK as set, or its default: a server listening on loopback is one person's
 * own computer, where an Ollama beside it is the point (`ollama-loopback`); a server others reach
 * keeps every creator off its machine and its network (`none`).
 */
export const privateNetworkSetting = (config: {
  MODEL_PRIVATE_NETWORK?: PrivateNetworkSetting
  HOST: string
}): PrivateNetworkSetting =>
  config.MODEL_PRIVATE_NETWORK ?? (listensOnLoopback(config.HOST) ? 'ollama-loopback' : 'none')

/**
 * Which addresses a creator's connection may reach (SSRF). Public addresses only, except that an
 * Ollama connection may reach this machine's loopback under `ollama-loopback` — and there only
 * Ollama's API paths (OLLAMA_API_PATHS, given to the guarded fetch). `all` is for operators whose models
 * live on a private network.
 */
export function privateAddressPolicy(setting: PrivateNetworkSetting, provider: ModelProviderId): PrivateAddressPolicy {
  if (setting === 'all') return 'all'
  if (setting === 'ollama-loopback' && provider === 'ollama') return 'loopback'
  return 'none'
}

/**
 * What a Hookline Ollama connection asks on this machine (its OpenAI-compatible API under /v1):
 * the chat and the model list. Any other path on loopback (this app's own API, another local
 * service) is refused like any internal address.
 */
export const OLLAMA_API_PATHS = ['/v1/chat/completions', '/v1/models'] as const
