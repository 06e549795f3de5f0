import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { trendAdapters } from '../../src/trending/adapters'
import { fetchPlatformTrends } from '../../src/trending/fetch-platform-trends'
import {
  loadTrendingFixture,
  reply,
  startReplayServer,
  type Behaviour,
  type ReplayServer,
} from '../../src/trending/testing/upstream-replay-server'

/** Redirects stay on the configured host; upstream text never reaches the public failure. */
describe('trending upstream answers', () => {
  let upstream: ReplayServer
  let internal: Server
  let internalUrl: string
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const run = (platform: 'bilibili' | 'weibo' | 'douyin') =>
    fetchPlatformTrends(trendAdapters[platform], { config: upstream.config({ retries: 0 }), logger: log })
  const redirectTo =
    (location: string): Behaviour =>
    (_req, res) =>
      void res.writeHead(302, { location }).end()

  beforeEach(async () => {
    upstream = await startReplayServer()
    vi.clearAllMocks()
    // An "internal" service: a valid Bilibili ranking with a marker title, on another port.
    const payload = loadTrendingFixture('bilibili.json')
    payload.data.list[0].title = 'INTERNAL-ONLY title'
    internal = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload)),
    )
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
    internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}/secret`
  })
  afterEach(async () => {
    await upstream.close()
    internal.closeAllConnections()
    await new Promise((resolve) => internal.close(resolve))
  })

  it('a redirect to another host fails the platform and publishes nothing from there', async () => {
    upstream.on('bilibili', redirectTo(internalUrl))
    const result = await run('bilibili')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.failure.kind).toBe('http_status')
    expect(JSON.stringify(result.failure)).not.toContain('INTERNAL')
    expect(JSON.stringify(result.failure)).not.toContain('secret')
  })

  it('a redirect on the same host is followed', async () => {
    const payload = loadTrendingFixture('bilibili.json')
    upstream.on('bilibili', reply.sequence(redirectTo('/bilibili/moved'), reply.json(payload)))
    const result = await run('bilibili')
    expect(result.ok).toBe(true)
  })

  it('upstream error text and body snippets are logged, never in the public failure', async () => {
    upstream.on('weibo', reply.json({ ok: -100, msg: 'UPSTREAM-SAYS internal host db-7.corp' }))
    upstream.on(
      'douyin',
      (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('UPSTREAM-BODY not json'),
    )
    for (const platform of ['weibo', 'douyin'] as const) {
      const result = await run(platform)
      expect(result.ok).toBe(false)
      if (result.ok) continue
      expect(result.failure.message).not.toContain('UPSTREAM')
    }
    const logged = JSON.stringify(log.warn.mock.calls)
    expect(logged).toContain('UPSTREAM-SAYS')
    expect(logged).toContain('UPSTREAM-BODY')
  })
})
