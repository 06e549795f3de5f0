/**
 * Smart Creation streaming: what the server adds on top of the model.
 *
 *   npx tsx bench/script-streaming.ts [--samples 30] [--delay 200] [--streams 500]
 *
 * 1. Time to first streamed byte: a fake OpenAI-compatible provider answers after a fixed delay
 *    (--delay ms). We time the first content byte straight from the provider, then the first
 *    `event: delta` through POST /api/scripts/:id/messages (auth, credit hold, history, AI SDK,
 *    SSE). The difference is what Hookline adds. Two yardsticks (bench/support/stream-proxy.ts),
 *    timed in the same rounds, split it: a bare proxy that forwards the provider's bytes (the
 *    extra hops alone), and the engine alone with no server around it (the AI SDK and fetch).
 * 2. Memory per open stream: --streams generations are held open (the provider sends one token
 *    and then goes quiet); the server's resident memory (from /proc, Linux) before and after,
 *    divided by the number of streams.
 *
 * The server is the real entry point in a child process on a fresh embedded database in a temp
 * folder; provider and clients run in this process; everything on 127.0.0.1. Bounded: at most
 * 200 samples and 2000 streams.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { startFakeOpenAIServer } from '../apps/server/src/engines/testing/fake-openai-server'
import { spawnServer } from '../apps/server/test/spawn-server'

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '30' },
    delay: { type: 'string', default: '200' },
    streams: { type: 'string', default: '500' },
  },
})
const samples = Math.min(Math.max(Number(args.samples) || 30, 5), 200)
const delayMs = Math.min(Math.max(Number(args.delay) || 200, 0), 5000)
const streams = Math.min(Math.max(Number(args.streams) || 500, 1), 2000)

interface Timed {
  startedAt: number
  firstByteMs: number
  request: http.ClientRequest
}

/** Sends a request and resolves at the first body chunk that `isFirst` accepts. */
function firstChunk(
  url: string,
  body: object,
  headers: Record<string, string>,
  isFirst: (text: string) => boolean,
): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`HTTP ${response.statusCode} from ${url}`))
        let seen = ''
        response.on('data', (chunk: Buffer) => {
          if (seen === null) return
          seen += chunk.toString('utf8')
          if (isFirst(seen)) {
            resolve({ startedAt: started, firstByteMs: performance.now() - started, request })
            seen = null as never
          }
        })
        response.on('error', () => {})
      },
    )
    request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)))
    request.end(JSON.stringify(body))
  })
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A yardstick proxy (support/stream-proxy.ts) in its own process, like the server; resolves once it listens. */
async function startProxy(mode: 'pipe' | 'engine', baseURL: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'support/stream-proxy.ts'), mode, baseURL],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    readline
      .createInterface({ input: child.stdout })
      .once('line', (line) => resolve((JSON.parse(line) as { port: number }).port))
    child.once('exit', (code) => reject(new Error(`stream-proxy ${mode} exited with ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') }
}

async function main() {
  const fake = await startFakeOpenAIServer({
    kind: 'replay',
    tokens: ['## Hook\n', '- Voice-over: hi\n'],
    firstByteDelayMs: delayMs,
  })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-bench-'))
  const server = await spawnServer({
    DATA_DIR: dataDir,
    // spawnServer waits for the "listening" line, which is logged at info.
    LOG_LEVEL: 'info',
    AI_PROVIDER: 'custom',
    AI_BASE_URL: fake.baseURL,
    AI_MODEL: 'bench-model',
    AI_TIMEOUT_MS: '600000',
    CREDITS_ENABLED: 'false',
    TRENDING_REFRESH_MINUTES: '0',
    // One creator per batch of open streams (below); each may hold a whole batch open.
    GENERATION_MAX_CONCURRENT_PER_USER: '100',
    AUTH_MAX_ATTEMPTS_PER_IP: '10000',
  })
  const held: http.ClientRequest[] = []
  // Started inside the try, so that the server and the fake provider are stopped if one fails to start.
  const proxies: Awaited<ReturnType<typeof startProxy>>[] = []
  try {
    proxies.push(...(await Promise.all([startProxy('pipe', fake.baseURL), startProxy('engine', fake.baseURL)])))
    let creators = 0
    /** A new creator with one script; the returned function asks for a version of it. */
    const newScript = async () => {
      const register = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench-${creators++}@example.com`, password: 'bench-password' }),
      })
      const token = ((await register.json()) as { data: { token: string } }).data.token
      const auth = { authorization: `Bearer ${token}`, accept: 'text/event-stream' }
      const create = await fetch(`${server.url}/api/scripts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth.authorization },
        body: JSON.stringify({ brief: { topic: 'bench', platform: 'douyin' } }),
      })
      const scriptId = ((await create.json()) as { data: { id: string } }).data.id
      return () =>
        firstChunk(`${server.url}/api/scripts/${scriptId}/messages`, {}, auth, (t) => t.includes('event: delta'))
    }
    const viaServer = await newScript()
    const direct = () =>
      firstChunk(`${fake.baseURL}/chat/completions`, { model: 'bench-model', stream: true, messages: [] }, {}, (t) =>
        t.includes('"content":"#'),
      )
    const [viaPipe, viaEngine] = proxies.map(
      (proxy) => () => firstChunk(proxy.url, {}, {}, (t) => t.includes('event: delta') && t.includes('#')),
    )

    // 1. Time to first byte, sequential samples after a warm-up.
    for (let i = 0; i < 5; i++)
      for (const ask of [direct, viaPipe, viaEngine, viaServer]) (await ask()).request.destroy()
    const directMs: number[] = []
    const serverMs: number[] = []
    const pipeMs: number[] = []
    const engineMs: number[] = []
    // Split at the provider's arrival: what runs before the model is asked (auth, reading the
    // script), and what the first token meets after it (the early answer, the SSE response).
    const beforeProviderMs: number[] = []
    for (let i = 0; i < samples; i++) {
      const a = await direct()
      a.request.destroy()
      directMs.push(a.firstByteMs)
      const b = await viaServer()
      b.request.destroy()
      serverMs.push(b.firstByteMs)
      beforeProviderMs.push(fake.requests[fake.requests.length - 1].receivedAt - b.startedAt)
      for (const [ask, into] of [
        [viaPipe, pipeMs],
        [viaEngine, engineMs],
      ] as const) {
        const c = await ask()
        c.request.destroy()
        into.push(c.firstByteMs)
      }
    }
    const added = serverMs.map((ms, i) => ms - directMs[i])
    const addedBy = (via: number[]) => via.map((ms, i) => ms - directMs[i])

    // 2. Memory per open stream: the provider goes quiet after its first token, so streams stay open.
    // A first round warms the server up (database pages, JIT, pools) and is then closed; the
    // figure comes from the second round, so it is what one more open stream costs.
    fake.setMode({ kind: 'replay', tokens: ['## Hook\n', '- Voice-over: hi\n'], stallAfter: 2 })
    const openStreams = async () => {
      for (let i = 0; i < streams; i += 50) {
        const ask = await newScript()
        const batch = await Promise.all(Array.from({ length: Math.min(50, streams - i) }, () => ask()))
        held.push(...batch.map((t) => t.request))
      }
    }
    const rssStart = rssOf(server.process.pid!)
    await openStreams()
    const rssWarm = rssOf(server.process.pid!)
    held.splice(0).forEach((request) => request.destroy())
    await sleep(3000)
    const rssBefore = rssOf(server.process.pid!)
    const started = performance.now()
    await openStreams()
    const openMs = performance.now() - started
    await sleep(1500)
    const rssAfter = rssOf(server.process.pid!)

    console.log(`Smart Creation streaming bench (provider first-byte delay ${delayMs} ms, ${samples} samples)`)
    console.log(
      `  first byte from provider directly : p50 ${percentile(directMs, 50).toFixed(1)} ms  p95 ${percentile(directMs, 95).toFixed(1)} ms`,
    )
    console.log(
      `  first delta through Hookline      : p50 ${percentile(serverMs, 50).toFixed(1)} ms  p95 ${percentile(serverMs, 95).toFixed(1)} ms`,
    )
    console.log(
      `  added by the server               : p50 ${percentile(added, 50).toFixed(1)} ms  p95 ${percentile(added, 95).toFixed(1)} ms`,
    )
    console.log(
      `    of it, before the model is asked: p50 ${percentile(beforeProviderMs, 50).toFixed(1)} ms  p95 ${percentile(beforeProviderMs, 95).toFixed(1)} ms`,
    )
    for (const [label, via] of [
      ['  yardstick, bytes forwarded only  ', pipeMs],
      ['  yardstick, the engine alone      ', engineMs],
    ] as const)
      console.log(
        `${label}: p50 ${percentile(addedBy(via), 50).toFixed(1)} ms  p95 ${percentile(addedBy(via), 95).toFixed(1)} ms added`,
      )
    console.log(
      `Open streams: ${held.length} concurrent (all received a delta; opened in ${(openMs / 1000).toFixed(1)} s)`,
    )
    console.log(
      `  warm-up round: server RSS ${mb(rssStart)} MB → ${mb(rssWarm)} MB with ${streams} open (${((rssWarm - rssStart) / streams / 1024).toFixed(1)} KiB each, incl. first-use growth)`,
    )
    console.log(
      `  measured round: server RSS ${mb(rssBefore)} MB → ${mb(rssAfter)} MB; per open stream ${((rssAfter - rssBefore) / held.length / 1024).toFixed(1)} KiB`,
    )
  } finally {
    proxies.forEach((proxy) => proxy.stop())
    held.forEach((request) => request.destroy())
    server.process.kill('SIGTERM')
    await server.exited.catch(() => null)
    await fake.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
