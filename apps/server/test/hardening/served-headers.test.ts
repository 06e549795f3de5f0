import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECURITY_HEADERS } from '../../src/lib/security-headers'
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

  it('puts the security headers and a request id on API answers, pages and missing files alike', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/sign-in', '/assets/missing.js']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value)
      if (path.startsWith('/api/')) expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      await response.arrayBuffer()
    }
  })

  it('logs each API request within moments, even with nothing else to write', async () => {
    const response = await fetch(`${server.url}/api/health?probe=log`)
    const requestId = response.headers.get('x-request-id')!
    await expect.poll(() => server.output.some((line) => line.includes(requestId)), { timeout: 2000 }).toBe(true)
  })
})
