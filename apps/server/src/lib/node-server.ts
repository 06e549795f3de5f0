import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { API_SECURITY_HEADERS, DOCUMENT_SECURITY_HEADERS, isApiAnswer } from './security-headers'

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
  server.listen(options.port, options.hostname, () => onListening(server.address() as AddressInfo))
  return server
}
