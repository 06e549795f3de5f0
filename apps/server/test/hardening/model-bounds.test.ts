import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { SOUND, tokensOf } from '../../src/engines/testing/flawed-replies'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../src/engines/testing/fake-openai-server'
import { createScript, readEvents, requestStream } from '../../src/modules/scripts/scripts-test-helpers'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../test-context'

/** One user may not hold more than a few generations open at once. */
describe.each(databaseKinds)('concurrent generations per user on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeOpenAIServer()
    ctx = await createTestContext(kind, {
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'gpt-4o',
      AI_API_KEY: 'sk-test',
      GENERATION_MAX_CONCURRENT_PER_USER: '3',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  it('starts 3 of 5 at once, refuses 2 with TOO_MANY_GENERATIONS before streaming, and frees the slots when they end', async () => {
    fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND), eventDelayMs: 5 })
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    const responses = await Promise.all(Array.from({ length: 5 }, () => requestStream(ctx.app, token, id)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(3)
    const refused = responses.filter((r) => r.status === 429)
    expect(refused).toHaveLength(2)
    for (const response of refused) {
      expect(response.headers.get('content-type')).toMatch(/json/)
      expect(await response.json()).toMatchObject({ code: ErrorCode.TOO_MANY_GENERATIONS, data: { limit: 3 } })
    }
    await Promise.all(responses.filter((r) => r.status === 200).map(readEvents))
    // Another user is not affected, and the first user's slots are free again.
    const other = await registerUser(ctx.app)
    const otherScript = await createScript(ctx.app, other.token)
    expect(
      (await call(ctx.app, 'POST', `/api/scripts/${otherScript.id}/messages`, { token: other.token, body: {} })).status,
    ).toBe(200)
    expect(
      (await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: { text: '再来一版' } })).status,
    ).toBe(200)
  })
})
