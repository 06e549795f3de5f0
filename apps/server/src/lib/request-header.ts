import type { HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'

/**
 * One request header, read where it is cheapest. Served by Node, `c.req.header()` builds a WHATWG
 * Headers from every raw header on first use (a few microseconds, on each request that reads
 * one), while Node has already parsed them into `incoming.headers` to route the request. A repeated
 * header reads as Node joins it: with ", " for most, the first value for `authorization` and
 * `content-length`. Requests built in process (app.request in tests) have no `incoming`.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming
  if (!incoming) return c.req.header(name)
  const value = incoming.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}
