import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { sessions, users } from '../../db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { announceAccountChange } from '../../db/account-changes'

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

describe.each(databaseKinds)('active sessions API on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AUTH_MAX_ATTEMPTS_PER_IP: '1000', TRUST_PROXY: '1' })
  })
  afterAll(() => ctx.close())

  const signIn = (email: string, password: string, ua: string, ip: string) =>
    call(ctx.app, 'POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'user-agent': ua, 'x-forwarded-for': ip },
    })

  it('lists each session with its device, address and activity, the current one marked', async () => {
    const { email, password } = await registerUser(ctx.app)
    const mac = (await signIn(email, password, MAC_CHROME, '203.0.113.7')).body.data.token
    await signIn(email, password, IPHONE, '198.51.100.2')
    const list = await call(ctx.app, 'GET', '/api/users/me/sessions', { token: mac })
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(3)
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          browser: 'Chrome',
          os: 'macOS',
          device_type: 'desktop',
          ip_address: '203.0.113.7',
          current: true,
        }),
        expect.objectContaining({
          browser: 'Safari',
          os: 'iOS',
          device_type: 'mobile',
          ip_address: '198.51.100.2',
          current: false,
        }),
      ]),
    )
    expect(list.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
  })

  it("signs out one session or all others, only ever the caller's own", async () => {
    const { email, password, token: first } = await registerUser(ctx.app)
    const second = (await signIn(email, password, IPHONE, '198.51.100.2')).body.data.token
    const third = (await signIn(email, password, MAC_CHROME, '203.0.113.7')).body.data.token
    const intruder = await registerUser(ctx.app)
    const ids = (await call(ctx.app, 'GET', '/api/users/me/sessions', { token: first })).body.data.map(
      (s: { id: string; current: boolean }) => s,
    )
    const secondId = ids.find((s: { current: boolean; id: string }) => !s.current).id
    // Another account's session id is unknown to the intruder; a malformed id is a 400.
    expect(
      (await call(ctx.app, 'DELETE', `/api/users/me/sessions/${secondId}`, { token: intruder.token })).status,
    ).toBe(404)
    expect((await call(ctx.app, 'DELETE', '/api/users/me/sessions/abc', { token: first })).status).toBe(400)
    expect((await call(ctx.app, 'GET', '/api/users/me/sessions', { token: intruder.token })).body.data).toHaveLength(1)

    expect((await call(ctx.app, 'DELETE', `/api/users/me/sessions/${secondId}`, { token: first })).status).toBe(200)
    const stillIn = await Promise.all(
      [second, third].map((t) => call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: t })),
    )
    expect(stillIn.map((r) => r.status).sort()).toEqual([200, 401])

    const others = await call(ctx.app, 'POST', '/api/users/me/sessions/revoke-others', { token: first })
    expect(others.body.data.revoked).toBe(1)
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: first })).status).toBe(200)
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: third })).status).toBe(401)
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: intruder.token })).status).toBe(200)
  })

  it('writes last seen at most every five minutes', async () => {
    const { token, user } = await registerUser(ctx.app)
    const seen = async () =>
      (await ctx.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, user.id)))[0]
        .at
    const before = await seen()
    await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })
    expect((await seen()).getTime()).toBe(before.getTime())
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.userId, user.id))
    await ctx.database.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, user.id))
    // Edited by hand, so announced by hand: the session lookup keeps the row (db/account-changes.ts).
    await announceAccountChange(ctx.database.db, [user.id])
    await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })
    expect(Date.now() - (await seen()).getTime()).toBeLessThan(60_000)
    const [row] = await ctx.database.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, user.id))
    expect(row.at).not.toBeNull()
  })
})
