import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptMessages, users } from '../../db/schema'
import { SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { createLogger } from '../../lib/logger'
import { loadConfig } from '../../env'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript, readEvents, requestStream, type SseEvent } from './scripts-test-helpers'
import { announceAccountChange } from '../../db/account-changes'

/** Reads events until `count` deltas have arrived; the reader stays open. */
async function readDeltas(response: Response, count: number) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  while ((text.match(/event: delta/g)?.length ?? 0) < count) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  return { reader, text }
}

/** The rest of a stream, parsed, once it ends; rejects if it does not end within `ms`. */
async function rest(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<SseEvent[]> {
  const chunks: Uint8Array[] = []
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      chunks.push(value)
    }
  })()
  await Promise.race([
    ended,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`the stream did not end within ${ms} ms`)), ms)),
  ])
  return readEvents(new Response(new Blob(chunks as BlobPart[])))
}

/**
 * A generation ended from outside: a script deleted while it generates, and an account
 * disabled while one of its versions streams. The model streams slowly, so each happens mid-answer.
 */
describe.each(databaseKinds)('a generation interrupted from outside, on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  const logged: Array<{ level: number; msg: string }> = []

  beforeAll(async () => {
    fake = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND), eventDelayMs: 30 })
    const sink = new Writable({
      write: (chunk, _encoding, done) => {
        for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line))
        done()
      },
    })
    ctx = await createTestContext(
      kind,
      { AI_PROVIDER: 'custom', AI_BASE_URL: fake.baseURL, AI_MODEL: 'fake-model', CREDITS_PER_GENERATION: '1' },
      { logger: createLogger(loadConfig({ LOG_LEVEL: 'info' }), sink) },
    )
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  const creditsOf = async (email: string) =>
    (await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.email, email)))[0].credits

  it('ends the stream cleanly when the script is deleted mid-answer: no 500, nothing logged as an error', async () => {
    const { token, email } = await registerUser(ctx.app)
    const before = await creditsOf(email)
    const { id } = await createScript(ctx.app, token)
    const errorsBefore = logged.filter((line) => line.level >= 50).length
    const { reader } = await readDeltas(await requestStream(ctx.app, token, id), 3)
    const deleted = await call(ctx.app, 'DELETE', `/api/scripts/${id}`, { token })
    expect(deleted.status).toBe(200)
    const events = await rest(reader, 3000)
    const last = events.at(-1)
    expect(last?.event).toBe('error')
    expect(last?.data).toMatchObject({ code: 40400, message_id: null })
    expect((await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).status).toBe(404)
    expect(logged.filter((line) => line.level >= 50).slice(errorsBefore)).toEqual([])
    expect(await creditsOf(email)).toBe(before)
    // The whole answer at once (no event stream) answers 404 too, never 500.
    const { id: other } = await createScript(ctx.app, token)
    const whole = call(ctx.app, 'POST', `/api/scripts/${other}/messages`, { token, body: {} })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await call(ctx.app, 'DELETE', `/api/scripts/${other}`, { token })).status).toBe(200)
    expect((await whole).status).toBe(404)
    expect(logged.filter((line) => line.level >= 50).slice(errorsBefore)).toEqual([])
  })

  it('ends the stream at once when the account is disabled, keeping what streamed, uncharged', async () => {
    const { token, email, user } = await registerUser(ctx.app)
    const before = await creditsOf(email)
    const { id } = await createScript(ctx.app, token)
    const { reader } = await readDeltas(await requestStream(ctx.app, token, id), 3)
    const disabledAt = performance.now()
    await ctx.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id))
    // As the admin API does (db/account-changes.ts): an edit by hand is announced by hand.
    await announceAccountChange(ctx.database.db, [user.id])
    // The model would go on for seconds (about 30 ms an event); the stream ends well before.
    await rest(reader, 1500)
    expect(performance.now() - disabledAt).toBeLessThan(1500)
    const [version] = await ctx.database.db
      .select()
      .from(scriptMessages)
      .where(eq(scriptMessages.conversationId, id))
      .then((rows) => rows.filter((row) => row.role === 'assistant'))
    expect(version).toMatchObject({
      status: 'incomplete',
      incompleteReason: 'disabled',
      creditsHeld: 0,
      creditsCharged: 0,
    })
    expect(version.content.length).toBeGreaterThan(0)
    expect(await creditsOf(email)).toBe(before)
  })
})
