/**
 * GET /api/trending throughput from the cache: requests per second and latency
 * percentiles over loopback, with the snapshots filled from the recorded payloads (no network).
 *
 *   npx tsx bench/trending-throughput.ts [--seconds 5] [--connections 32] [--platform all] [--gzip] [--items 50]
 *
 * --items pads each platform's recorded list (14 / 1 / 12 rows) to a real board's length by
 * repeating rows under new ranks, so the response has the size a live one has.
 *
 * Bounded on purpose: at most 60 s and 256 connections, 127.0.0.1 only. The server runs in this
 * process on an in-memory PGlite (or BENCH_DATABASE_URL's PostgreSQL); the load comes from a
 * worker thread so it does not share the server's event loop.
 */
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { serve } from '@hono/node-server'
import { createApp } from '../apps/server/src/app'
import { TREND_PLATFORMS } from '@hookline/contract'
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client'
import { loadConfig } from '../apps/server/src/env'
import { createLogger } from '../apps/server/src/lib/logger'
import { createMailer } from '../apps/server/src/lib/mailer/mailer'
import { RateLimiter } from '../apps/server/src/lib/rate-limit'
import { createSecretBox } from '../apps/server/src/lib/secret-box'
import { createTrendingStore } from '../apps/server/src/modules/trending/trending-store'
import { createTrendingService } from '../apps/server/src/modules/trending/trending.service'
import { TRENDING_FIXTURES_DIR } from '../apps/server/src/trending/testing/upstream-replay-server'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    platform: { type: 'string', default: 'all' },
    gzip: { type: 'boolean', default: false },
    items: { type: 'string', default: '50' },
  },
})
const seconds = Math.min(Math.max(Number(args.seconds) || 5, 1), 60)
const connections = Math.min(Math.max(Number(args.connections) || 32, 1), 256)
const path = `/api/trending?platform=${encodeURIComponent(args.platform)}`
const itemsPerPlatform = Math.min(Math.max(Number(args.items) || 50, 1), 100)

/** Plain JS for the worker: keep-alive HTTP/1.1 clients, each sending as soon as it has an answer. */
const loadWorker = `
const http = require('node:http')
const { parentPort, workerData } = require('node:worker_threads')
const { port, path, connections, seconds, gzip } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
const latencies = []
let errors = 0, bytes = 0
const endAt = performance.now() + seconds * 1000
const headers = gzip ? { 'accept-encoding': 'gzip' } : {}
function one() {
  return new Promise((resolve) => {
    const started = performance.now()
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(performance.now() - started)
        else errors++
        resolve()
      })
    })
    req.on('error', () => { errors++; resolve() })
  })
}
async function client() { while (performance.now() < endAt) await one() }
const started = performance.now()
Promise.all(Array.from({ length: connections }, client)).then(() => {
  agent.destroy()
  parentPort.postMessage({ latencies, errors, bytes, elapsedMs: performance.now() - started })
})
`

async function main() {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', TRENDING_FIXTURES_DIR })
  const database = process.env.BENCH_DATABASE_URL
    ? await openPostgres({ url: process.env.BENCH_DATABASE_URL })
    : await openPglite({})
  const logger = createLogger(config)
  await createTrendingService({ config, database, logger }).refresh({ minAgeMs: 0 })
  await padSnapshots(database, itemsPerPlatform)

  const app = createApp({
    config,
    database,
    logger,
    rateLimiter: new RateLimiter(database.db),
    secrets: createSecretBox(randomBytes(32)),
    mailer: createMailer({ from: config.MAIL_FROM, logger }),
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo

  const worker = new Worker(loadWorker, {
    eval: true,
    workerData: { port, path, connections, seconds, gzip: args.gzip },
  })
  const result = await new Promise<{ latencies: number[]; errors: number; bytes: number; elapsedMs: number }>(
    (resolve, reject) => worker.once('message', resolve).once('error', reject),
  )
  await new Promise((resolve) => server.close(resolve))
  await database.close()

  const sorted = result.latencies.sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
  const figures = {
    bench: 'trending-throughput',
    database: database.kind,
    path,
    gzip: args.gzip,
    seconds,
    connections,
    itemsPerPlatform,
    requests: sorted.length,
    errors: result.errors,
    reqPerSec: Math.round(sorted.length / (result.elapsedMs / 1000)),
    p50Ms: +at(0.5).toFixed(2),
    p99Ms: +at(0.99).toFixed(2),
    maxMs: +(sorted.at(-1) ?? NaN).toFixed(2),
    kbPerResponse: +(result.bytes / Math.max(1, sorted.length + result.errors) / 1024).toFixed(1),
  }
  console.log(
    `GET ${path} (${figures.database}${args.gzip ? ', gzip' : ''}): ${figures.reqPerSec} req/s, ` +
      `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms, ` +
      `${figures.requests} ok / ${figures.errors} errors over ${seconds} s with ${connections} connections`,
  )
  console.log(JSON.stringify(figures))
}

async function padSnapshots(database: Database, length: number) {
  const store = createTrendingStore(database.db)
  for (const [platform, row] of await store.read(TREND_PLATFORMS)) {
    const items = Array.from({ length }, (_, i) => ({ ...row.items[i % row.items.length], rank: i + 1 }))
    await store.saveSuccess(platform, items, true, row.fetchedAt ?? new Date())
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
