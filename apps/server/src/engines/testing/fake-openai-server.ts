import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local OpenAI-compatible server for tests and benches: replays a recorded chat-completions
 * stream (test/fixtures/llm), or answers with an error status, or hangs; GET /models lists
 * `models`, and a request without `stream: true` gets one whole completion ("OK"). Listens on 127.0.0.1,
 * port 0. It counts requests whose connection closed before the answer ended — how a test
 * sees that an abort reached the upstream.
 */

export type FakeMode =
  | {
      kind: 'replay'
      /** A file in test/fixtures/llm, or `tokens` to stream instead of a recording. */
      recording?: string
      tokens?: string[]
      eventDelayMs?: number
      firstByteDelayMs?: number
      /** Send this many events, then keep the connection open and silent. */
      stallAfter?: number
      /** With `tokens`: the finish_reason of the last chunk ("length": the token limit cut the answer). */
      finish?: 'stop' | 'length' | 'content_filter'
      /**
       * How the stream ends early, after `after` events: `drop` destroys the socket mid-answer, `close`
       * ends the response cleanly without a finish reason or [DONE], `malformed` sends `event` (a line
       * that is not the protocol) and then the rest, `error` sends the provider's own error event.
       */
      cut?:
        | { after: number; kind: 'drop' | 'close' }
        | { after: number; kind: 'malformed'; event: string }
        | { after: number; kind: 'error'; message: string }
    }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }

export interface RecordedRequest {
  method: string
  path: string
  authorization: string | undefined
  /** performance.now() when the request arrived, before its body was read (a bench splits its timings at it). */
  receivedAt: number
  body: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: unknown }> } & Record<
    string,
    unknown
  >
}

const fixtures = new URL('../../../test/fixtures/llm/', import.meta.url)

/** The `data:` events of a recorded SSE body, `[DONE]` included. */
export function recordedEvents(recording = 'openai-stream-openai-gpt-4o.txt'): string[] {
  return readFileSync(new URL(recording, fixtures), 'utf8')
    .split(/\r?\n\r?\n/)
    .map((event) => event.trim())
    .filter((event) => event.startsWith('data:'))
}

/** The text a recording streams, token by token, in order. */
export const recordedTokens = (recording?: string): string[] =>
  recordedEvents(recording)
    .map((event) => event.slice('data:'.length).trim())
    .filter((data) => data !== '[DONE]')
    .flatMap((data) =>
      (JSON.parse(data).choices ?? []).map((c: { delta?: { content?: string } }) => c.delta?.content ?? ''),
    )
    .filter(Boolean)

/** The events a provider would send to stream `tokens`, in the recording's chunk shape. */
export function tokenEvents(tokens: string[], model = 'fake-model', finish = 'stop'): string[] {
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}`
  return [
    chunk({ role: 'assistant', content: '' }, null),
    ...tokens.map((t) => chunk({ content: t }, null)),
    chunk({}, finish),
    'data: [DONE]',
  ]
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startFakeOpenAIServer(
  initial: FakeMode = { kind: 'replay' },
  models = ['fake-model', 'fake-writer-pro'],
) {
  let mode = initial
  // Answers for the next requests, in order (a first answer, then the repair turn's); `mode` after that.
  const queue: FakeMode[] = []
  const requests: RecordedRequest[] = []
  let closedEarly = 0
  const closeWaiters: Array<() => void> = []

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const receivedAt = performance.now()
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    requests.push({
      method: req.method ?? 'GET',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      receivedAt,
      body: text ? JSON.parse(text) : {},
    })
    res.on('close', () => {
      if (res.writableEnded) return
      closedEarly += 1
      closeWaiters.splice(0).forEach((wake) => wake())
    })

    const current = queue.shift() ?? mode
    if (current.kind === 'hang') return
    if (current.kind === 'status') {
      res.writeHead(current.status, { 'content-type': 'application/json', ...current.headers })
      res.end(JSON.stringify(current.body ?? { error: { message: `status ${current.status}`, type: 'test' } }))
      return
    }
    // The model list /apps offers to pick from, in OpenAI's shape.
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ object: 'list', data: models.map((id) => ({ id, object: 'model', owned_by: 'fake' })) }))
      return
    }
    // A request without `stream` (the connection test) gets one whole completion.
    const sent = requests[requests.length - 1].body
    if (sent.stream !== true) {
      res.writeHead(200, { 'content-type': 'application/json' })
      const choice = { index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'stop' }
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model: sent.model,
          choices: [choice],
          usage: { prompt_tokens: 9, completion_tokens: 1, total_tokens: 10 },
        }),
      )
      return
    }
    if (current.firstByteDelayMs) await sleep(current.firstByteDelayMs)
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
    const events = current.tokens
      ? tokenEvents(current.tokens, 'fake-model', current.finish)
      : recordedEvents(current.recording)
    const { cut } = current
    for (const [i, event] of events.entries()) {
      if (res.destroyed) return
      if (current.stallAfter !== undefined && i >= current.stallAfter) return // keep the connection open, send nothing
      if (cut && i === cut.after) {
        // The events before it reach the client first, as they would from a provider that then fails.
        if (cut.kind === 'drop') return void (await sleep(20), res.destroy())
        if (cut.kind === 'close') return void res.end()
        if (cut.kind === 'malformed') res.write(`${cut.event}\n\n`)
        if (cut.kind === 'error') {
          res.write(`data: ${JSON.stringify({ error: { message: cut.message, type: 'server_error' } })}\n\n`)
          return void res.end()
        }
      }
      res.write(`${event}\n\n`)
      if (current.eventDelayMs) await sleep(current.eventDelayMs)
    }
    res.end()
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error) => res.destroy(error))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: FakeMode) {
      mode = next
      queue.length = 0
    },
    /** Answers the next requests with `modes`, one each, then falls back to the mode set. */
    answerNext(...modes: FakeMode[]) {
      queue.push(...modes)
    },
    /** Requests whose client went away before the answer ended. */
    get closedEarly() {
      return closedEarly
    },
    /** Resolves once a client has dropped a connection mid-answer (or at once if one already has). */
    waitForEarlyClose(): Promise<void> {
      return closedEarly > 0 ? Promise.resolve() : new Promise((resolve) => closeWaiters.push(resolve))
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeOpenAIServer = Awaited<ReturnType<typeof startFakeOpenAIServer>>
