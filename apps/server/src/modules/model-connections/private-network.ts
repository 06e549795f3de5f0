import type { ModelProviderId } from '@hookline/contract'
import type { PrivateAddressPolicy } from '../../lib/outbound-fetch'

export const PRIVATE_NETWORK_SETTINGS = ['none', 'ollama-loopback', 'all'] as const
export type PrivateNetworkSetting = (typeof PRIVATE_NETWORK_SETTINGS)[number]

/**
 * Which addresses a creator's connection may reach (SSRF). Public addresses only,
 * except that by default an Ollama connection may reach this machine's loopback — the creator
 * running Hookline on their own computer with Ollama beside it. `all` is for operators whose
 * models live on a private network.
 */
export function privateAddressPolicy(setting: PrivateNetworkSetting, provider: ModelProviderId): PrivateAddressPolicy {
  if (setting === 'all') return 'all'
  if (setting === 'ollama-loopback' && provider === 'ollama') return 'loopback'
  return 'none'
}
