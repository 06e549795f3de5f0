import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

describe.each(databaseKinds)('auth API on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      AUTH_MAX_FAILURES_PER_EMAIL: '3',
      AUTH_MAX_ATTEMPTS_PER_IP: '1000',
      SIGNUP_CREDITS: '7',
    })
  })
  afterAll(() => ctx.close())

  it('registers, normalises the email, defaults the nickname and signs the user in', async () => {
    const res = await call(ctx.app, 'POST', '/api/auth/register', {
      body: { email: '  Maker@Example.COM ', password: 'seven77' },
    })
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(0)
    expect(res.body.data.user).toMatchObject({
      email: 'maker@example.com',
      nickname: 'maker',
      avatar_url: null,
      credits: { left_credits: 7 },
    })
    expect(res.body.data.user).not.toHaveProperty('passwordHash')
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/) // 32 bytes, base64url

    const me = await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: res.body.data.token })
    expect(me.status).toBe(200)
    expect(me.body.data.email).toBe('maker@example.com')
  })

  it('keeps a given nickname', async () => {
    const res = await call(ctx.app, 'POST', '/api/auth/register', {
      body: { email: 'nick@example.com', password: 'seven77', nickname: '  小明 ' },
    })
    expect(res.body.data.user.nickname).toBe('小明')
  })

  it('stores only a hash of the token and an argon2id password hash', async () => {
    const { token, email } = await registerUser(ctx.app)
    const { sql } = await import('drizzle-orm')
    const rows = await ctx.database.db.execute(
      sql`SELECT s.token_hash, u.password_hash FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ${email}`,
    )
    const row = (rows as { rows: Array<Record<string, string>> }).rows[0]
    expect(row.token_hash).not.toContain(token)
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
  })

  it('rejects a second account with the same email, whatever its case, with 409', async () => {
    await registerUser(ctx.app, 'twice@example.com')
    const res = await call(ctx.app, 'POST', '/api/auth/register', {
      body: { email: 'TWICE@example.com', password: 'another-pass' },
    })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe(ErrorCode.EMAIL_TAKEN)
    expect(res.body.message).toMatch(/already registered/i)
  })

  it.each([
    [{ email: 'ok@example.com', password: 'short' }, 'password', /at least 7/, { rule: 'minLength', limit: 7 }],
    [{ email: 'not-an-email', password: 'long-enough' }, 'email', /Invalid email address/, { rule: 'invalidEmail' }],
    [{ password: 'long-enough' }, 'email', /required/i, { rule: 'required' }],
    [{ email: 'ok2@example.com', password: '' }, 'password', /required/i, { rule: 'required' }],
    [
      { email: 'ok3@example.com', password: 'x'.repeat(129) },
      'password',
      /at most 128/,
      { rule: 'maxLength', limit: 128 },
    ],
    [{ email: 'ok4@example.com', password: 'long\u0000enough' }, 'password', /NUL/, { rule: 'unstorableText' }],
  ])('answers 400 naming the field and the rule it broke for %j', async (body, field, message, rule) => {
    const res = await call(ctx.app, 'POST', '/api/auth/register', { body })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    expect(res.body.data.field).toBe(field)
    expect(res.body.message).toContain(field)
    expect(res.body.message).toMatch(message)
    // A client translates the rule; it never has to match the English message.
    expect(res.body.data.issues[0]).toEqual({ path: field, message: expect.any(String) as string, ...rule })
  })

  it('logs in with the right password and refuses the wrong one with 401', async () => {
    const { email, password } = await registerUser(ctx.app)
    const good = await call(ctx.app, 'POST', '/api/auth/login', { body: { email: email.toUpperCase(), password } })
    expect(good.status).toBe(200)
    expect(good.body.data.user.email).toBe(email)
    expect(typeof good.body.data.token).toBe('string')

    const bad = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'wrong-password' } })
    expect(bad.status).toBe(401)
    expect(bad.body.code).toBe(ErrorCode.INVALID_CREDENTIALS)
  })

  it('gives the same answer for an unknown email and a wrong password (no enumeration)', async () => {
    const { email } = await registerUser(ctx.app)
    const wrongPassword = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email, password: 'wrong-password' },
    })
    const unknownEmail = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: 'nobody-here@example.com', password: 'wrong-password' },
    })
    expect(unknownEmail.status).toBe(wrongPassword.status)
    expect(unknownEmail.body).toEqual(wrongPassword.body)
  })

  it('answers 401 to getUserInfo without a token, with a bogus token and with a malformed header', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }, { authorization: 'Basic abc' }] as Record<
      string,
      string
    >[]) {
      const res = await call(ctx.app, 'GET', '/api/auth/getUserInfo', { headers })
      expect(res.status).toBe(401)
      expect(res.body.code).toBe(ErrorCode.UNAUTHORIZED)
    }
  })

  it('revokes the token on logout', async () => {
    const { token } = await registerUser(ctx.app)
    const out = await call(ctx.app, 'POST', '/api/auth/logout', { token })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ code: 0, message: 'Logged out successfully', data: null })
    const after = await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })
    expect(after.status).toBe(401)
    const again = await call(ctx.app, 'POST', '/api/auth/logout', { token })
    expect(again.status).toBe(401)
  })

  it('rate limits failed logins per email with 429 and Retry-After, then even refuses the right password', async () => {
    const { email, password } = await registerUser(ctx.app)
    for (let i = 0; i < 3; i++) {
      const res = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'wrong-password' } })
      expect(res.status).toBe(401)
    }
    const limited = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe(ErrorCode.RATE_LIMITED)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('rate limits unknown emails too, so limits do not reveal who exists', async () => {
    for (let i = 0; i < 3; i++) {
      await call(ctx.app, 'POST', '/api/auth/login', {
        body: { email: 'ghost@example.com', password: 'wrong-password' },
      })
    }
    const limited = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: 'ghost@example.com', password: 'wrong-password' },
    })
    expect(limited.status).toBe(429)
  })

  it('answers 400 to malformed JSON', async () => {
    const res = await call(ctx.app, 'POST', '/api/auth/login', { rawBody: '{"email": "a@b.c", ' })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(ErrorCode.MALFORMED_JSON)
  })

  it('answers 413 to a 2 MiB body and creates nothing', async () => {
    const email = 'huge@example.com'
    const res = await call(ctx.app, 'POST', '/api/auth/register', {
      body: { email, password: 'long-enough', nickname: 'x'.repeat(2 * 1024 * 1024) },
    })
    expect(res.status).toBe(413)
    expect(res.body.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE)
    const login = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'long-enough' } })
    expect(login.status).toBe(401)
  })

  it('answers 404 in the envelope for an unknown API route', async () => {
    const res = await call(ctx.app, 'GET', '/api/no-such-thing')
    expect(res.status).toBe(404)
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND)
  })
})

describe('auth rate limit per client address', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { AUTH_MAX_ATTEMPTS_PER_IP: '2', TRUST_PROXY: 'true' })
  })
  afterAll(() => ctx.close())

  it('limits registrations from one address but not from another', async () => {
    const from = (ip: string, email: string) =>
      call(ctx.app, 'POST', '/api/auth/register', {
        body: { email, password: 'long-enough' },
        headers: { 'x-forwarded-for': ip },
      })
    expect((await from('203.0.113.1', 'a1@example.com')).status).toBe(200)
    expect((await from('203.0.113.1', 'a2@example.com')).status).toBe(200)
    expect((await from('203.0.113.1', 'a3@example.com')).status).toBe(429)
    expect((await from('203.0.113.2', 'a4@example.com')).status).toBe(200)
  })
})
