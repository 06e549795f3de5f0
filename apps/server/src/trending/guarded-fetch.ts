import { readCappedBody } from '../lib/read-capped-body'
import { TrendFetchError } from './trend-fetch-error'

export interface GuardedFetchOptions {
  headers: Record<string, string>
  /** Covers connecting, headers and the whole body: undici's own timeouts are per chunk. */
  timeoutMs: number
  maxBytes: number
  /** The caller's signal (platform budget, server shutdown). */
  signal?: AbortSignal
}

/** More than any real upstream needs (http → https, a trailing slash, a regional path). */
export const MAX_REDIRECTS = 3

/**
 * GET a JSON document from an upstream that may misbehave: slow, huge, walled off by an HTML
 * page or a 403. Resolves with the parsed JSON or throws a TrendFetchError saying which.
 */
export async function fetchUpstreamJson(url: string, options: GuardedFetchOptions): Promise<unknown> {
  const signal = options.signal
    ? AbortSignal.any([AbortSignal.timeout(options.timeoutMs), options.signal])
    : AbortSignal.timeout(options.timeoutMs)
  try {
    const response = await fetchSameHost(url, options.headers, signal)
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      throw new TrendFetchError('http_status', `HTTP ${response.status} from upstream`, { status: response.status })
    }
    const text = (await readCappedBody(response, options.maxBytes, () => tooLarge(options.maxBytes))).toString('utf8')
    return parseJsonBody(text, response.headers.get('content-type'))
  } catch (error) {
    throw classify(error, signal, options.timeoutMs)
  }
}

/**
 * Follows redirects only to the host configured for the platform (the same host and port; http
 * may become https on that host). A redirect elsewhere — an internal address, a metadata
 * service — fails the fetch instead of publishing what is found there (SSRF).
 */
async function fetchSameHost(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
  const origin = new URL(url)
  let current = origin
  for (let hop = 0; ; hop++) {
    const response = await fetch(current, { headers, signal, redirect: 'manual' })
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return response
    await response.body?.cancel().catch(() => {})
    if (hop >= MAX_REDIRECTS)
      throw new TrendFetchError('http_status', 'Too many redirects from upstream', { status: response.status })
    const next = new URL(location, current)
    if (!isSameHost(origin, next)) {
      throw new TrendFetchError('http_status', 'Upstream redirected to another host', {
        status: response.status,
        detail: `redirect to ${next.href}`,
      })
    }
    current = next
  }
}

const isSameHost = (origin: URL, next: URL) =>
  next.hostname === origin.hostname &&
  (next.protocol === origin.protocol ? next.port === origin.port : next.protocol === 'https:' && next.port === '')

/** Visitor walls and error pages arrive as HTML, sometimes with status 200 and a JSON type. */
function parseJsonBody(text: string, contentType: string | null): unknown {
  const start = text.trimStart().slice(0, 1)
  if (contentType?.includes('html') || start === '<') {
    throw new TrendFetchError('not_json', 'Upstream answered HTML', {
      detail: `${contentType ?? 'no content-type'}: ${snippet(text)}`,
    })
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new TrendFetchError('not_json', 'Upstream answered something that is not JSON', {
      detail: snippet(text),
      cause: error,
    })
  }
}

function classify(error: unknown, signal: AbortSignal, timeoutMs: number): TrendFetchError {
  if (error instanceof TrendFetchError) return error
  if (signal.aborted) {
    const reason = signal.reason as { name?: string } | undefined
    if (reason?.name === 'TimeoutError') {
      return new TrendFetchError('timeout', `No complete answer in time (${timeoutMs} ms per request)`, {
        cause: error,
      })
    }
    return new TrendFetchError('network', 'Request aborted', { cause: error })
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  // An error code (ECONNREFUSED) is safe to show; the text can name internal addresses.
  const code = cause?.code && /^[A-Z_]+$/.test(cause.code) ? ` (${cause.code})` : ''
  const detail = cause?.message ?? (error as Error).message
  return new TrendFetchError('network', `Upstream unreachable${code}`, { detail, cause: error })
}

const tooLarge = (maxBytes: number) => new TrendFetchError('too_large', `Upstream answer exceeds ${maxBytes} bytes`)

const snippet = (text: string) => JSON.stringify(text.slice(0, 80))
