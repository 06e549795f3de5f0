import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { TrendPlatform } from '@hookline/contract'
import { DEFAULT_TRENDING_SOURCE_CONFIG, type TrendingSourceConfig } from '../trending-source-config'

/** The project's recorded payloads (also what TRENDING_FIXTURES_DIR demos use). */
export const TRENDING_FIXTURES_DIR = fileURLToPath(new URL('../../../test/fixtures/trending/', import.meta.url))

export const loadTrendingFixture = (file: string): Record<string, any> =>
  JSON.parse(readFileSync(`${TRENDING_FIXTURES_DIR}${file}`, 'utf8'))

export type Behaviour = (req: IncomingMessage, res: ServerResponse) => void

/** How a fake upstream answers; each models one way the real ones misbehave. */
export const reply = {
  json:
    (body: unknown, status = 200): Behaviour =>
    (_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
    },
  html:
    (status = 200): Behaviour =>
    (_req, res) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      res.end('<!DOCTYPE html><html><body><h1>Sina Visitor System</h1></body></html>')
    },
  status:
    (status: number): Behaviour =>
    (_req, res) => {
      res.writeHead(status, { 'content-type': 'text/plain' }).end(`status ${status}`)
    },
  /** Accepts the connection and never answers. */
  hang: (): Behaviour => () => {},
  /** Sends headers, then one byte at a time forever: each chunk alone beats any idle timeout. */
  slowLoris:
    (intervalMs = 20): Behaviour =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{')
      const timer = setInterval(() => res.write(' '), intervalMs)
      res.on('close', () => clearInterval(timer))
    },
  /** Answers like `behaviour`, `ms` later: long enough for a second refresh to collide. */
  delayed:
    (ms: number, behaviour: Behaviour): Behaviour =>
    (req, res) => {
      const timer = setTimeout(() => behaviour(req, res), ms)
      res.on('close', () => clearTimeout(timer))
    },
  /** Plays the behaviours in turn, repeating the last one. */
  sequence: (...steps: Behaviour[]): Behaviour => {
    let next = 0
    return (req, res) => steps[Math.min(next++, steps.length - 1)](req, res)
  },
}

export interface RecordedRequest {
  platform: string
  path: string
  headers: IncomingHttpHeaders
}

export interface ReplayServer {
  requests: RecordedRequest[]
  /** Sets how `/<platform>/…` answers. */
  on(platform: TrendPlatform, behaviour: Behaviour): void
  /** Serves each platform's recorded payload, as a healthy upstream would. */
  serveRecordedPayloads(): void
  /** Source config pointing every platform at this server, with test-sized limits. */
  config(overrides?: Partial<TrendingSourceConfig>): TrendingSourceConfig
  /** The same as TRENDING_* environment variables, for tests of the whole app. */
  env(): Record<string, string>
  close(): Promise<void>
}

/** A local stand-in for the three upstreams on 127.0.0.1, port 0 (tests reach no network but 127.0.0.1). */
export async function startReplayServer(): Promise<ReplayServer> {
  const behaviours = new Map<string, Behaviour>()
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const [, platform = '', ...rest] = (req.url ?? '/').split('/')
    requests.push({ platform, path: `/${rest.join('/')}`, headers: req.headers })
    const behaviour = behaviours.get(platform) ?? reply.status(404)
    behaviour(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  const baseUrls = { bilibili: `${origin}/bilibili`, weibo: `${origin}/weibo`, douyin: `${origin}/douyin` }
  return {
    requests,
    on: (platform, behaviour) => void behaviours.set(platform, behaviour),
    serveRecordedPayloads() {
      for (const platform of ['bilibili', 'weibo', 'douyin'] as const) {
        behaviours.set(platform, reply.json(loadTrendingFixture(`${platform}.json`)))
      }
    },
    env: () => ({
      TRENDING_BILIBILI_BASE_URL: baseUrls.bilibili,
      TRENDING_WEIBO_BASE_URL: baseUrls.weibo,
      TRENDING_DOUYIN_BASE_URL: baseUrls.douyin,
      TRENDING_TIMEOUT_MS: '3000',
      TRENDING_RETRIES: '0',
      TRENDING_MIN_REFRESH_SECONDS: '0',
    }),
    config: (overrides = {}) => ({
      ...DEFAULT_TRENDING_SOURCE_CONFIG,
      baseUrls,
      // Generous: a loaded CI machine must not turn a healthy answer into a timeout. Tests of
      // timeouts pass their own short limit.
      timeoutMs: 3_000,
      retries: 1,
      retryBaseDelayMs: 5,
      platformBudgetMs: 5_000,
      ...overrides,
    }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
