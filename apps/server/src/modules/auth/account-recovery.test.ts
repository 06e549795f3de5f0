import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import { emailTokens, users } from '../../db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { mailText, startSmtpPeer } from '../../../test/smtp-peer'

type Peer = Awaited<ReturnType<typeof startSmtpPeer>>

/** The reset link's token in the last mail the SMTP peer received for `to`. */
async function tokenFromMail(ctx: TestContext, peer: Peer, to: string, path = '/reset-password'): Promise<string> {
  await ctx.mailer.idle()
  const mail = [...peer.received].reverse().find((m) => m.to.includes(to))
  if (!mail) throw new Error(`no mail for ${to}`)
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mailText(mail.raw))
  if (!match) throw new Error(`no ${path} link in the mail:\n${mailText(mail.raw).slice(0, 2000)}`)
  return match[1]
}

/** Sign-up where addresses are verified answers verification_pending; the password then signs in. */
async function registerPending(ctx: TestContext) {
  const email = `pending-${Math.random().toString(36).slice(2, 10)}@example.com`
  const registered = await call(ctx.app, 'POST', '/api/auth/register', { body: { email, password: 'correct-horse' } })
  expect(registered.body.data).toEqual({ verification_pending: true })
  const login = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'correct-horse' } })
  return { email, token: login.body.data.token as string, user: login.body.data.user }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

describe.each(databaseKinds)('password reset and email verification on %s, through a real SMTP peer', (kind) => {
  let ctx: TestContext
  let peer: Peer
  beforeAll(async () => {
    peer = await startSmtpPeer()
    ctx = await createTestContext(kind, {
      SMTP_URL: peer.url,
      APP_URL: 'https://hookline.test',
      AUTH_MAX_ATTEMPTS_PER_IP: '1000',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await peer.close()
  })

  it('mails a reset link that works once, signs out every old session and signs the user in', async () => {
    const { email, token: oldToken } = await registerUser(ctx.app)
    const second = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'correct-horse' } })
    const res = await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
    expect(res.status).toBe(200)
    const token = await tokenFromMail(ctx, peer, email)
    const mail = peer.received.find((m) => m.to.includes(email))!
    expect(mailText(mail.raw)).toContain('https://hookline.test/reset-password?token=')
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m)

    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-pass' },
    })
    expect(reset.status).toBe(200)
    expect(reset.body.data.user.email).toBe(email)
    const fresh = reset.body.data.token as string
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: fresh })).status).toBe(200)
    for (const old of [oldToken, second.body.data.token])
      expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: old })).status).toBe(401)

    // Once and only once.
    const again = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'another-pass-1' },
    })
    expect(again.status).toBe(400)
    expect(again.body.code).toBe(ErrorCode.INVALID_EMAIL_TOKEN)
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'brand-new-pass' } })).status,
    ).toBe(200)
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'correct-horse' } })).status,
    ).toBe(401)
    // A "password changed" notice follows.
    await ctx.mailer.idle()
    expect(ctx.mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      '重置你的 Hookline 密码',
      '你的 Hookline 密码已修改',
    ])
  })

  it('a newer link replaces older ones, an expired link fails, and a short password is refused without spending the link', async () => {
    const { email } = await registerUser(ctx.app)
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
    const first = await tokenFromMail(ctx, peer, email)
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
    const second = await tokenFromMail(ctx, peer, email)
    expect(second).not.toBe(first)
    expect(
      (await call(ctx.app, 'POST', '/api/auth/reset-password', { body: { token: first, password: 'brand-new-pass' } }))
        .body.code,
    ).toBe(ErrorCode.INVALID_EMAIL_TOKEN)

    const short = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token: second, password: 'short' },
    })
    expect(short.status).toBe(400)
    expect(short.body.data.field).toBe('password')

    await ctx.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.email, email))
    const expired = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token: second, password: 'brand-new-pass' },
    })
    expect(expired.status).toBe(400)
    expect(expired.body.code).toBe(ErrorCode.INVALID_EMAIL_TOKEN)
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'correct-horse' } })).status,
    ).toBe(200)
  })

  it('answers an unknown address exactly as a known one, in similar time, and mails nobody', async () => {
    const { email } = await registerUser(ctx.app)
    const known = await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
    const unknown = await call(ctx.app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'nobody-here@example.com' },
    })
    expect(unknown.status).toBe(known.status)
    expect(unknown.text).toBe(known.text)
    await ctx.mailer.idle()
    expect(peer.received.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false)

    // Timing: the answer never waits for the token or the mail, so known and unknown take alike.
    const time = async (address: string) => {
      // What earlier requests left running (a registration's mail, the last reset's token) would
      // be timed with this answer; on the embedded database it shares the thread.
      await ctx.mailer.idle()
      const started = performance.now()
      await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: address } })
      return performance.now() - started
    }
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    for (let i = 0; i < 4; i++) {
      const { email: fresh } = await registerUser(ctx.app)
      knownTimes.push(await time(fresh))
      unknownTimes.push(await time(`nobody-${i}@example.com`))
    }
    await ctx.mailer.idle()
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(Math.max(15, median(unknownTimes)))
  })

  it('limits reset mails per address, with Retry-After', async () => {
    const { email } = await registerUser(ctx.app)
    let last = 0
    for (let i = 0; i < 6; i++)
      last = (await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })).status
    expect(last).toBe(429)
    const limited = await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('mails a sign-in from a new device once, and not when security mails are off', async () => {
    const { email, token } = await registerUser(ctx.app)
    const login = (ua: string) =>
      call(ctx.app, 'POST', '/api/auth/login', {
        body: { email, password: 'correct-horse' },
        headers: { 'user-agent': ua },
      })
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
    await login(iphone)
    await login(iphone)
    await ctx.mailer.idle()
    const notices = () => ctx.mails.filter((m) => m.to === email && m.subject.includes('新设备'))
    expect(notices()).toHaveLength(1)
    expect(notices()[0].text).toContain('Safari · iOS')

    const off = await call(ctx.app, 'PATCH', '/api/users/me/notifications', { token, body: { security_emails: false } })
    expect(off.body.data).toEqual({ security_emails: false, product_news: false })
    await login('Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0')
    await ctx.mailer.idle()
    expect(notices()).toHaveLength(1)
  })

  it('validates notification settings', async () => {
    const { token } = await registerUser(ctx.app)
    expect((await call(ctx.app, 'GET', '/api/users/me/notifications', { token })).body.data).toEqual({
      security_emails: true,
      product_news: false,
    })
    expect(
      (await call(ctx.app, 'PATCH', '/api/users/me/notifications', { token, body: { marketing: true } })).status,
    ).toBe(400)
    expect(
      (await call(ctx.app, 'PATCH', '/api/users/me/notifications', { token, body: { product_news: 'yes' } })).status,
    ).toBe(400)
    expect(
      (await call(ctx.app, 'PATCH', '/api/users/me/notifications', { token, body: { product_news: true } })).body.data,
    ).toEqual({ security_emails: true, product_news: true })
    expect((await call(ctx.app, 'GET', '/api/users/me/notifications')).status).toBe(401)
  })
})

describe.each(databaseKinds)('EMAIL_VERIFICATION=required on %s', (kind) => {
  let ctx: TestContext
  let peer: Peer
  beforeAll(async () => {
    peer = await startSmtpPeer()
    ctx = await createTestContext(kind, {
      SMTP_URL: peer.url,
      EMAIL_VERIFICATION: 'required',
      SIGNUP_CREDITS: '50',
      AUTH_MAX_ATTEMPTS_PER_IP: '1000',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await peer.close()
  })

  it('grants the sign-up credits once the address is verified, exactly once', async () => {
    const { email, token, user } = await registerPending(ctx)
    expect(user).toMatchObject({ email_verified: false, credits: { left_credits: 0 } })
    const link = await tokenFromMail(ctx, peer, email, '/verify-email')
    const verified = await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: link } })
    expect(verified.status).toBe(200)
    expect(verified.body.data).toMatchObject({ email_verified: true, credits: { left_credits: 50 } })
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: link } })).body.code).toBe(
      ErrorCode.INVALID_EMAIL_TOKEN,
    )
    // Verified already: no new link, and no second bonus by any route.
    expect((await call(ctx.app, 'POST', '/api/auth/resend-verification', { token })).status).toBe(409)
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email } })
    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token: await tokenFromMail(ctx, peer, email), password: 'brand-new-pass' },
    })
    expect(reset.body.data.user.credits).toEqual({ left_credits: 50 })
    const ledger = await call(ctx.app, 'GET', '/api/credits/ledger', { token: reset.body.data.token })
    expect(ledger.body.data.items.map((e: { kind: string }) => e.kind)).toEqual(['signup_bonus'])
  })

  it('resends a link on request, and the older one stops working', async () => {
    const { email, token } = await registerPending(ctx)
    const first = await tokenFromMail(ctx, peer, email, '/verify-email')
    expect((await call(ctx.app, 'POST', '/api/auth/resend-verification', { token })).status).toBe(200)
    const second = await tokenFromMail(ctx, peer, email, '/verify-email')
    expect(second).not.toBe(first)
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: first } })).status).toBe(400)
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: second } })).status).toBe(200)
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email))
    expect(row.emailVerifiedAt).not.toBeNull()
  })
})
