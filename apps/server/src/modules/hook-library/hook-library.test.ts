import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOOK_LIBRARY_MAX } from '@hookline/contract'
import { starredHooks } from '../../db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript } from '../scripts/scripts-test-helpers'

describe.each(databaseKinds)('the hook library on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_PROVIDER: 'offline', AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  it('stars a hook with its source script, keeps the same words once, lists newest first and unstars', async () => {
    const { token } = await registerUser(ctx.app)
    const script = await createScript(ctx.app, token, { topic: '通勤穿搭', platform: 'douyin' })
    const hook = {
      voice_over: '衣柜满了，为什么还是没衣服穿？',
      on_screen_text: '衣柜满了还是没衣服穿？',
      type: 'question',
      language: 'zh',
      platform: 'douyin',
      script_id: script.id,
    }
    const first = await call(ctx.app, 'POST', '/api/hook-library', { token, body: hook })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ ...hook, script_title: script.title })
    const again = await call(ctx.app, 'POST', '/api/hook-library', { token, body: hook })
    expect(again.body.data.id).toBe(first.body.data.id)
    // Without a platform, the source script's.
    const fromScript = await call(ctx.app, 'POST', '/api/hook-library', {
      token,
      body: { voice_over: '五件单品，一周不重样。', language: 'zh', script_id: script.id },
    })
    expect(fromScript.body.data).toMatchObject({ platform: 'douyin', script_id: script.id })
    await call(ctx.app, 'DELETE', `/api/hook-library/${fromScript.body.data.id}`, { token })
    const orphan = await call(ctx.app, 'POST', '/api/hook-library', {
      token,
      body: { voice_over: '钩子', language: 'zh' },
    })
    expect(orphan.status).toBe(400)
    const second = await call(ctx.app, 'POST', '/api/hook-library', {
      token,
      body: { voice_over: 'Five pieces, a week of outfits.', language: 'en', platform: 'youtube_shorts' },
    })
    expect(second.body.data).toMatchObject({ type: null, script_id: null, script_title: null, on_screen_text: '' })
    const list = await call(ctx.app, 'GET', '/api/hook-library', { token })
    expect(list.body.data.items.map((h: { id: string }) => h.id)).toEqual([second.body.data.id, first.body.data.id])

    expect((await call(ctx.app, 'DELETE', `/api/hook-library/${first.body.data.id}`, { token })).status).toBe(200)
    expect((await call(ctx.app, 'DELETE', `/api/hook-library/${first.body.data.id}`, { token })).status).toBe(404)
    expect((await call(ctx.app, 'GET', '/api/hook-library', { token })).body.data.items).toHaveLength(1)
  })

  it("is scoped to its user: another's hook or script is a 404, bad input a 400, a full library a 409", async () => {
    const owner = await registerUser(ctx.app)
    const intruder = await registerUser(ctx.app)
    const script = await createScript(ctx.app, owner.token, { topic: '通勤穿搭', platform: 'douyin' })
    const starred = await call(ctx.app, 'POST', '/api/hook-library', {
      token: owner.token,
      body: { voice_over: '五件单品，一周不重样。', language: 'zh', platform: 'douyin', script_id: script.id },
    })
    const id = starred.body.data.id
    expect((await call(ctx.app, 'DELETE', `/api/hook-library/${id}`, { token: intruder.token })).status).toBe(404)
    expect((await call(ctx.app, 'GET', '/api/hook-library', { token: intruder.token })).body.data.items).toEqual([])
    const foreignSource = await call(ctx.app, 'POST', '/api/hook-library', {
      token: intruder.token,
      body: { voice_over: '偷来的钩子', language: 'zh', platform: 'douyin', script_id: script.id },
    })
    expect(foreignSource.status).toBe(404)
    expect(
      (
        await call(ctx.app, 'POST', '/api/hook-library', {
          token: intruder.token,
          body: { voice_over: '  ', language: 'zh', platform: 'douyin' },
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await call(ctx.app, 'POST', '/api/hook-library', {
          token: intruder.token,
          body: { voice_over: '钩子', language: 'fr', platform: 'douyin' },
        })
      ).status,
    ).toBe(400)

    await ctx.database.db.insert(starredHooks).values(
      Array.from({ length: HOOK_LIBRARY_MAX }, (_, i) => ({
        userId: intruder.user.id,
        voiceOver: `钩子 ${i}`,
        language: 'zh' as const,
        platform: 'douyin',
      })),
    )
    const full = await call(ctx.app, 'POST', '/api/hook-library', {
      token: intruder.token,
      body: { voice_over: '再来一个', language: 'zh', platform: 'douyin' },
    })
    expect(full.status).toBe(409)
    expect(full.body.data).toMatchObject({ reason: 'library_full' })
  })
})
