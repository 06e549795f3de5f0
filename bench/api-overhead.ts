/**
 * What the server adds to each request, against a bare Hono route measured in the same run.
 *
 *   npx tsx bench/api-overhead.ts [--duration 8] [--rounds 4] [--connections 32]
 *
 * Four servers, each a child process on 127.0.0.1: a bare @hono/node-server JSON route
 * (bench/support/bare-hono.ts), and the real entry point on PostgreSQL (when 127.0.0.1:5432 or
 * BENCH_DATABASE_URL answers; a fresh database is created and dropped) and on embedded PGlite.
 * autocannon drives each route from this process with keep-alive connections. A shared machine's
 * speed drifts by a third within a minute, so the routes take turns: each route's `duration` is
 * split into `rounds` slices, every round measures every route, and a route's ratio to the bare
 * route is the median of its per-round ratios (req/s and latencies are medians too). Every
 * request carries a browser's Accept-Encoding, since whether an answer is compressed is part of
 * what a request costs. The request log goes to a pipe at level info, as in production. Figures
 * depend on the machine: compare ratios, not absolutes.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { spawnServer, type RunningServer } from '../apps/server/test/spawn-server'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '32' },
  },
})
const duration = Math.min(Math.max(Number(args.duration) || 8, 2), 60)
const connections = Math.min(Math.max(Number(args.connections) || 32, 1), 256)
const rounds = Math.min(Math.max(Number(args.rounds) || 4, 1), 20)
const slice = Math.max(1, Math.round(duration / rounds))

/** One route under load: what to ask, and what each round measured. */
interface Route {
  name: string
  url: string
  headers: Record<string, string>
  expectStatus: number
  rounds: { rps: number; p50: number; p99: number; unexpected: number }[]
}

/** What a browser sends with every request; it decides whether an answer is compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' }

const route = (name: string, url: string, extraHeaders: Record<string, string> = {}, expectStatus = 200): Route => ({
  name,
  url,
  headers: { ...BROWSER_HEADERS, ...extraHeaders },
  expectStatus,
  rounds: [],
})

async function measure(target: Route, seconds: number) {
  const result = await autocannon({ url: target.url, connections, duration: seconds, headers: target.headers })
  target.rounds.push({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: target.expectStatus === 200 ? result.non2xx : result['2xx'],
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function spawnBare(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support/bare-hono.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const port = /"port":(\d+)/.exec(line)?.[1]
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') })
    })
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)))
  })
}

/** A throwaway PostgreSQL database, or null when none answers. */
async function scratchPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `hookline_bench_${process.pid}`
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query(`CREATE DATABASE ${name}`)
  } catch {
    await client.end().catch(() => {})
    return null
  }
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

async function signUp(server: RunningServer): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password' }),
  })
  const { data } = (await response.json()) as { data: { token: string } }
  return { authorization: `Bearer ${data.token}` }
}

/** The server's request log is drained (as a log shipper would) so a full pipe never stalls it. */
const drained = (server: RunningServer) => {
  server.output.length = 0
  const timer = setInterval(() => (server.output.length = 0), 1000)
  return () => clearInterval(timer)
}

async function main() {
  const stops: (() => void | Promise<void>)[] = []
  const bare = await spawnBare()
  stops.push(() => bare.stop())
  const routes = [route('bare Hono JSON route', `${bare.url}/json`)]

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-bench-'))
  const embedded = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
  const stopDrainEmbedded = drained(embedded)
  routes.push(route('Hookline 404 envelope (no database)', `${embedded.url}/api/no-such-route`, {}, 404))
  routes.push(
    route('Hookline GET /api/auth/getUserInfo, PGlite', `${embedded.url}/api/auth/getUserInfo`, await signUp(embedded)),
  )
  stops.push(async () => {
    stopDrainEmbedded()
    embedded.process.kill('SIGTERM')
    await embedded.exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const postgres = await scratchPostgres()
  if (postgres) {
    const server = await spawnServer({ DATABASE_URL: postgres.url })
    const stopDrain = drained(server)
    routes.push(
      route(
        'Hookline GET /api/auth/getUserInfo, PostgreSQL',
        `${server.url}/api/auth/getUserInfo`,
        await signUp(server),
      ),
    )
    stops.push(async () => {
      stopDrain()
      server.process.kill('SIGTERM')
      await server.exited
      await postgres.drop()
    })
  } else {
    console.log('PostgreSQL not reachable at 127.0.0.1:5432 (or BENCH_DATABASE_URL): its row is skipped')
  }

  // A warm-up so the JIT and the pools are ready before the measured rounds.
  for (const target of routes) await measure(target, 1)
  for (const target of routes) target.rounds.length = 0
  for (let round = 0; round < rounds; round++) for (const target of routes) await measure(target, slice)
  for (const stop of stops) await stop()

  const base = routes[0].rounds
  console.log(
    `\nAPI overhead · ${connections} connections · ${rounds} rounds of ${slice} s per route · ${os.cpus().length} cores · Node ${process.version}\n`,
  )
  console.log(
    'route'.padEnd(50),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'of bare'.padStart(9),
    'per round'.padStart(22),
    'unexpected'.padStart(11),
  )
  for (const target of routes) {
    const ratios = target.rounds.map((figures, i) => (100 * figures.rps) / base[i].rps)
    console.log(
      target.name.padEnd(50),
      Math.round(median(target.rounds.map((r) => r.rps)))
        .toString()
        .padStart(8),
      String(median(target.rounds.map((r) => r.p50))).padStart(8),
      String(median(target.rounds.map((r) => r.p99))).padStart(8),
      `${Math.round(median(ratios))} %`.padStart(9),
      ratios
        .map((ratio) => Math.round(ratio))
        .join(' ')
        .padStart(22),
      String(target.rounds.reduce((sum, r) => sum + r.unexpected, 0)).padStart(11),
    )
  }
}

await main()
