import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_SECURITY_HEADERS, DOCUMENT_SECURITY_HEADERS } from '../../src/lib/security-headers'
import { spawnServer, type RunningServer } from '../spawn-server'

/**
 * What the real server puts on every answer (lib/node-server.ts): app.request cannot show these,
 * since they are set on Node's response. Also: the request log still reaches stdout when the
 * server is quiet (it is written in batches).
 */
describe('the served app', () => {
  let server: RunningServer
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-headers-'))

  beforeAll(async () => {
    server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', TRENDING_REFRESH_MINUTES: '0' })
  }, 60_000)
  afterAll(async () => {
    server?.process.kill('SIGTERM')
    await server?.exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('puts the document headers on pages, files and the API reference, and a request id on API answers', async () => {
    for (const path of ['/sign-in', '/assets/missing.js', '/api/docs']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })
      for (const [name, value] of Object.entries(DOCUMENT_SECURITY_HEADERS))
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value)
      await response.arrayBuffer()
    }
  })

  it('puts the API set on API answers, found or not, with nothing a document-only header adds', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/api/openapi.json']) {
      const response = await fetch(`${server.url}${path}`)
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value)
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull()
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      await response.arrayBuffer()
    }
  })

  it('compresses what may be large (the API reference, pages) and never a small envelope, nor marks it Vary', async () => {
    const get = (path: string) =>
      fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip', accept: 'text/html' } })
    for (const path of ['/api/openapi.json', '/sign-in']) {
      const response = await get(path)
      expect(response.headers.get('content-encoding'), path).toBe('gzip')
      expect(response.headers.get('vary'), path).toMatch(/accept-encoding/i)
      await response.arrayBuffer()
    }
    for (const path of ['/api/health', '/api/no-such-route', '/api/auth/getUserInfo']) {
      const response = await get(path)
      expect(response.headers.get('content-encoding'), path).toBeNull()
      expect(response.headers.get('vary'), path).toBeNull()
      expect((await response.json()).code, path).toEqual(expect.any(Number))
    }
  })

  it('logs each API request within moments, even with nothing else to write', async () => {
    const response = await fetch(`${server.url}/api/health?probe=log`)
    const requestId = response.headers.get('x-request-id')!
    await expect.poll(() => server.output.some((line) => line.includes(requestId)), { timeout: 2000 }).toBe(true)
  })
})
