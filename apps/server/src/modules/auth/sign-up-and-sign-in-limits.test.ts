import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import { rateLimits } from '../../db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Sign-up does not tell which addresses have accounts, and nobody can lock another out of theirs. */
describe.each(databaseKinds)('sign-up answers and sign-in delays on %s', (kind) => {
  describe('EMAIL_VERIFICATION=required', () => {
    let ctx: TestContext
    beforeAll(async () => {
      ctx = await createTestContext(kind, { EMAIL_VERIFICATION: 'required', AUTH_MAX_ATTEMPTS_PER_IP: '1000' })
    })
    afterAll(() => ctx.close())

    it('answers a taken address exactly as a new one, in similar time, and mails the owner', async () => {
      const register = (email: string) =>
        call(ctx.app, 'POST', '/api/auth/register', { body: { email, password: 'some-password' } })
      const owner = 'owner-taken@example.com'
      expect((await register(owner)).status).toBe(200)
      await ctx.mailer.idle()
      const taken = await register(owner)
      const fresh = await register('brand-new@example.com')
      expect(taken.status).toBe(fresh.status)
      expect(taken.text).toBe(fresh.text)
      expect(taken.text).not.toContain('token')
      await ctx.mailer.idle()
      const toOwner = ctx.mails.filter((m) => m.to === owner)
      expect(toOwner).toHaveLength(2)
      expect(toOwner[1].text).toContain('/forgot-password')
      expect(toOwner[1].text).not.toContain('/verify-email?token=')

      const time = async (email: string) => {
        await ctx.mailer.idle()
        const started = performance.now()
        await register(email)
        return performance.now() - started
      }
      const takenTimes: number[] = []
      const newTimes: number[] = []
      for (let i = 0; i < 7; i++) {
        takenTimes.push(await time(owner))
        newTimes.push(await time(`timed-${i}-${Math.random().toString(36).slice(2)}@example.com`))
      }
      // Both hash the password and write about as much; the answer never waits for a mail. The
      // bound is loose because a shared test machine's noise is larger than the difference.
      expect(Math.abs(median(takenTimes) - median(newTimes))).toBeLessThan(Math.max(25, median(newTimes)))
    })
  })

  describe('EMAIL_VERIFICATION=off', () => {
    let ctx: TestContext
    beforeAll(async () => {
      ctx = await createTestContext(kind, {
        AUTH_MAX_FAILURES_PER_EMAIL: '3',
        AUTH_MAX_ATTEMPTS_PER_IP: '1000',
        TRUST_PROXY: 'true',
      })
    })
    afterAll(() => ctx.close())

    it('keeps the 409 where sign-up signs in at once (docs/security.md says why)', async () => {
      const { email } = await registerUser(ctx.app)
      const again = await call(ctx.app, 'POST', '/api/auth/register', { body: { email, password: 'other-pass' } })
      expect(again.status).toBe(409)
      expect(again.body.code).toBe(ErrorCode.EMAIL_TAKEN)
    })

    const login = (email: string, password: string, ip: string) =>
      call(ctx.app, 'POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } })

    it("wrong passwords from one address delay that address, not the owner's sign-in", async () => {
      const { email, password } = await registerUser(ctx.app)
      for (let i = 0; i < 3; i++) expect((await login(email, 'wrong-password', '203.0.113.9')).status).toBe(401)
      const delayed = await login(email, password, '203.0.113.9')
      expect(delayed.status).toBe(429)
      expect(delayed.body.code).toBe(ErrorCode.RATE_LIMITED)
      const wait = Number(delayed.headers.get('retry-after'))
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(2)
      // The owner, elsewhere, is not locked out.
      expect((await login(email, password, '198.51.100.20')).status).toBe(200)
    })

    it('the delay grows with each failure past the allowance and stays far below a 15-minute lockout at first', async () => {
      const { email } = await registerUser(ctx.app)
      const ip = '203.0.113.44'
      for (let i = 0; i < 3; i++) await login(email, 'wrong-password', ip)
      const waits: number[] = []
      for (let i = 0; i < 4; i++) {
        const refused = await login(email, 'wrong-password', ip)
        expect(refused.status).toBe(429)
        waits.push(Number(refused.headers.get('retry-after')))
        // The clock moves on past the delay: the counters' times are moved back instead of sleeping.
        await ctx.database.db
          .update(rateLimits)
          .set({ resetAt: sql`${rateLimits.resetAt} - make_interval(secs => ${waits[i] + 1})` })
          .where(sql`${rateLimits.key} LIKE ${`login-%${email}%`}`)
        expect((await login(email, 'wrong-password', ip)).status).toBe(401)
      }
      for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1])
    })

    it('failures spread over many addresses delay the account, never lock it for a window', async () => {
      const { email, password } = await registerUser(ctx.app)
      // 3 free failures per address, 30 per account: ten addresses use the account's allowance.
      for (let a = 0; a < 10; a++)
        for (let i = 0; i < 3; i++) expect((await login(email, 'wrong-password', `192.0.2.${a + 1}`)).status).toBe(401)
      const delayed = await login(email, password, '198.51.100.99')
      expect(delayed.status).toBe(429)
      expect(Number(delayed.headers.get('retry-after'))).toBeLessThanOrEqual(2)
    })
  })
})
