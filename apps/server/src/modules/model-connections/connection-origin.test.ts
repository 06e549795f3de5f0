import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

const KEY = 'sk-origin-bound-0123456789abcdefQRST'

/**
 * A saved key goes only to the address it was saved with: with a stolen session, a connection
 * test, a model list with `connection_id` and a new `base_url`, or a PATCH of `base_url` alone
 * must not send it as `Bearer` to a new address.
 */
describe.each(databaseKinds)('a saved key is bound to its address, on %s', (kind) => {
  let provider: FakeOpenAIServer
  let receiver: FakeOpenAIServer
  let ctx: TestContext

  beforeAll(async () => {
    provider = await startFakeOpenAIServer()
    // What an attacker would point the connection at: it records every request and its Authorization.
    receiver = await startFakeOpenAIServer()
    ctx = await createTestContext(kind, { MODEL_PRIVATE_NETWORK: 'all' })
  })
  afterAll(async () => {
    await ctx.close()
    await provider.close()
    await receiver.close()
  })

  const saved = async () => {
    const { token } = await registerUser(ctx.app)
    const created = await call(ctx.app, 'POST', '/api/model-connections', {
      token,
      body: { provider: 'custom', base_url: provider.baseURL, api_key: KEY, model: 'fake-model' },
    })
    expect(created.body.data.status).toBe('connected')
    return { token, id: created.body.data.id as string }
  }

  const keyAgain = (answer: Awaited<ReturnType<typeof call>>) => {
    expect(answer.status).toBe(400)
    expect(answer.body.data).toMatchObject({ field: 'api_key' })
    expect(answer.body.message).toMatch(/Enter the API key again/)
  }

  it('never sends the saved key to another address: a test, a model list or a PATCH needs the key again', async () => {
    const { token, id } = await saved()
    keyAgain(
      await call(ctx.app, 'POST', '/api/model-connections/test', {
        token,
        body: { provider: 'custom', base_url: receiver.baseURL, model: 'fake-model', connection_id: id },
      }),
    )
    keyAgain(
      await call(ctx.app, 'POST', '/api/model-connections/models', {
        token,
        body: { provider: 'custom', base_url: receiver.baseURL, connection_id: id },
      }),
    )
    keyAgain(
      await call(ctx.app, 'PATCH', `/api/model-connections/${id}`, { token, body: { base_url: receiver.baseURL } }),
    )
    // The same host on another path is another address too.
    keyAgain(
      await call(ctx.app, 'PATCH', `/api/model-connections/${id}`, {
        token,
        body: { base_url: provider.baseURL.replace('/v1', '/v2') },
      }),
    )
    expect(receiver.requests).toEqual([])
    const listed = (await call(ctx.app, 'GET', '/api/model-connections', { token })).body.data.connections
    expect(listed[0]).toMatchObject({ base_url: provider.baseURL, api_key_last4: 'QRST' })
  })

  it('keeps using the saved key at its own address, and moves with a key typed again', async () => {
    const { token, id } = await saved()
    const same = await call(ctx.app, 'POST', '/api/model-connections/test', {
      token,
      body: { provider: 'custom', base_url: `${provider.baseURL}/`, model: 'fake-model', connection_id: id },
    })
    expect(same.body.data.ok).toBe(true)
    expect(provider.requests.at(-1)!.authorization).toBe(`Bearer ${KEY}`)

    const moved = await call(ctx.app, 'PATCH', `/api/model-connections/${id}`, {
      token,
      body: { base_url: receiver.baseURL, api_key: 'sk-typed-again-4444' },
    })
    expect(moved.body.data).toMatchObject({ base_url: receiver.baseURL, api_key_last4: '4444', status: 'connected' })
    expect(receiver.requests.map((request) => request.authorization)).toEqual(['Bearer sk-typed-again-4444'])
  })
})
