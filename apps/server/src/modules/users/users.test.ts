import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

describe.each(databaseKinds)('account API on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind)
  })
  afterAll(() => ctx.close())

  it('updates nickname, avatar and merges preferences', async () => {
    const { token } = await registerUser(ctx.app)
    await call(ctx.app, 'PATCH', '/api/users/me', { token, body: { preferences: { language: 'en' } } })
    const res = await call(ctx.app, 'PATCH', '/api/users/me', {
      token,
      body: { nickname: 'Creator', avatar_url: 'https://example.com/a.png', preferences: { theme: 'dark' } },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      nickname: 'Creator',
      avatar_url: 'https://example.com/a.png',
      preferences: { language: 'en', theme: 'dark' },
    })
  })

  it('keeps every choice when several are saved at the same moment', async () => {
    // A creator switching theme, font and language in quick succession: each switch saves only its
    // own choice, and the requests overlap. None may overwrite another with what it read before.
    const { token } = await registerUser(ctx.app)
    const choices = [{ theme: 'dark' }, { font: 'manrope' }, { language: 'en' }] as const
    const answers = await Promise.all(
      choices.map((preferences) => call(ctx.app, 'PATCH', '/api/users/me', { token, body: { preferences } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const saved = await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })
    expect(saved.body.data.preferences).toEqual({ theme: 'dark', font: 'manrope', language: 'en' })
  })

  it.each([
    [{ avatar_url: 'javascript:alert(1)' }, 'avatar_url'],
    [{ preferences: { font: 'comic-sans' } }, 'preferences.font'],
    [{ nickname: '' }, 'nickname'],
    [{ credits: 1000 }, ''],
  ])('refuses %j with 400', async (body, field) => {
    const { token } = await registerUser(ctx.app)
    const res = await call(ctx.app, 'PATCH', '/api/users/me', { token, body })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    if (field) expect(res.body.data.field).toBe(field)
  })

  it('changes the password, signs out other sessions and keeps this one', async () => {
    const { token, email, password } = await registerUser(ctx.app)
    const other = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })
    const wrong = await call(ctx.app, 'POST', '/api/auth/password', {
      token,
      body: { current_password: 'not-it', new_password: 'brand-new-pass' },
    })
    expect(wrong.status).toBe(401)

    const res = await call(ctx.app, 'POST', '/api/auth/password', {
      token,
      body: { current_password: password, new_password: 'brand-new-pass' },
    })
    expect(res.status).toBe(200)
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).status).toBe(200)
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: other.body.data.token })).status).toBe(401)
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'brand-new-pass' } })).status,
    ).toBe(200)
  })

  it('needs a token', async () => {
    expect((await call(ctx.app, 'PATCH', '/api/users/me', { body: { nickname: 'x' } })).status).toBe(401)
  })
})
