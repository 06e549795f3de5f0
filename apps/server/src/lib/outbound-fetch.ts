import dns from 'node:dns'
import net from 'node:net'
import ipaddr from 'ipaddr.js'
import { Agent, fetch as undiciFetch } from 'undici'
import { readCappedBody } from './read-capped-body'

/**
 * Requests to addresses a user typed (a model connection's base URL): guarded against
 * server-side request forgery. The host is resolved and every address checked when the socket
 * connects, so the address checked is the address connected to (no DNS-rebinding gap); redirects
 * are never followed.
 */

/** `none`: public addresses only; `loopback`: also this machine; `all`: anything (an operator's private network). */
export type PrivateAddressPolicy = 'none' | 'loopback' | 'all'
export type LookupFunction = (hostname: string) => Promise<Array<{ address: string; family: number }>>

export class OutboundRefused extends Error {
  constructor(
    readonly reason: 'blocked_address' | 'redirect' | 'bad_scheme',
    message: string,
  ) {
    super(message)
    this.name = 'OutboundRefused'
  }
}

const RANGE_NAMES: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local (where cloud metadata services live)',
  uniqueLocal: 'private (unique-local)',
  carrierGradeNat: 'carrier-grade NAT',
  unspecified: 'unspecified',
  multicast: 'multicast',
  broadcast: 'broadcast',
  reserved: 'reserved',
}

/** Why `address` may not be reached under `policy`, or null when it may. */
export function addressRefusal(address: string, policy: PrivateAddressPolicy): OutboundRefused | null {
  if (policy === 'all') return null
  let range: string
  try {
    // process(): an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 it carries.
    const parsed = ipaddr.process(address)
    range = parsed.range()
    // IPv4-compatible IPv6 (::a.b.c.d, deprecated) carries an IPv4 address ipaddr.js calls unicast.
    if (
      range === 'unicast' &&
      parsed.kind() === 'ipv6' &&
      (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)
    )
      range = 'reserved'
  } catch {
    return new OutboundRefused('blocked_address', `${address} is not an address this server can check`)
  }
  if (range === 'unicast' || (range === 'loopback' && policy === 'loopback')) return null
  // Anything not plain public unicast (NAT64, 6to4, Teredo, documentation ranges…) is refused too.
  const kind = RANGE_NAMES[range] ?? 'special-purpose'
  return new OutboundRefused(
    'blocked_address',
    `${address} is a ${kind} address; this server does not connect to private or internal addresses`,
  )
}

const systemLookup: LookupFunction = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true })

type LookupCallback = (
  error: Error | null,
  address: string | Array<{ address: string; family: number }>,
  family?: number,
) => void

/** net.connect's `lookup`, resolving with `lookup` and refusing the whole host if any address is refused. */
function vettedLookup(policy: PrivateAddressPolicy, lookup: LookupFunction) {
  const vetted = async (hostname: string) => {
    const addresses = await lookup(hostname)
    if (addresses.length === 0)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    for (const { address } of addresses) {
      const refused = addressRefusal(address, policy)
      if (refused) throw refused
    }
    return addresses
  }
  return (hostname: string, options: { family?: number; all?: boolean }, callback: LookupCallback) => {
    vetted(hostname).then(
      (addresses) => {
        const wanted =
          options?.family === 4 || options?.family === 6
            ? addresses.filter((a) => a.family === options.family)
            : addresses
        const usable = wanted.length > 0 ? wanted : addresses
        if (options?.all) callback(null, usable)
        else callback(null, usable[0].address, usable[0].family)
      },
      (error: Error) => callback(error, ''),
    )
  }
}

const agents = new Map<string, Agent>()
function agentFor(policy: PrivateAddressPolicy, lookup?: LookupFunction): Agent {
  if (lookup) return new Agent({ connect: { lookup: vettedLookup(policy, lookup) as never } })
  let agent = agents.get(policy)
  if (!agent) {
    agent = new Agent({ connect: { lookup: vettedLookup(policy, systemLookup) as never } })
    agents.set(policy, agent)
  }
  return agent
}

/** A Request's parts as init, for undici's own fetch (it does not take the global Request class). */
const requestInit = (input: string | URL | Request, init?: RequestInit): RequestInit | undefined =>
  input instanceof Request
    ? ({
        method: input.method,
        headers: input.headers,
        body: input.body,
        signal: input.signal,
        duplex: 'half',
        ...init,
      } as RequestInit)
    : init

/** An OutboundRefused anywhere in a cause chain (undici wraps: `TypeError: fetch failed` ← socket error ← lookup). */
export function findOutboundRefused(error: unknown): OutboundRefused | null {
  for (
    let current = error, depth = 0;
    current && depth < 6;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (current instanceof OutboundRefused) return current
  }
  return null
}

/**
 * A fetch for the AI SDK (`createOpenAICompatible({ fetch })`) and for plain GETs: same
 * arguments, same streamed Response, but only to addresses `policy` allows and never a redirect.
 */
export function createGuardedFetch(options: {
  policy: PrivateAddressPolicy
  lookup?: LookupFunction
  /**
   * Under `loopback`, the only paths this machine may be asked at (an Ollama's API); a request
   * for any other path, or with a query, a fragment or credentials in its address, may reach
   * public addresses only. Unset: any path.
   */
  loopbackPaths?: readonly string[]
}): typeof fetch {
  const dispatchers = new Map<PrivateAddressPolicy, Agent>()
  const dispatcherFor = (policy: PrivateAddressPolicy) => {
    let dispatcher = dispatchers.get(policy)
    if (!dispatcher) dispatchers.set(policy, (dispatcher = agentFor(policy, options.lookup)))
    return dispatcher
  }
  const policyFor = (url: URL): PrivateAddressPolicy =>
    options.policy === 'loopback' &&
    options.loopbackPaths &&
    (!options.loopbackPaths.includes(url.pathname) || url.search || url.hash || url.username || url.password)
      ? 'none'
      : options.policy
  const guarded = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new OutboundRefused('bad_scheme', `${url.protocol} addresses are not supported; use http:// or https://`)
    }
    const policy = policyFor(url)
    const dispatcher = dispatcherFor(policy)
    // A literal address never reaches the lookup: check it here.
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (net.isIP(host)) {
      const refused = addressRefusal(host, policy)
      if (refused) throw refused
    }
    // Thrown as itself, not as undici's `fetch failed`: the AI SDK retries that as a network
    // error (three attempts, then a RetryError without a cause) but passes other errors through.
    const response = await undiciFetch(url, {
      ...requestInit(input, init),
      redirect: 'manual',
      dispatcher,
    } as never).catch((error: unknown) => {
      throw findOutboundRefused(error) ?? error
    })
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => {})
      // Where it points is the answering server's text: not repeated to the creator.
      throw new OutboundRefused('redirect', `${url.host} answered with a redirect; redirects are not followed`)
    }
    return response as unknown as Response
  }
  return guarded
}

/** A small JSON answer (a model list), read to at most `maxBytes` after decompression. */
export async function readCappedJson(response: Response, maxBytes: number): Promise<unknown> {
  const body = await readCappedBody(
    response,
    maxBytes,
    () => new Error(`response too large (larger than ${maxBytes} bytes)`),
  )
  return body.length === 0 ? null : JSON.parse(body.toString('utf8'))
}
