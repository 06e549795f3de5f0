import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { serveApp } from '../../lib/node-server'
import { call, createTestContext, registerUser, type TestContext } from '../../../test/test-context'

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

/**
 * An "Ollama" connection must not be a probe of this machine: it must not aim at any loopback
 * port and path (`?` and `#` would cut off what Hookline appends), read back what answers — this
 * app's own API included — or tell open, closed and hanging ports apart.
 */
describe('what a connection may reach on this machine', () => {
  let fake: FakeOpenAIServer
  let hanging: Server
  let closedPort: number
  let ports: { app: number; closed: number; hanging: number }
  const contexts: TestContext[] = []
  const servers: Server[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAIServer()
    // Accepts and never answers.
    hanging = createServer(() => {})
    const hangingPort = await listen(hanging)
    const probe = createServer()
    closedPort = await listen(probe)
    await new Promise((resolve) => probe.close(resolve))
    ports = { app: 0, closed: closedPort, hanging: hangingPort }
  })
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections()
      server.close()
    }
    hanging.closeAllConnections()
    hanging.close()
    await Promise.all(contexts.map((ctx) => ctx.close()))
    await fake.close()
  })

  /** The app on `env`, served on a real port of 127.0.0.1 (the port the probe aims at), with a signed-in creator. */
  const start = async (env: Record<string, string>) => {
    const ctx = await createTestContext('pglite', env)
    contexts.push(ctx)
    const port = await new Promise<number>((resolve) => {
      servers.push(serveApp({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port)))
    })
    const { token } = await registerUser(ctx.app)
    const test = (base_url: string, provider = 'ollama') =>
      call(ctx.app, 'POST', '/api/model-connections/test', { token, body: { provider, base_url, model: 'llama3' } })
    // Tests are limited to 30 a minute per creator: a probe of many addresses takes a new one each time.
    const freshTest = async () => {
      const other = (await registerUser(ctx.app)).token
      return (base_url: string) =>
        call(ctx.app, 'POST', '/api/model-connections/test', {
          token: other,
          body: { provider: 'ollama', base_url, model: 'llama3' },
        })
    }
    return { ctx, port, token, test, freshTest }
  }

  /** The same probe at the app's own port, a closed port and a hanging one. */
  const acrossPorts = async (test: (url: string) => ReturnType<typeof call>, appPort: number, url: string) => {
    const answers = []
    for (const port of [appPort, ports.closed, ports.hanging]) {
      const started = performance.now()
      const answer = await test(url.replace('PORT', String(port)))
      answers.push({ status: answer.status, body: answer.body.data, ms: performance.now() - started })
    }
    return answers
  }

  it('refuses loopback to every connection by default on a server others reach, alike for every port', async () => {
    // HOST is 0.0.0.0 by default: the server is reachable by others, so MODEL_PRIVATE_NETWORK is `none`.
    const { port, test } = await start({})
    const answers = await acrossPorts(test, port, 'http://127.0.0.1:PORT/v1')
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual(answers[0].body)
      expect(answer.body).toMatchObject({ ok: false, reason: 'blocked_address' })
      // Refused before any connection: no port's answer takes longer than another's.
      expect(answer.ms).toBeLessThan(1000)
    }
    expect((await test(fake.baseURL)).body.data.reason).toBe('blocked_address')
  })

  it("lets an Ollama connection reach only Ollama's API on a server that listens on loopback", async () => {
    const { port, test, freshTest } = await start({ HOST: '127.0.0.1' })
    expect((await test(fake.baseURL)).body.data).toMatchObject({ ok: true, reason: null })
    // Any other provider may not reach loopback at all.
    expect((await test(fake.baseURL, 'custom')).body.data.reason).toBe('blocked_address')
    for (const url of [
      // This app's own API: the query or the fragment would cut off what Hookline appends.
      'http://127.0.0.1:PORT/api/auth/getUserInfo?',
      'http://127.0.0.1:PORT/api/auth/getUserInfo#',
      'http://127.0.0.1:PORT/api/admin/users?x=',
      'http://127.0.0.1:PORT/v1?',
      'http://127.0.0.1:PORT/v1#',
      'http://127.0.0.1:PORT/api',
      'http://127.0.0.1:PORT',
      'http://127.0.0.1:PORT/v1/%2e%2e/api',
      'http://user:pass@127.0.0.1:PORT/v1',
      'http://localhost:PORT/health?',
    ]) {
      const answers = await acrossPorts(await freshTest(), port, url)
      for (const answer of answers) {
        expect(answer.body, url).toEqual(answers[0].body)
        expect(answer.body, url).toMatchObject({ ok: false, reason: 'blocked_address' })
        expect(answer.ms, url).toBeLessThan(1000)
      }
    }
  })

  it('shows back only what a provider says about the request, bounded, never another body', async () => {
    const { test } = await start({ HOST: '127.0.0.1' })
    // Another service's JSON, an HTML page, a long OpenAI-style message.
    fake.answerNext({ kind: 'status', status: 400, body: { detail: 'internal detail of a service', trace: ['x'] } })
    const envelope = (await test(fake.baseURL)).body.data
    expect(envelope).toMatchObject({ ok: false, reason: 'provider_error' })
    expect(JSON.stringify(envelope)).not.toContain('internal detail')

    fake.answerNext({ kind: 'status', status: 400, body: '<html>secret page</html>' })
    expect(JSON.stringify((await test(fake.baseURL)).body.data)).not.toContain('secret page')

    fake.answerNext({ kind: 'status', status: 400, body: { error: { message: `Invalid model ${'x'.repeat(1000)}` } } })
    const long = (await test(fake.baseURL)).body.data
    expect(long.message).toMatch(/^Invalid model x+…$/)
    expect(long.message.length).toBeLessThanOrEqual(201)

    // Ollama's own shape: { "error": "…" }.
    fake.answerNext({ kind: 'status', status: 404, body: { error: 'model "llama3" not found, try pulling it first' } })
    expect((await test(fake.baseURL)).body.data).toMatchObject({
      reason: 'model_not_found',
      message: 'model "llama3" not found, try pulling it first',
    })
  })

  it('counts generations through a connection, failed ones too, against GENERATION_MAX_PER_USER_PER_MINUTE', async () => {
    const { ctx, token } = await start({ HOST: '127.0.0.1', GENERATION_MAX_PER_USER_PER_MINUTE: '3' })
    const connection = await call(ctx.app, 'POST', '/api/model-connections', {
      token,
      body: { provider: 'ollama', base_url: fake.baseURL, model: 'llama3' },
    })
    expect(connection.status).toBe(200)
    const script = await call(ctx.app, 'POST', '/api/scripts', {
      token,
      body: { brief: { topic: 'x', platform: 'douyin' } },
    })
    expect(script.body.data.connection_id).toBe(connection.body.data.id)
    const before = fake.requests.length
    fake.setMode({ kind: 'status', status: 400, body: { error: { message: 'boom' } } })
    try {
      const statuses = []
      for (let i = 0; i < 5; i++) {
        const answer = await call(ctx.app, 'POST', `/api/scripts/${script.body.data.id}/messages`, { token, body: {} })
        statuses.push(answer.status)
        if (answer.status === 429) {
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
          expect(answer.body.message).toMatch(/3 scripts a minute/)
        }
      }
      expect(statuses).toEqual([502, 502, 502, 429, 429])
      expect(fake.requests.length - before).toBe(3)
    } finally {
      fake.setMode({ kind: 'replay' })
    }
  })
})
