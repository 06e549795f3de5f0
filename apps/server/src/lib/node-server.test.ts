import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Http2Bindings, HttpBindings } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from './logger'
import { requestIdOf, serveApp } from './node-server'

let server: http.Server | undefined
let agent: http.Agent | undefined

afterEach(() => {
  agent?.destroy()
  server?.closeAllConnections()
  server?.close()
})

async function start(
  fetch: (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>,
  logger?: ReturnType<typeof createLogger>,
) {
  const address = await new Promise<AddressInfo>((resolve) => {
    server = serveApp({ fetch, port: 0, hostname: '127.0.0.1', logger }, resolve)
  })
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = (path: string) =>
    new Promise<http.IncomingMessage & { body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: address.port, path, agent }, (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (body += chunk))
          response.on('end', () => resolve(Object.assign(response, { body })))
        })
        .on('error', reject)
    })
  return { get }
}

describe('serveApp', () => {
  it('keeps an idle connection open longer than the clients that pool connections do, and says so', async () => {
    const { get } = await start(() => Response.json({ ok: true }))
    const response = await get('/api/ping')
    // Node's default is 5 s: a pooling client reusing the socket at that moment gets ECONNRESET.
    expect(response.headers['keep-alive']).toBe('timeout=65')
    expect(server!.headersTimeout).toBeGreaterThan(server!.keepAliveTimeout)
  })

  it('does not wait for idle kept-alive connections when it closes', async () => {
    const { get } = await start(() => Response.json({ ok: true }))
    await get('/api/ping')
    const started = performance.now()
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('puts the API set of security headers on API answers and the document set on pages, the app winning where both set one', async () => {
    const { get } = await start(
      (request) =>
        new Response('x', {
          headers: new URL(request.url).pathname === '/own' ? { 'X-Frame-Options': 'SAMEORIGIN' } : {},
        }),
    )
    const api = await get('/api/ping')
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(api.headers['referrer-policy']).toBeUndefined()
    const page = await get('/history')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect((await get('/own')).headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('logs one line per API request, once it is answered, with the id its answer carries and never the query', async () => {
    const written: Record<string, unknown>[] = []
    const logger = createLogger(
      { LOG_LEVEL: 'info' },
      { write: (line: string) => void written.push(JSON.parse(line) as Record<string, unknown>) },
    )
    const { get } = await start(async (request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/slow') await new Promise((resolve) => setTimeout(resolve, 60))
      return Response.json({ ok: true }, { status: path === '/api/missing' ? 404 : 200 })
    }, logger)
    const answer = await get('/api/missing?q=private%20search')
    await get('/api/slow')
    await get('/history')
    expect(written.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/api/missing', status: 404 },
      { method: 'GET', path: '/api/slow', status: 200 },
    ])
    expect(written[0].requestId).toBe(answer.headers['x-request-id'])
    expect(written[0].requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(written[1].requestId).not.toBe(written[0].requestId)
    expect(written[1].ms).toBeGreaterThanOrEqual(50)
    expect(JSON.stringify(written)).not.toContain('private')
  })

  it('lets the app read the id of the request it answers, and gives none without a log', async () => {
    const logger = createLogger({ LOG_LEVEL: 'info' }, { write: () => {} })
    const { get } = await start((_, env) => Response.json({ id: requestIdOf(env.outgoing) ?? null }), logger)
    const answer = await get('/api/ping')
    expect(JSON.parse(answer.body).id).toBe(answer.headers['x-request-id'])
    server?.closeAllConnections()
    server?.close()
    const unlogged = await start((_, env) => Response.json({ id: requestIdOf(env.outgoing) ?? null }))
    const plain = await unlogged.get('/api/ping')
    expect(plain.headers['x-request-id']).toBeUndefined()
    expect(JSON.parse(plain.body).id).toBeNull()
  })
})
