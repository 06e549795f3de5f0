import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { createTestContext, type TestContext } from '../test-context'

/** Over real HTTP, a 2 MB body sent whole gets the 413 envelope, never a reset. */
describe('oversized bodies over HTTP', () => {
  let ctx: TestContext
  let server: ServerType
  let origin: string
  beforeAll(async () => {
    ctx = await createTestContext('pglite')
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await ctx.close()
  })

  const twoMegabytes = 'x'.repeat(2 * 1024 * 1024)
  const post = (path: string, body: BodyInit, method = 'POST') =>
    fetch(origin + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)

  it('answers 413 with the envelope to repeated whole-body requests on one connection', async () => {
    for (const path of ['/api/auth/login', '/api/scripts', '/api/auth/register', '/api/scripts', '/api/no-route']) {
      const res = await post(path, twoMegabytes)
      expect(res.status, path).toBe(413)
      expect(await res.json()).toMatchObject({ code: ErrorCode.PAYLOAD_TOO_LARGE, data: null })
    }
  })

  it('answers 413 to every method that carries a body, on any route', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      for (const path of ['/api/users/me', '/api/scripts/0b7f6c1e-0000-4000-8000-000000000000', '/api/no-route']) {
        const res = await post(path, twoMegabytes, method)
        expect(res.status, `${method} ${path}`).toBe(413)
        expect((await res.json()).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE)
      }
  })

  it('answers 413 to a chunked body without a length', async () => {
    const chunk = new TextEncoder().encode('y'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await post('/api/auth/login', stream)
    expect(res.status).toBe(413)
    expect((await res.json()).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE)
  })

  it('still reads a body under the limit, chunked or not', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' })
    expect((await post('/api/auth/login', body)).status).toBe(401)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body))
        controller.close()
      },
    })
    expect((await post('/api/auth/login', stream)).status).toBe(401)
  })
})
