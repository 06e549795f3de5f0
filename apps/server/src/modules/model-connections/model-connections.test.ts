import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { modelConnections, users } from '../../db/schema'
import { SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { createLogger } from '../../lib/logger'
import { serveApp } from '../../lib/node-server'
import { createSecretBox } from '../../lib/secret-box'
import { loadConfig } from '../../env'
import { createScript, readEvents, requestStream } from '../scripts/scripts-test-helpers'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

const KEY = 'sk-hookline-test-0123456789abcdefWXYZ'

/** A creator connects their own model, tests it, writes with it, and disconnects it. */
describe.each(databaseKinds)('model connections on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  let server: Server
  const logged: string[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND) })
    // Everything the app logs, at the most talkative level, to look for the key in it.
    const sink = new Writable({ write: (chunk, _encoding, done) => (logged.push(String(chunk)), done()) })
    const env = { MODEL_PRIVATE_NETWORK: 'all', AI_OFFLINE_LINE_DELAY_MS: '0', LOG_LEVEL: 'trace' }
    const logger = createLogger(loadConfig({ LOG_LEVEL: 'trace' }), sink)
    ctx = await createTestContext(kind, env, { logger })
    // Every request goes through the Node server, as in production, so its request lines are logged too.
    const address = await new Promise<AddressInfo>((resolve) => {
      server = serveApp({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1', logger }, resolve)
    })
    // The helpers ask by path (call, registerUser, requestStream).
    ctx.app.request = (path, init) => fetch(`http://127.0.0.1:${address.port}${path as string}`, init)
  })
  afterAll(async () => {
    server.closeAllConnections()
    server.close()
    await ctx.close()
    await fake.close()
  })

  const connect = (token: string, body: object) => call(ctx.app, 'POST', '/api/model-connections', { token, body })
  const custom = (extra: object = {}) => ({
    provider: 'custom',
    base_url: fake.baseURL,
    api_key: KEY,
    model: 'fake-model',
    ...extra,
  })

  it('lists the models, tests, connects, writes a script with the connection and disconnects it', async () => {
    const { token } = await registerUser(ctx.app)
    const empty = await call(ctx.app, 'GET', '/api/model-connections', { token })
    expect(empty.body.data).toEqual({ server: { kind: 'offline', provider: null, model: null }, connections: [] })

    const models = await call(ctx.app, 'POST', '/api/model-connections/models', { token, body: custom() })
    expect(models.body.data).toEqual({ models: ['fake-model', 'fake-writer-pro'], reason: null })
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/models', authorization: `Bearer ${KEY}` })

    const tested = await call(ctx.app, 'POST', '/api/model-connections/test', { token, body: custom() })
    expect(tested.body.data).toEqual({ ok: true, latency_ms: expect.any(Number), reason: null, message: null })
    expect(fake.requests.at(-1)!.body).toMatchObject({ model: 'fake-model', max_tokens: 5 })

    const created = await connect(token, custom())
    expect(created.status).toBe(200)
    const connection = created.body.data
    expect(connection).toMatchObject({
      provider: 'custom',
      model: 'fake-model',
      api_key_last4: 'WXYZ',
      is_default: true,
      status: 'connected',
      last_error: null,
    })
    expect(JSON.stringify(created.body)).not.toContain(KEY)
    const [row] = await ctx.database.db.select().from(modelConnections).where(eq(modelConnections.id, connection.id))
    expect(row.apiKeyCiphertext).toMatch(/^v1\./)
    expect(JSON.stringify(row)).not.toContain(KEY)
    expect(JSON.stringify(row)).not.toContain(KEY.slice(3, 20))

    // A new script is written by the default connection, and the version says so.
    const { id } = await createScript(ctx.app, token, {
      topic: '通勤穿搭',
      platform: 'douyin',
      language: 'zh',
      duration_seconds: 30,
      format: 'talking_head',
    })
    const detail = await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })
    expect(detail.body.data.connection_id).toBe(connection.id)
    const before = (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.credits.left_credits
    const events = await readEvents(await requestStream(ctx.app, token, id))
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5)
    expect(events.at(-1)!.data.message).toMatchObject({
      status: 'complete',
      engine: 'openai-compatible:custom:fake-model',
      credits_charged: 1,
    })
    expect(fake.requests.at(-1)).toMatchObject({
      authorization: `Bearer ${KEY}`,
      body: { model: 'fake-model', stream: true },
    })
    // Credits count the creator's own model's usage too.
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.credits.left_credits).toBe(
      before - 1,
    )

    const listed = await call(ctx.app, 'GET', '/api/model-connections', { token })
    expect(listed.body.data.connections).toHaveLength(1)
    expect(JSON.stringify(listed.body)).not.toContain(KEY)

    expect((await call(ctx.app, 'DELETE', `/api/model-connections/${connection.id}`, { token })).status).toBe(200)
    expect(await ctx.database.db.select().from(modelConnections).where(eq(modelConnections.id, connection.id))).toEqual(
      [],
    )
    // The script goes on with the server's engine.
    expect((await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data.connection_id).toBeNull()
    const offline = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: { text: '再短一点' } })
    expect(offline.body.data.message).toMatchObject({ status: 'complete', engine: 'offline' })
    const next = await createScript(ctx.app, token)
    expect((await call(ctx.app, 'GET', `/api/scripts/${next.id}`, { token })).body.data.connection_id).toBeNull()
  })

  it('keeps the saved key when an edit leaves it empty, moves the default, and picks a connection per script', async () => {
    const { token } = await registerUser(ctx.app)
    const first = (await connect(token, custom())).body.data
    const second = (await connect(token, custom({ model: 'fake-writer-pro', api_key: 'sk-second-key-7777' }))).body.data
    expect([first.is_default, second.is_default]).toEqual([true, false])

    const edited = await call(ctx.app, 'PATCH', `/api/model-connections/${first.id}`, {
      token,
      body: { model: 'fake-writer-pro', api_key: '' },
    })
    expect(edited.body.data).toMatchObject({ model: 'fake-writer-pro', api_key_last4: 'WXYZ', status: 'connected' })
    expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${KEY}`)

    const moved = await call(ctx.app, 'PATCH', `/api/model-connections/${second.id}`, {
      token,
      body: { is_default: true },
    })
    expect(moved.body.data.is_default).toBe(true)
    const list = (await call(ctx.app, 'GET', '/api/model-connections', { token })).body.data.connections
    expect(list.map((c: { is_default: boolean }) => c.is_default)).toEqual([false, true])

    // Per script: a named connection, or null for the server's engine.
    const named = await call(ctx.app, 'POST', '/api/scripts', {
      token,
      body: { brief: { topic: 'a', platform: 'douyin' }, connection_id: first.id },
    })
    expect(named.body.data.connection_id).toBe(first.id)
    const server = await call(ctx.app, 'POST', '/api/scripts', {
      token,
      body: { brief: { topic: 'b', platform: 'douyin' }, connection_id: null },
    })
    expect(server.body.data.connection_id).toBeNull()

    // Test again with the saved key (the edit dialog does not resend it).
    const probe = await call(ctx.app, 'POST', '/api/model-connections/test', {
      token,
      body: { provider: 'custom', model: 'fake-model', connection_id: first.id },
    })
    expect(probe.body.data.ok).toBe(true)
    expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${KEY}`)
  })

  it("keeps one creator's connections from another: 404 on every route, and no script may use them", async () => {
    const owner = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    const connection = (await connect(owner.token, custom())).body.data
    expect(
      (await call(ctx.app, 'GET', '/api/model-connections', { token: other.token })).body.data.connections,
    ).toEqual([])
    const attempts = [
      call(ctx.app, 'PATCH', `/api/model-connections/${connection.id}`, { token: other.token, body: { model: 'x' } }),
      call(ctx.app, 'DELETE', `/api/model-connections/${connection.id}`, { token: other.token }),
      call(ctx.app, 'POST', `/api/model-connections/${connection.id}/test`, { token: other.token }),
      call(ctx.app, 'POST', '/api/model-connections/test', {
        token: other.token,
        body: { provider: 'custom', model: 'fake-model', connection_id: connection.id },
      }),
      call(ctx.app, 'POST', '/api/model-connections/models', {
        token: other.token,
        body: { provider: 'custom', connection_id: connection.id },
      }),
      call(ctx.app, 'POST', '/api/scripts', {
        token: other.token,
        body: { brief: { topic: 'x', platform: 'douyin' }, connection_id: connection.id },
      }),
    ]
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404)
      expect(answer.body.code).toBe(ErrorCode.NOT_FOUND)
    }
    expect(
      (await ctx.database.db.select().from(modelConnections).where(eq(modelConnections.id, connection.id)))[0].model,
    ).toBe('fake-model')
  })

  it('saves a connection whose test fails as failing, with the reason, and says why in the test result', async () => {
    const { token } = await registerUser(ctx.app)
    fake.setMode({ kind: 'status', status: 401, body: { error: { message: 'Incorrect API key provided' } } })
    try {
      const tested = await call(ctx.app, 'POST', '/api/model-connections/test', {
        token,
        body: custom({ api_key: 'sk-wrong-1111' }),
      })
      // The provider's own words come with the reason.
      expect(tested.body.data).toEqual({
        ok: false,
        latency_ms: null,
        reason: 'bad_api_key',
        message: 'Incorrect API key provided',
      })
      const saved = (await connect(token, custom({ api_key: 'sk-wrong-1111' }))).body.data
      expect(saved).toMatchObject({ status: 'failing', last_error: { reason: 'bad_api_key' } })
      // The first connection becomes the default only when it works; asked for explicitly, it does.
      expect(saved.is_default).toBe(false)
      const confirmed = (await connect(token, custom({ api_key: 'sk-wrong-2222', is_default: true }))).body.data
      expect(confirmed).toMatchObject({ status: 'failing', is_default: true })
      fake.setMode({ kind: 'status', status: 402, body: { error: { message: 'Insufficient Balance' } } })
      expect(
        (await call(ctx.app, 'POST', '/api/model-connections/test', { token, body: custom() })).body.data.reason,
      ).toBe('no_balance')
      fake.setMode({ kind: 'status', status: 404, body: { error: { message: 'The model `nope` does not exist' } } })
      expect(
        (await call(ctx.app, 'POST', '/api/model-connections/test', { token, body: custom({ model: 'nope' }) })).body
          .data.reason,
      ).toBe('model_not_found')
      const unreachable = await call(ctx.app, 'POST', '/api/model-connections/test', {
        token,
        body: custom({ base_url: 'http://127.0.0.1:9/v1' }),
      })
      expect(unreachable.body.data.reason).toBe('unreachable')
    } finally {
      fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND) })
    }
  })

  it('marks a connection failing when a generation through it is refused for its key, and connected again when a test passes', async () => {
    const { token } = await registerUser(ctx.app)
    const connection = (await connect(token, custom())).body.data
    expect(connection.status).toBe('connected')
    const { id } = await createScript(ctx.app, token)
    fake.setMode({ kind: 'status', status: 401, body: { error: { message: 'Incorrect API key provided' } } })
    try {
      const generated = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
      expect(generated.status).toBe(502)
      const card = (await call(ctx.app, 'GET', '/api/model-connections', { token })).body.data.connections[0]
      expect(card).toMatchObject({ status: 'failing', last_error: { reason: 'bad_api_key' } })
    } finally {
      fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND) })
    }
    const retested = await call(ctx.app, 'POST', `/api/model-connections/${connection.id}/test`, { token })
    expect(retested.body.data).toMatchObject({
      status: 'connected',
      last_error: null,
      last_latency_ms: expect.any(Number),
    })
  })

  it('says a key sealed with a lost server key must be entered again (502 bad_api_key), never a 500', async () => {
    const { token, user } = await registerUser(ctx.app)
    const [row] = await ctx.database.db
      .insert(modelConnections)
      .values({
        userId: user.id,
        provider: 'custom',
        baseUrl: fake.baseURL,
        model: 'fake-model',
        apiKeyCiphertext: createSecretBox(randomBytes(32)).seal(KEY),
        apiKeyLast4: 'WXYZ',
        status: 'connected',
        isDefault: true,
      })
      .returning()
    for (const answer of [
      await call(ctx.app, 'POST', `/api/model-connections/${row.id}/test`, { token }),
      await call(ctx.app, 'POST', '/api/model-connections/test', {
        token,
        body: { provider: 'custom', model: 'fake-model', connection_id: row.id },
      }),
      await call(ctx.app, 'POST', `/api/scripts/${(await createScript(ctx.app, token)).id}/messages`, {
        token,
        body: {},
      }),
    ]) {
      expect(answer.status).toBe(502)
      expect(answer.body.data).toMatchObject({ reason: 'bad_api_key' })
      expect(answer.body.message).toMatch(/enter it again/)
    }
  })

  it('refuses what a connection cannot be with a 400 naming the field', async () => {
    const { token } = await registerUser(ctx.app)
    const cases: Array<[object, string]> = [
      [{ provider: 'deepseek', model: 'deepseek-chat' }, 'api_key'],
      [{ provider: 'custom', model: 'm' }, 'base_url'],
      [{ provider: 'custom', base_url: 'ftp://example.com', model: 'm' }, 'base_url'],
      [{ provider: 'custom', base_url: fake.baseURL, model: '' }, 'model'],
      [{ provider: 'nope', model: 'm' }, 'provider'],
    ]
    for (const [body, field] of cases) {
      const answer = await connect(token, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.data.field).toBe(field)
    }
  })

  it('deletes the connections with the account', async () => {
    const { token, user } = await registerUser(ctx.app)
    await connect(token, custom())
    await ctx.database.db.delete(users).where(eq(users.id, user.id))
    expect(await ctx.database.db.select().from(modelConnections).where(eq(modelConnections.userId, user.id))).toEqual(
      [],
    )
  })

  it('never writes a key to the log', () => {
    const text = logged.join('')
    // The lines of every request above (a key was in many of their bodies), and whatever else was logged.
    expect(text.match(/"msg":"request"/g)?.length).toBeGreaterThan(40)
    expect(text).not.toContain(KEY)
    expect(text).not.toContain('sk-second-key-7777')
    expect(text).not.toContain('sk-wrong-1111')
  })
})
