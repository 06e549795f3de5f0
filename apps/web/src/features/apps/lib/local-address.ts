/**
 * Whether a base URL points at this computer or its private network (localhost, 127.x, ::1,
 * 10.x, 172.16–31.x, 192.168.x, *.local): only there is "start the server" advice that fits an
 * unreachable address. A cloud provider that cannot be reached has another cause.
 */
export function isLocalAddress(baseUrl: string | null | undefined): boolean {
  if (!baseUrl) return false
  let host: string
  try {
    host = new URL(baseUrl).hostname.toLowerCase().replace(/^\[|\]$/g, '')
  } catch {
    return false
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true
  if (host === '::1' || host === '0.0.0.0') return true
  // IPv6 unique local addresses (fc00::/7).
  if (host.includes(':')) return /^f[cd][0-9a-f]{0,2}:/.test(host)
  const parts = host.split('.').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part))) return false
  const [a, b] = parts
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
}
