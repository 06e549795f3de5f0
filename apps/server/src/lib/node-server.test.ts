import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { serveApp } from './node-server'

let server: http.Server | undefined
let agent: http.Agent | undefined

afterEach(() => {
  agent?.destroy()
  server?.closeAllConnections()
  server?.close()
})

async function start(fetch: (request: Request) => Response | Promise<Response>) {
  const address = await new Promise<AddressInfo>((resolve) => {
    server = serveApp({ fetch, port: 0, hostname: '127.0.0.1' }, resolve)
  })
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = (path: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: address.port, path, agent }, (response) => {
          response.resume()
          response.on('end', () => resolve(response))
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
})
