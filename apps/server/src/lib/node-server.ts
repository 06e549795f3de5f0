import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server'
import type { Logger } from './logger'
import { requestLineWriter } from './request-line'
import { API_SECURITY_HEADERS, DOCUMENT_SECURITY_HEADERS, isApiAnswer } from './security-headers'

/**
 * How long an idle keep-alive connection stays open. Node's 5 s default is shorter than what
 * clients that pool connections assume (proxies and load balancers idle for 60 s; Playwright's
 * request context ignores the Keep-Alive hint): a request sent on a socket the server is closing
 * at that moment fails with ECONNRESET. The server must be the one that waits longer.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

const documentHeaders = Object.entries(DOCUMENT_SECURITY_HEADERS)
const apiHeaders = Object.entries(API_SECURITY_HEADERS)

/** The id of an API request, as its answer's X-Request-Id says it; undefined off Node (app.request in tests). */
export const requestIdOf = (outgoing: Pick<http.ServerResponse, 'getHeader'> | undefined) =>
  outgoing?.getHeader('X-Request-Id') as string | undefined

/** "/api/scripts?q=x" → "/api/scripts": a query may hold what a user searched for, never logged. */
const pathOf = (url: string) => {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * Serves a fetch handler on Node with the security headers on every answer, and one log line per
 * API request with an id the client also sees (X-Request-Id). Both are done on Node's response,
 * around the app rather than inside it:
 * - a header added to a finished Hono response turns its plain header object into a WHATWG
 *   Headers and copies it, which cost a third of a small request's time; Node merges these with
 *   the app's own headers, and the app's win where both set one;
 * - a Hono middleware makes every API request run through a composed chain of promises instead of
 *   its one handler, for a line that needs nothing of Hono's.
 *   The line is written when the answer is: a stream's line gives the stream's whole duration.
 */
export function serveApp(
  options: {
    /** Hono's app.fetch: Node's request and response come as its env (c.env.incoming, c.env.outgoing). */
    fetch: (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>
    port: number
    hostname: string
    /** Where the request lines go; none, no lines. */
    logger?: Logger
  },
  onListening: (info: AddressInfo) => void,
) {
  const listener = getRequestListener(options.fetch, { hostname: options.hostname })
  const writeLine = options.logger && requestLineWriter(options.logger)
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/'
    for (const [name, value] of isApiAnswer(url) ? apiHeaders : documentHeaders) response.setHeader(name, value)
    if (!writeLine || !url.startsWith('/api/')) return void listener(request, response)
    const requestId = randomUUID()
    response.setHeader('X-Request-Id', requestId)
    const started = performance.now()
    // On the listener's promise rather than the response's 'close' event, which costs every
    // request a listener and an event of its own.
    void listener(request, response).finally(() =>
      writeLine({
        requestId,
        method: request.method ?? '',
        path: pathOf(url),
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
      }),
    )
  })
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  // Node requires the headers timeout to be the longer of the two.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  server.listen(options.port, options.hostname, () => onListening(server.address() as AddressInfo))
  return server
}
