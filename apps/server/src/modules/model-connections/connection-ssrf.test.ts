import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, registerUser, type TestContext } from '../../../test/test-context'

/**
 * The server fetches only what a creator configured, and never an internal address.
 * The app listens on loopback, as on a creator's own computer, so MODEL_PRIVATE_NETWORK is
 * `ollama-loopback` by default (connection-loopback.test.ts covers a server others reach); no
 * request may leave 127.0.0.1.
 */
describe('connection addresses (SSRF guard)', () => {
  let fake: FakeOpenAIServer
  let redirector: Server
  let redirectURL: string
  let ctx: TestContext
  let token: string

  beforeAll(async () => {
    fake = await startFakeOpenAIServer()
    // An "OpenAI-compatible" server that sends every request on to the fake model.
    redirector = createServer((req, res) => {
      res.writeHead(302, { location: `${fake.baseURL}${req.url?.replace(/^\/v1/, '') ?? ''}` })
      res.end()
    })
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve))
    redirectURL = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/v1`
    ctx = await createTestContext('pglite', { HOST: '127.0.0.1' })
    ;({ token } = await registerUser(ctx.app))
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
    await new Promise((resolve) => redirector.close(resolve))
  })

  const probe = (base_url: string, provider = 'custom') =>
    call(ctx.app, 'POST', '/api/model-connections/test', {
      token,
      body: { provider, base_url, api_key: 'sk-x', model: 'fake-model' },
    })

  it.each([
    ['loopback', () => fake.baseURL],
    ['a private 10.x address', () => 'http://10.0.0.7:8000/v1'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest'],
    ['a hostname that resolves to a private address', () => fake.baseURL.replace('127.0.0.1', 'localhost')],
    ['IPv6 loopback', () => 'http://[::1]:11434/v1'],
    ['an IPv4-mapped IPv6 loopback', () => 'http://[::ffff:127.0.0.1]:11434/v1'],
  ])('refuses %s with a clear reason, before any request leaves', async (_name, url) => {
    const before = fake.requests.length
    const answer = await probe(url())
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({
      ok: false,
      reason: 'blocked_address',
      message: expect.stringMatching(/private|internal|loopback|link-local/i),
    })
    expect(fake.requests.length).toBe(before)
    // Saving is refused the same way (it is saved as failing, and no model list is fetched).
    const models = await call(ctx.app, 'POST', '/api/model-connections/models', {
      token,
      body: { provider: 'custom', base_url: url(), api_key: 'sk-x' },
    })
    expect(models.body.data).toEqual({ models: [], reason: 'blocked_address' })
  })

  it('lets an Ollama connection reach this machine by default on a server that listens on loopback, and nothing else reach it', async () => {
    const ollama = await probe(fake.baseURL, 'ollama')
    expect(ollama.body.data).toMatchObject({ ok: true, reason: null })
    const custom = await probe(fake.baseURL, 'custom')
    expect(custom.body.data.reason).toBe('blocked_address')
    // Even Ollama may not reach the private network, only loopback.
    expect((await probe('http://10.0.0.7:11434/v1', 'ollama')).body.data.reason).toBe('blocked_address')
  })

  it('does not follow a redirect, even to an address it may reach', async () => {
    const before = fake.requests.length
    const answer = await probe(redirectURL, 'ollama')
    expect(answer.body.data).toMatchObject({ ok: false, reason: 'redirect' })
    expect(fake.requests.length).toBe(before)
  })

  it('a generation through a connection that now points at a refused address fails with the reason, uncharged', async () => {
    const saved = await call(ctx.app, 'POST', '/api/model-connections', {
      token,
      body: { provider: 'custom', base_url: 'http://169.254.169.254/v1', api_key: 'sk-x', model: 'm' },
    })
    expect(saved.body.data).toMatchObject({ status: 'failing', last_error: { reason: 'blocked_address' } })
    const script = await call(ctx.app, 'POST', '/api/scripts', {
      token,
      body: { brief: { topic: '通勤穿搭', platform: 'douyin' }, connection_id: saved.body.data.id },
    })
    const generated = await call(ctx.app, 'POST', `/api/scripts/${script.body.data.id}/messages`, { token, body: {} })
    expect(generated.status).toBe(502)
    expect(generated.body.data).toMatchObject({ reason: 'blocked_address' })
  })
})
