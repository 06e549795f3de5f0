import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { scriptCheckSchema } from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript } from './scripts-test-helpers'

describe.each(databaseKinds)('version checks on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  it('returns the check of a version, and checks one saved before checks were stored on read', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token, { topic: '租房避坑', platform: 'douyin', duration_seconds: 30 })
    const generated = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    expect(generated.status).toBe(200)
    const stored = scriptCheckSchema.parse(generated.body.data.message.check)
    expect(stored).toMatchObject({ total: 9, target_seconds: 30, language: 'zh' })

    // A version from before migration 0013 has no stored check.
    await ctx.database.db.execute(sql`UPDATE script_messages SET "check" = NULL WHERE conversation_id = ${id}`)
    const read = await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })
    const version = read.body.data.messages.find((message: { role: string }) => message.role === 'assistant')
    expect(version.check).toEqual(stored)
  })
})
