import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, registerUser, type TestContext } from '../../../test/test-context'

/**
 * A local Ollama as it answers: its own model list at /api/tags, and its OpenAI-compatible API
 * under /v1 (here the repo's fake OpenAI-compatible server behind it).
 */
function startFakeOllama(upstream: FakeOpenAIServer, models: unknown[]) {
  const seen: string[] = []
  const server: Server = createServer((req, res) => void answer(req, res))
  async function answer(req: IncomingMessage, res: ServerResponse) {
    seen.push(`${req.method} ${req.url}`)
    if (req.url === '/api/tags') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ models }))
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const upstreamAnswer = await fetch(`${upstream.baseURL.replace(/\/v1$/, '')}${req.url}`, {
      method: req.method,
      headers: { 'content-type': 'application/json' },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    res.writeHead(upstreamAnswer.status, {
      'content-type': upstreamAnswer.headers.get('content-type') ?? 'application/json',
    })
    res.end(Buffer.from(await upstreamAnswer.arrayBuffer()))
  }
  return new Promise<{ url: string; seen: string[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        close: () => {
          server.closeAllConnections()
          server.close()
        },
      }),
    ),
  )
}

const MODELS = [
  { name: 'qwen2.5:7b', size: 4683087332, details: { parameter_size: '7.6B' } },
  { name: 'llama3.2:3b', size: 2019393189, details: { parameter_size: '3.2B' } },
]

describe('connect a local Ollama in one click', () => {
  let upstream: FakeOpenAIServer
  let ollama: Awaited<ReturnType<typeof startFakeOllama>>
  const contexts: TestContext[] = []
  beforeAll(async () => {
    upstream = await startFakeOpenAIServer()
    ollama = await startFakeOllama(upstream, MODELS)
  })
  afterAll(async () => {
    ollama.close()
    await Promise.all(contexts.map((ctx) => ctx.close()))
    await upstream.close()
  })
  const start = async (env: Record<string, string>) => {
    const ctx = await createTestContext('pglite', { AI_PROVIDER: 'offline', ...env })
    contexts.push(ctx)
    return { ctx, token: (await registerUser(ctx.app)).token }
  }

  it('lists the installed models and one of them connects as an Ollama connection at /v1', async () => {
    const { ctx, token } = await start({ OLLAMA_BASE_URL: ollama.url, MODEL_PRIVATE_NETWORK: 'ollama-loopback' })
    const found = await call(ctx.app, 'GET', '/api/model-connections/ollama', { token })
    expect(found.status).toBe(200)
    expect(found.body.data).toEqual({
      available: true,
      reason: null,
      base_url: `${ollama.url}/v1`,
      models: [
        { name: 'qwen2.5:7b', size: 4683087332, parameter_size: '7.6B' },
        { name: 'llama3.2:3b', size: 2019393189, parameter_size: '3.2B' },
      ],
    })
    // The click: the connection the card saves.
    const created = await call(ctx.app, 'POST', '/api/model-connections', {
      token,
      body: { provider: 'ollama', base_url: found.body.data.base_url, model: 'qwen2.5:7b', is_default: true },
    })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ provider: 'ollama', model: 'qwen2.5:7b', status: 'connected' })
    expect(ollama.seen.some((line) => line.startsWith('POST /v1/chat/completions') || line === 'GET /v1/models')).toBe(
      true,
    )
  })

  it('offers nothing when no Ollama answers, or when connections may not reach this machine (and then asks nothing)', async () => {
    const closed = await start({ OLLAMA_BASE_URL: 'http://127.0.0.1:9', MODEL_PRIVATE_NETWORK: 'ollama-loopback' })
    const none = await call(closed.ctx.app, 'GET', '/api/model-connections/ollama', { token: closed.token })
    expect(none.body.data).toMatchObject({ available: false, reason: 'not_running', models: [] })

    const asked = ollama.seen.length
    const guarded = await start({ OLLAMA_BASE_URL: ollama.url, MODEL_PRIVATE_NETWORK: 'none' })
    const refused = await call(guarded.ctx.app, 'GET', '/api/model-connections/ollama', { token: guarded.token })
    expect(refused.body.data).toMatchObject({ available: false, reason: 'not_allowed' })
    expect(ollama.seen.length).toBe(asked)
  })

  it('says an Ollama without models has none to offer', async () => {
    const empty = await startFakeOllama(upstream, [])
    try {
      const { ctx, token } = await start({ OLLAMA_BASE_URL: empty.url, MODEL_PRIVATE_NETWORK: 'ollama-loopback' })
      const found = await call(ctx.app, 'GET', '/api/model-connections/ollama', { token })
      expect(found.body.data).toMatchObject({ available: false, reason: 'no_models' })
    } finally {
      empty.close()
    }
  })
})
