/**
 * Resident memory of the server: idle, and after 100 offline generations, on
 * the embedded database (a new folder's first start, then the same folder reopened) and on
 * PostgreSQL (127.0.0.1:5432, a fresh database; skipped when it does not answer).
 *
 *   npm run build -w apps/server && npx tsx bench/memory.ts [--generations 100] [--settle 3000] [--bundle <index.js>]
 *
 * The server is the built bundle (node apps/server/dist/index.js, with the options and allocator
 * settings `npm start` and the image give it) in a child process; RSS is read from /proc (Linux)
 * after `--settle` ms without requests. The generations' time, one after another, is printed too.
 *
 *   npx tsx bench/memory.ts --node-options="--enable-source-maps"   # plain node, to compare
 *   npx tsx bench/memory.ts --semi-spaces 1,16 [--rounds 8]        # the young generation's size
 *   npx tsx bench/memory.ts --mmap-thresholds 131072,32768          # glibc's MALLOC_MMAP_THRESHOLD_
 *
 * `--semi-spaces` starts one server per size (MB, `--max-semi-space-size`, the rest as started),
 * `--mmap-thresholds` one per allocator threshold (bytes, the rest as started), side by side on
 * PGlite, and drives them in turns with autocannon (GET /api/auth/getUserInfo and
 * the 20-script list GET /api/scripts, 16 connections, 2 s per server per route per round, the
 * order reversed every round): on a shared machine whose speed drifts, only servers measured in
 * the same minutes compare. It prints each server's idle and loaded RSS and its median req/s.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'

const { values: args } = parseArgs({
  options: {
    generations: { type: 'string', default: '100' },
    settle: { type: 'string', default: '3000' },
    /** Another build of the server to measure (e.g. one made from an older commit). */
    bundle: { type: 'string' },
    /**
     * Node options for the server in place of the ones `npm start` gives it, to compare; the
     * allocator's settings are then only what this process's environment has.
     */
    'node-options': { type: 'string' },
    /** Only one database: pglite or postgres. */
    only: { type: 'string' },
    /** Young generation sizes (MB) to compare under load instead of the rows above, e.g. 1,16. */
    'semi-spaces': { type: 'string' },
    /** glibc mmap thresholds (bytes) to compare under load instead of the rows above, e.g. 131072,32768. */
    'mmap-thresholds': { type: 'string' },
    rounds: { type: 'string', default: '8' },
  },
})
const generations = Math.min(Math.max(Number(args.generations) || 100, 1), 1000)
const settleMs = Math.min(Math.max(Number(args.settle) || 3000, 0), 60_000)
const root = path.resolve(import.meta.dirname, '..')
const bundle = path.resolve(args.bundle ?? path.join(root, 'apps/server/dist/index.js'))
if (!fs.existsSync(bundle)) throw new Error('build the server first: npm run build -w apps/server')

/** How scripts/start.mjs and the Containerfile start the server (docs/decisions/049-idle-memory.md). */
const START_OPTIONS = ['--enable-source-maps', '--max-semi-space-size=1']
const START_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' }
const asStarted = args['node-options'] === undefined
const nodeOptions = asStarted ? START_OPTIONS : args['node-options']!.split(' ').filter(Boolean)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)

async function start(
  env: Record<string, string>,
  options = nodeOptions,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...options, bundle], {
    cwd: root,
    env: {
      ...(asStarted ? START_ENV : {}),
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      TRENDING_REFRESH_MINUTES: '0',
      AI_OFFLINE_LINE_DELAY_MS: '0',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const port = /"port":(\d+)/.exec(line)?.[1]
      if (port) resolve({ url: `http://127.0.0.1:${port}`, child })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.on('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

async function api(url: string, route: string, token: string | null, body?: unknown) {
  const res = await fetch(`${url}/api${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`)
  return (await res.json()) as { data: Record<string, unknown> }
}

/** One account writing `count` offline drafts over 20 scripts (follow-ups after the first); its token. */
async function generate(url: string, count = generations) {
  const email = `memory-${randomBytes(4).toString('hex')}@example.com`
  const token = (await api(url, '/auth/register', null, { email, password: 'memory-bench-1' })).data.token as string
  const scripts: string[] = []
  for (let n = 0; n < count; n++) {
    if (n < 20) {
      const created = await api(url, '/scripts', token, { brief: { topic: `通勤穿搭第${n}招`, platform: 'douyin' } })
      scripts.push(created.data.id as string)
    }
    const id = scripts[n % scripts.length]
    await api(url, `/scripts/${id}/messages`, token, n < 20 ? {} : { text: '开头再抓人一点' })
  }
  return token
}

interface Row {
  database: string
  idle: number
  after: number
  /** Seconds the generations took, one after another. */
  seconds: number
}

async function measure(name: string, env: Record<string, string>): Promise<Row> {
  const { url, child } = await start(env)
  try {
    await sleep(settleMs)
    const idle = rssMb(child.pid!)
    const started = performance.now()
    await generate(url)
    const seconds = Math.round((performance.now() - started) / 100) / 10
    await sleep(settleMs)
    const after = rssMb(child.pid!)
    return { database: name, idle, after, seconds }
  } finally {
    await stop(child)
  }
}

async function measureAll() {
  const rows: Row[] = []
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-memory-'))
  try {
    if (args.only !== 'postgres') {
      rows.push(await measure('pglite, new folder (first start)', { DATA_DIR: dataDir }))
      rows.push(await measure('pglite, reopened', { DATA_DIR: dataDir }))
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const server = 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `hookline_memory_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: server })
  const reachable =
    args.only !== 'pglite' &&
    (await admin.connect().then(
      () => true,
      () => false,
    ))
  if (reachable) {
    await admin.query(`CREATE DATABASE ${name}`)
    try {
      rows.push(await measure('postgres', { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` }))
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  } else console.log('PostgreSQL on 127.0.0.1:5432 does not answer: its row is skipped')

  console.log(
    `\nResident memory (MB), idle after ${settleMs} ms and after ${generations} offline generations (node ${nodeOptions.join(' ') || 'with no options'}; load average ${os.loadavg()[0].toFixed(1)}):`,
  )
  console.table(
    rows.map((row) => ({
      database: row.database,
      idle: row.idle,
      [`after ${generations}`]: row.after,
      [`${generations} generations (s)`]: row.seconds,
    })),
  )
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1]

/** One server of a side-by-side comparison: what sets it apart from the others. */
interface Variant {
  label: string
  options: string[]
  env: Record<string, string>
}

interface SideBySide {
  variant: Variant
  url: string
  child: ChildProcess
  dataDir: string
  token: string
  idle: number
  loaded: number
  /** req/s of each round. */
  user: number[]
  list: number[]
}

/** Servers that differ in one setting only, measured side by side (see the top). */
async function compareSideBySide(title: string, variants: Variant[]) {
  const rounds = Math.min(Math.max(Number(args.rounds) || 8, 1), 40)
  const servers: SideBySide[] = []
  try {
    for (const variant of variants) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-memory-'))
      const { url, child } = await start({ DATA_DIR: dataDir, ...variant.env }, variant.options)
      servers.push({
        variant,
        url,
        child,
        dataDir,
        token: '',
        idle: 0,
        loaded: 0,
        user: [] as number[],
        list: [] as number[],
      })
    }
    await sleep(settleMs)
    for (const server of servers) server.idle = rssMb(server.child.pid!)
    for (const server of servers) server.token = await generate(server.url, 20)
    const drive = async (url: string, token: string) => {
      const result = await autocannon({
        url,
        connections: 16,
        duration: 2,
        headers: { authorization: `Bearer ${token}` },
      })
      if (result.non2xx) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`)
      return result.requests.average
    }
    for (let round = 0; round < rounds; round++) {
      for (const server of round % 2 ? [...servers].reverse() : servers) {
        server.user.push(await drive(`${server.url}/api/auth/getUserInfo`, server.token))
        server.list.push(await drive(`${server.url}/api/scripts`, server.token))
        server.loaded = Math.max(server.loaded, rssMb(server.child.pid!))
      }
    }
  } finally {
    for (const server of servers) {
      await stop(server.child)
      fs.rmSync(server.dataDir, { recursive: true, force: true })
    }
  }
  console.log(`\n${title} side by side (PGlite, ${rounds} rounds; load average ${os.loadavg()[0].toFixed(1)}):`)
  console.table(
    servers.map((server) => ({
      server: server.variant.label,
      'idle RSS': server.idle,
      'highest RSS under load': server.loaded,
      'getUserInfo req/s': Math.round(median(server.user)),
      'script list req/s': Math.round(median(server.list)),
      [`getUserInfo vs ${servers[0].variant.label}, per round (%)`]: server.user
        .map((rps, round) => Math.round((100 * rps) / servers[0].user[round]))
        .join(' '),
      [`list vs ${servers[0].variant.label}, per round (%)`]: server.list
        .map((rps, round) => Math.round((100 * rps) / servers[0].list[round]))
        .join(' '),
    })),
  )
}

const listed = (value: string) => value.split(',').map(Number).filter(Boolean)
if (args['semi-spaces']) {
  const others = nodeOptions.filter((option) => !option.startsWith('--max-semi-space-size'))
  await compareSideBySide(
    `Young generation sizes (node ${others.join(' ')})`,
    listed(args['semi-spaces']).map((size) => ({
      label: `semi-space ${size} MB`,
      options: [...others, `--max-semi-space-size=${size}`],
      env: {},
    })),
  )
} else if (args['mmap-thresholds']) {
  await compareSideBySide(
    `glibc mmap thresholds (node ${nodeOptions.join(' ')})`,
    listed(args['mmap-thresholds']).map((bytes) => ({
      label: `mmap threshold ${bytes}`,
      options: nodeOptions,
      env: { MALLOC_MMAP_THRESHOLD_: String(bytes) },
    })),
  )
} else await measureAll()
