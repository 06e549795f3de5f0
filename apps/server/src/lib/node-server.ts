import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
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

/**
 * Serves a fetch handler on Node with the security headers on every answer. They are set on
 * Node's response before the app runs rather than by a Hono middleware: a header added to a
 * finished Hono response turns its plain header object into a WHATWG Headers and copies it, which
 * cost a third of a small request's time. Node merges them with the app's own headers, and the
 * app's win where both set one.
 */
export function serveApp(
  options: { fetch: (request: Request) => Response | Promise<Response>; port: number; hostname: string },
  onListening: (info: AddressInfo) => void,
) {
  const listener = getRequestListener(options.fetch, { hostname: options.hostname })
  const server = http.createServer((request, response) => {
    for (const [name, value] of isApiAnswer(request.url ?? '/') ? apiHeaders : documentHeaders)
      response.setHeader(name, value)
    void listener(request, response)
  })
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  // Node requires the headers timeout to be the longer of the two.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000
  server.listen(options.port, options.hostname, () => onListening(server.address() as AddressInfo))
  return server
}
