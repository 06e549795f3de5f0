import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { CHECK_REVISION, scriptCheckSchema } from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript } from './scripts-test-helpers'
import { recheckStaleVersions } from './recheck-versions'

describe.each(databaseKinds)('re-checking stored versions on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  it('measures again a version an older check measured, and leaves current ones alone', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token, { topic: '租房避坑', platform: 'douyin', duration_seconds: 30 })
    const generated = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    expect(generated.status).toBe(200)
    const current = scriptCheckSchema.parse(generated.body.data.message.check)
    expect(current.revision).toBe(CHECK_REVISION)
    expect(await recheckStaleVersions(ctx.database.db)).toBe(0)

    // A check stored before states existed: no revision, no state, speech counted with the blanks.
    await ctx.database.db.execute(
      sql`UPDATE script_messages SET "check" = ("check" - 'revision' - 'state' - 'voice_over_seconds' - 'placeholder_seconds')
          WHERE conversation_id = ${id} AND role = 'assistant'`,
    )
    const before = await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })
    const stale = before.body.data.messages.find((message: { role: string }) => message.role === 'assistant')
    expect(stale.check.state).toBeUndefined()

    expect(await recheckStaleVersions(ctx.database.db)).toBe(1)
    const after = await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })
    const version = after.body.data.messages.find((message: { role: string }) => message.role === 'assistant')
    expect(version.check).toEqual(current)
    const list = await call(ctx.app, 'GET', '/api/scripts', { token })
    expect(list.body.data.items[0].state).toBe(current.state)
    expect(await recheckStaleVersions(ctx.database.db)).toBe(0)
  })
})
