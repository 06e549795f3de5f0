import { randomUUID } from 'node:crypto'
import type { HttpBindings } from '@hono/node-server'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../context'
import type { Logger } from './logger'

/** One structured line per API request, with an id the client also sees (X-Request-Id). */
export const requestLog = (logger: Logger) => {
  // A request line holds no secret (a path, never its query; a status; a duration), so it skips
  // the logger's redaction, which walks every line it writes and was two thirds of a line's cost.
  const lines = logger.child({}, { redact: [] })
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = randomUUID()
    c.set('requestId', requestId)
    // On Node, straight onto the outgoing response: a header set through Hono before the handler
    // makes every answer build and copy a WHATWG Headers (lib/node-server.ts says why that costs).
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing
    if (outgoing) outgoing.setHeader('X-Request-Id', requestId)
    else c.header('X-Request-Id', requestId)
    const started = performance.now()
    await next()
    lines.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  })
}
