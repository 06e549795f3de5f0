import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Brief } from '@hookline/contract'
import { scriptConversations, users } from '../../db/schema'
import type { EngineTurn, ScriptEngine } from '../../engines/engine'
import { createOfflineEngine } from '../../engines/offline/offline-engine'
import { createOpenAICompatibleEngine } from '../../engines/openai-compatible/openai-engine'
import { startFakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { historyPath } from './generation-history'
import { createScript, readEvents, requestStream } from './scripts-test-helpers'

/** What the model was asked: each request, and whether it was withdrawn. */
interface Asked {
  history: EngineTurn[]
  withdrawn: boolean
}

/** A paid model that thinks a moment before it writes (the offline draft), recording each request. */
function recordingModel(asked: Asked[]): ScriptEngine {
  const offline = createOfflineEngine({ lineDelayMs: 0 })
  return {
    name: 'openai-compatible',
    label: 'openai-compatible:test:recording',
    reads: offline.reads,
    async *generate(brief: Brief, history: EngineTurn[], signal: AbortSignal) {
      const request: Asked = { history, withdrawn: false }
      asked.push(request)
      signal.addEventListener('abort', () => (request.withdrawn = true), { once: true })
      await sleep(50, undefined, { signal })
      yield* offline.generate(brief, history, signal)
    },
  }
}

describe.each(databaseKinds)('a generation asks its model once its version is prepared, on %s', (kind) => {
  let ctx: TestContext
  const asked: Asked[] = []
  beforeAll(async () => {
    ctx = await createTestContext(kind, { CREDITS_PER_GENERATION: '1' }, { scriptEngine: recordingModel(asked) })
  })
  afterAll(() => ctx.close())

  it('asks once, with the script as it stands and the new request, and keeps that answer', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    asked.length = 0
    const events = await readEvents(await requestStream(ctx.app, token, id, { text: 'make it funnier' }))
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: { status: 'complete', version: 1 } } })
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ withdrawn: false })
    expect(asked[0].history.at(-1)).toMatchObject({ role: 'user', content: 'make it funnier' })
  })

  it('asks a later version with the whole conversation, oldest turn first, and keeps that answer', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    await readEvents(await requestStream(ctx.app, token, id))
    await readEvents(await requestStream(ctx.app, token, id, { text: 'make it funnier' }))
    asked.length = 0
    const events = await readEvents(await requestStream(ctx.app, token, id, { text: 'shorter, please' }))
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: { version: 3 } } })
    expect(asked).toHaveLength(1)
    expect(asked[0].withdrawn).toBe(false)
    const versions = (await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data.messages
      .filter((message: { role: string }) => message.role === 'assistant')
      .map((message: { content: string }) => message.content)
    expect(asked[0].history.map(({ role, content }) => ({ role, content }))).toEqual([
      { role: 'user', content: '' },
      { role: 'assistant', content: versions[0] },
      { role: 'user', content: 'make it funnier' },
      { role: 'assistant', content: versions[1] },
      { role: 'user', content: 'shorter, please' },
    ])
  })

  /** The script's versions, oldest first. */
  const versionsOf = async (token: string, id: string) =>
    (await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data.messages.filter(
      (message: { role: string }) => message.role === 'assistant',
    ) as { id: string; content: string; status: string }[]

  /** A new creator's script with two versions (the second asked to be funnier), and its first version. */
  const scriptWithTwoVersions = async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    await readEvents(await requestStream(ctx.app, token, id))
    await readEvents(await requestStream(ctx.app, token, id, { text: 'make it funnier' }))
    const [first] = await versionsOf(token, id)
    return { token, id, first }
  }

  it('asks the next version before reading the script, with the history the database holds', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    await readEvents(await requestStream(ctx.app, token, id))
    const [first] = await versionsOf(token, id)
    const { db } = ctx.database
    const order: string[] = []
    const execute = db.execute.bind(db)
    db.execute = (...args: Parameters<typeof execute>) => {
      order.push('read')
      return execute(...args)
    }
    asked.length = 0
    try {
      const events = await readEvents(
        await requestStream(ctx.app, token, id, { text: 'shorter, please', action: 'shorter' }),
      )
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: { version: 2 } } })
    } finally {
      db.execute = execute
    }
    // The recursive read of the script's history (generation-history.ts) is the only raw query.
    expect(order).toEqual([])
    expect(asked).toHaveLength(1)
    expect(asked[0].withdrawn).toBe(false)
    expect(asked[0].history).toEqual([
      ...(await historyPath(db, first.id)),
      { role: 'user', content: 'shorter, please', action: 'shorter', engine: null },
    ])
  })

  it('revises a restored version, asking once', async () => {
    const { token, id, first } = await scriptWithTwoVersions()
    const restored = await call(ctx.app, 'POST', `/api/scripts/${id}/messages/${first.id}/restore`, { token })
    expect(restored.status).toBe(200)
    asked.length = 0
    await readEvents(await requestStream(ctx.app, token, id, { text: 'shorter, please' }))
    expect(asked).toHaveLength(1)
    expect(asked[0].withdrawn).toBe(false)
    expect(asked[0].history.map(({ content }) => content)).toEqual(['', first.content, 'shorter, please'])
  })

  it('asks once, with the script as it stands, when another node moved its current version', async () => {
    const { token, id, first } = await scriptWithTwoVersions()
    // What a restore on another server sharing the database does.
    await ctx.database.db
      .update(scriptConversations)
      .set({ currentMessageId: first.id })
      .where(eq(scriptConversations.id, id))
    asked.length = 0
    const events = await readEvents(await requestStream(ctx.app, token, id, { text: 'shorter, please' }))
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: { version: 3 } } })
    // The hold's transaction read the script as it stands before the model was asked: asked once.
    expect(asked.map(({ withdrawn }) => withdrawn)).toEqual([false])
    expect(asked[0].history.map(({ content }) => content)).toEqual(['', first.content, 'shorter, please'])
    // The version just saved is what the next one builds on: asked once again.
    asked.length = 0
    await readEvents(await requestStream(ctx.app, token, id, { text: 'one more' }))
    expect(asked.map(({ withdrawn }) => withdrawn)).toEqual([false])
  })

  it('never sends a deleted script to the model', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    await readEvents(await requestStream(ctx.app, token, id))
    expect((await call(ctx.app, 'DELETE', `/api/scripts/${id}`, { token })).status).toBe(200)
    asked.length = 0
    expect((await requestStream(ctx.app, token, id, { text: 'again' })).status).toBe(404)
    expect(asked).toEqual([])
  })

  it('revises an edited version, asking once', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    await readEvents(await requestStream(ctx.app, token, id))
    const detail = (await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data
    const base = detail.messages.at(-1)
    const script = { ...base.script, cover_text: `${base.script.cover_text}（下）` }
    const edited = await call(ctx.app, 'POST', `/api/scripts/${id}/versions`, {
      token,
      body: { base_message_id: base.id, script },
    })
    expect(edited.status).toBe(200)
    const editedVersion = (await versionsOf(token, id)).at(-1)!
    asked.length = 0
    await readEvents(await requestStream(ctx.app, token, id, { text: 'shorter, please' }))
    expect(asked).toHaveLength(1)
    expect(asked[0].withdrawn).toBe(false)
    expect(asked[0].history.at(-2)).toMatchObject({ role: 'assistant', content: editedVersion.content })
  })

  it('never asks the model when the hold is refused, and saves nothing', async () => {
    // One credit, held by a first version still being written: the hold finds nothing left (402)
    // before the model is asked.
    const { token, email } = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ credits: 1 }).where(eq(users.email, email))
    const { id } = await createScript(ctx.app, token)
    const { id: other } = await createScript(ctx.app, token)
    const first = await requestStream(ctx.app, token, id)
    expect(first.status).toBe(200)
    asked.length = 0

    const refused = await requestStream(ctx.app, token, other)
    expect(refused.status).toBe(402)
    expect(asked).toEqual([])
    const detail = await call(ctx.app, 'GET', `/api/scripts/${other}`, { token })
    expect(detail.body.data.messages).toEqual([])
    await first.body!.cancel()
  })
})

describe.each(databaseKinds)(
  "a model's request leaves only once the hold's transaction has committed, on %s",
  (kind) => {
    // A request sent before the hold would let many parallel generations on one credit reach the
    // provider, so the hold (stream cap, credits, a connection's rate) commits first.
    it('commits the hold before it hands the request to the HTTP client', async () => {
      const fake = await startFakeOpenAIServer({ kind: 'replay', tokens: ['## Hook\n', '- Voice-over: hi\n'] })
      const order: string[] = []
      const engine = createOpenAICompatibleEngine(
        { provider: 'custom', baseURL: fake.baseURL, apiKey: 'test-key', model: 'test-model', timeoutMs: 30_000 },
        {
          fetch: (input, init) => {
            order.push('fetch')
            return fetch(input, init)
          },
        },
      )
      const ctx = await createTestContext(kind, { CREDITS_PER_GENERATION: '1' }, { scriptEngine: engine })
      try {
        const { token } = await registerUser(ctx.app)
        const { id } = await createScript(ctx.app, token)
        const { db } = ctx.database
        const transaction = db.transaction.bind(db)
        db.transaction = ((...args: Parameters<typeof transaction>) => {
          order.push('transaction')
          return transaction(...args).finally(() => order.push('committed'))
        }) as typeof db.transaction
        // What the model answers does not matter here (two lines, which the check refuses).
        await readEvents(await requestStream(ctx.app, token, id))
        expect(order.slice(0, 3)).toEqual(['transaction', 'committed', 'fetch'])
      } finally {
        await ctx.close()
        await fake.close()
      }
    })
  },
)
