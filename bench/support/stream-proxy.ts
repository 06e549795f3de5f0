/**
 * The yardsticks of bench/script-streaming.ts: what a first token costs with nothing of
 * Hookline's around it. Each takes POST / and answers an SSE `event: delta` for each piece of
 * text the provider streams, like the real route:
 * - `pipe`: node:http, the provider's bytes forwarded as they come (the two extra loopback hops
 *   and process wake-ups alone);
 * - `engine`: the real openai-compatible engine (the AI SDK's provider, fetch, its stream
 *   parsing), with no framework, database or credit hold around it.
 * Usage: tsx bench/support/stream-proxy.ts pipe|engine <provider base URL>. Prints {"port":N}.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { briefSchema } from '@hookline/contract'
import { createOpenAICompatibleEngine } from '../../apps/server/src/engines/openai-compatible/openai-engine'

const [mode, baseURL] = process.argv.slice(2)
if ((mode !== 'pipe' && mode !== 'engine') || !baseURL) throw new Error('usage: stream-proxy.ts pipe|engine <baseURL>')

const engine = createOpenAICompatibleEngine({ provider: 'custom', baseURL, model: 'bench-model', timeoutMs: 600_000 })
const brief = briefSchema.parse({ topic: 'bench', platform: 'douyin' })
const turn = { role: 'user', content: '', action: null, engine: null } as const
const question = JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: 'bench' }] })

const server = http.createServer((request, response) => {
  const delta = (text: string) => {
    if (!response.headersSent) response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.write(`event: delta\ndata: ${JSON.stringify({ text })}\n\n`)
  }
  const stop = new AbortController()
  response.on('close', () => stop.abort())
  request.resume().on('end', () => {
    if (mode === 'pipe') {
      const upstream = http.request(`${baseURL}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        signal: stop.signal,
      })
      upstream.on('response', (answer) => {
        answer.setEncoding('utf8').on('data', delta)
        answer.on('end', () => response.end())
      })
      upstream.on('error', () => response.destroy())
      upstream.end(question)
      return
    }
    void (async () => {
      for await (const text of engine.generate(brief, [turn], stop.signal)) delta(text)
      response.end()
    })().catch(() => response.destroy())
  })
})
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })))
// Nothing to flush: held streams may keep server.close() waiting, so exit at once.
process.on('SIGTERM', () => process.exit(0))
