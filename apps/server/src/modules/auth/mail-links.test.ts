import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import { emailTokens, users } from '../../db/schema'
import { call, createTestContext, databaseKinds, type TestContext } from '../../../test/test-context'
import { linkTokenFor, signIn } from '../admin/admin-test-helpers'

/** A password change ends every mailed link; an account has one live link per kind. */
describe.each(databaseKinds)('mail links and password changes on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      EMAIL_VERIFICATION: 'required',
      AUTH_MAX_ATTEMPTS_PER_IP: '1000',
      TRUST_PROXY: 'true',
    })
  })
  afterAll(() => ctx.close())

  let n = 0
  async function account() {
    const email = `links-${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`
    await call(ctx.app, 'POST', '/api/auth/register', { body: { email, password: 'correct-horse' } })
    return { email, ...(await signIn(ctx, email)) }
  }
  const liveLinks = async (email: string) =>
    ctx.database.db
      .select({ purpose: emailTokens.purpose })
      .from(emailTokens)
      .innerJoin(users, eq(users.id, emailTokens.userId))
      .where(and(eq(users.email, email), isNull(emailTokens.usedAt), sql`${emailTokens.expiresAt} > now()`))

  it('a reset link issued before a password change no longer works after it, and the session it secured stays', async () => {
    const { email, token } = await account()
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
    const stale = await linkTokenFor(ctx, email, '/reset-password')
    const verification = await linkTokenFor(ctx, email, '/verify-email')
    const changed = await call(ctx.app, 'POST', '/api/auth/password', {
      token,
      body: { current_password: 'correct-horse', new_password: 'secured-now' },
    })
    expect(changed.status).toBe(200)
    const used = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token: stale, password: 'attacker-pass' },
    })
    expect(used.status).toBe(400)
    expect(used.body.code).toBe(ErrorCode.INVALID_EMAIL_TOKEN)
    // The verification link of before the change is dead too.
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: verification } })).status).toBe(400)
    expect(await liveLinks(email)).toEqual([])
    // The session the change was made in still works; the new password works, the attacker's does not.
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).status).toBe(200)
    expect((await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'secured-now' } })).status).toBe(
      200,
    )
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'attacker-pass' } })).status,
    ).toBe(401)
  })

  it('a reset by link ends the outstanding verification link too', async () => {
    const { email } = await account()
    const verification = await linkTokenFor(ctx, email, '/verify-email')
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token: await linkTokenFor(ctx, email, '/reset-password'), password: 'a-new-pass' },
    })
    expect(reset.status).toBe(200)
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: verification } })).status).toBe(400)
    expect(await liveLinks(email)).toEqual([])
  })

  it('parallel reset and verification requests leave one live link of each kind', async () => {
    const { email, token } = await account()
    await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        call(ctx.app, 'POST', '/api/auth/forgot-password', {
          body: { email },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        }),
      ),
      ...Array.from({ length: 4 }, () => call(ctx.app, 'POST', '/api/auth/resend-verification', { token })),
    ])
    await ctx.mailer.idle()
    const live = (await liveLinks(email)).map((l) => l.purpose).sort()
    expect(live).toEqual(['email_verification', 'password_reset'])
  })

  it('checks the reset token before hashing a password, and limits tries per address', async () => {
    const attempt = () =>
      call(ctx.app, 'POST', '/api/auth/reset-password', {
        body: { token: 'x'.repeat(43), password: 'whatever-pass' },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      })
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await attempt()).status)
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // Another address is not held up by it.
    const other = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token: 'y'.repeat(43), password: 'whatever-pass' },
      headers: { 'x-forwarded-for': '198.51.100.78' },
    })
    expect(other.status).toBe(400)
  })
})
