import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { call, createTestContext, databaseKinds, type TestContext } from '../../../test/test-context'

/**
 * Registering an ADMIN_EMAILS address first must not make an unverified administrator:
 * only an address proven by its mail link (or the setup claim) makes an administrator.
 */
describe.each(databaseKinds)('the ADMIN_EMAILS race on %s', (kind) => {
  for (const verification of ['required', 'off'] as const) {
    describe(`EMAIL_VERIFICATION=${verification}`, () => {
      let ctx: TestContext
      beforeAll(async () => {
        ctx = await createTestContext(kind, {
          ADMIN_EMAILS: 'boss@example.com',
          EMAIL_VERIFICATION: verification,
          AUTH_MAX_ATTEMPTS_PER_IP: '1000',
        })
      })
      afterAll(() => ctx.close())

      it('someone registering the ADMIN_EMAILS address first is not an administrator', async () => {
        const squatter = await call(ctx.app, 'POST', '/api/auth/register', {
          body: { email: 'Boss@Example.com', password: 'squatter-pass' },
        })
        expect(squatter.status).toBe(200)
        const login = await call(ctx.app, 'POST', '/api/auth/login', {
          body: { email: 'boss@example.com', password: 'squatter-pass' },
        })
        expect(login.status).toBe(200)
        const token = login.body.data.token as string
        expect(login.body.data.user.is_admin).toBe(false)
        expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.is_admin).toBe(false)
        for (const [method, path, body] of [
          ['GET', '/api/admin/users'],
          ['GET', '/api/admin/audit'],
          ['POST', `/api/admin/users/${login.body.data.user.id}/credits`, { delta: 100_000, reason: 'mine' }],
        ] as const) {
          const refused = await call(ctx.app, method, path, { token, body })
          expect(refused.status, `${method} ${path}`).toBe(403)
          expect(refused.body.code).toBe(ErrorCode.FORBIDDEN)
        }
        // The real owner of the address gets the reset link, takes the account back and, with the
        // address now proven by mail, is the administrator; the squatter's sessions are gone.
        await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: 'boss@example.com' } })
        await ctx.mailer.idle()
        const mail = [...ctx.mails].reverse().find((m) => m.text.includes('/reset-password?token='))!
        const link = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]
        const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', {
          body: { token: link, password: 'the-real-boss' },
        })
        expect(reset.status).toBe(200)
        expect(reset.body.data.user.is_admin).toBe(true)
        expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).status).toBe(401)
        expect(
          (await call(ctx.app, 'GET', '/api/admin/users', { token: reset.body.data.token as string })).status,
        ).toBe(200)
      })
    })
  }
})
