import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TrendPlatform } from '@hookline/contract'
import { trendAdapters } from './adapters'
import { fetchPlatformTrends } from './fetch-platform-trends'
import { loadTrendingFixture, reply, startReplayServer, type ReplayServer } from './testing/upstream-replay-server'

/** Each platform's recorded payload with one required field removed from one row. */
const missingField: Record<TrendPlatform, () => unknown> = {
  bilibili: () => {
    const payload = loadTrendingFixture('bilibili.json')
    delete payload.data.list[3].title
    return payload
  },
  weibo: () => {
    const payload = loadTrendingFixture('weibo.json')
    delete payload.data.realtime[0].num
    return payload
  },
  douyin: () => {
    const payload = loadTrendingFixture('douyin.json')
    delete payload.data.word_list[5].word
    return payload
  },
}

const refusedByUpstream: Record<TrendPlatform, unknown> = {
  bilibili: { code: -352, message: '-352', ttl: 1 },
  weibo: { ok: -100, msg: 'need login' },
  douyin: { status_code: 8, status_msg: 'risk' },
}

const emptyRanking: Record<TrendPlatform, unknown> = {
  bilibili: { code: 0, message: '0', ttl: 1, data: { note: '', list: [] } },
  weibo: { ok: 1, data: { realtime: [] } },
  douyin: { status_code: 0, data: { word_list: [] } },
}

const fixtureFile: Record<TrendPlatform, string> = {
  bilibili: 'bilibili.json',
  weibo: 'weibo.json',
  douyin: 'douyin.json',
}

describe.each(['bilibili', 'weibo', 'douyin'] as const)('%s failures are reported, never thrown', (platform) => {
  let upstream: ReplayServer
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const run = (overrides = {}) =>
    fetchPlatformTrends(trendAdapters[platform], { config: upstream.config(overrides), logger: log })
  /** Bilibili tries ranking/v2, then popular: both see the same failure. */
  const endpoints = trendAdapters[platform].requests.length

  beforeEach(async () => {
    upstream = await startReplayServer()
    vi.clearAllMocks()
  })
  afterEach(() => upstream.close())

  it('a payload with a missing field fails the whole list', async () => {
    upstream.on(platform, reply.json(missingField[platform]()))
    const result = await run()
    expect(result).toMatchObject({ platform, ok: false, failure: { kind: 'invalid_payload' } })
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ platform, kind: 'invalid_payload' }),
      'trending fetch failed',
    )
  })

  it('an HTML page with status 200 is not_json', async () => {
    upstream.on(platform, reply.html(200))
    expect(await run()).toMatchObject({ ok: false, failure: { kind: 'not_json' } })
  })

  it('an HTML error page with status 502 is an http_status failure after a retry', async () => {
    upstream.on(platform, reply.html(502))
    expect(await run()).toMatchObject({
      ok: false,
      failure: { kind: 'http_status', message: 'HTTP 502 from upstream' },
    })
    expect(upstream.requests).toHaveLength(2 * endpoints)
  })

  it('a 403 fails without retrying', async () => {
    upstream.on(platform, reply.status(403))
    expect(await run()).toMatchObject({
      ok: false,
      failure: { kind: 'http_status', message: 'HTTP 403 from upstream' },
    })
    expect(upstream.requests).toHaveLength(endpoints)
  })

  it('a non-zero upstream code is upstream_error', async () => {
    upstream.on(platform, reply.json(refusedByUpstream[platform]))
    expect(await run()).toMatchObject({ ok: false, failure: { kind: 'upstream_error' } })
  })

  it('an empty ranking is a failure, so it can never replace a good list', async () => {
    upstream.on(platform, reply.json(emptyRanking[platform]))
    expect(await run()).toMatchObject({ ok: false, failure: { kind: 'empty' } })
  })

  it('an upstream that never answers times out, retried a bounded number of times', async () => {
    upstream.on(platform, reply.hang())
    const started = Date.now()
    expect(await run({ timeoutMs: 150, retries: 1 })).toMatchObject({ ok: false, failure: { kind: 'timeout' } })
    expect(upstream.requests).toHaveLength(2 * endpoints)
    expect(Date.now() - started).toBeLessThan(2 * endpoints * 150 + 2_500)
  })

  it('a slow-loris body that keeps trickling fails on the per-request time limit', async () => {
    upstream.on(platform, reply.slowLoris(10))
    const started = Date.now()
    expect(await run({ timeoutMs: 150, retries: 0 })).toMatchObject({ ok: false, failure: { kind: 'timeout' } })
    expect(Date.now() - started).toBeLessThan(endpoints * 150 + 2_500)
  })

  it('the platform budget stops retries and fallbacks', async () => {
    upstream.on(platform, reply.hang())
    const started = Date.now()
    const result = await run({ timeoutMs: 1_000, retries: 5, platformBudgetMs: 200 })
    expect(result).toMatchObject({ ok: false, failure: { kind: 'timeout' } })
    expect(Date.now() - started).toBeLessThan(2_500)
  })

  it('an answer larger than the byte cap is too_large', async () => {
    upstream.on(platform, reply.json(loadTrendingFixture(fixtureFile[platform])))
    expect(await run({ maxBytes: 1_000 })).toMatchObject({ ok: false, failure: { kind: 'too_large' } })
  })

  it('a refused connection is a network failure', async () => {
    const result = await run({
      baseUrls: { bilibili: 'http://127.0.0.1:1', weibo: 'http://127.0.0.1:1', douyin: 'http://127.0.0.1:1' },
    })
    expect(result).toMatchObject({ ok: false, failure: { kind: 'network' } })
  })

  it('a transient 503 is retried and then succeeds', async () => {
    upstream.on(platform, reply.sequence(reply.status(503), reply.json(loadTrendingFixture(fixtureFile[platform]))))
    const result = await run()
    expect(result.ok).toBe(true)
    expect(upstream.requests).toHaveLength(2)
  })
})
