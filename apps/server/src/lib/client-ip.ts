import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'unknown'
  }
}

/**
 * The address rate limits are keyed on. With `trustedHops` proxies of our own in front, each
 * appends the address it received from, so the client is `trustedHops` entries from the right
 * of [...X-Forwarded-For, socket] (Express's `trust proxy` / proxy-addr convention). Entries
 * further left are written by the client and never believed.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const socket = socketAddress(c)
  if (trustedHops <= 0) return socket
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const chain = [...forwarded, socket]
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket
}
