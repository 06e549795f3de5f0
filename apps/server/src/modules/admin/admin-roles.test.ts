import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { adminSetupTokens, users } from '../../db/schema'
import { loadConfig } from '../../env'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { issueAdminSetupToken, syncListedAdmins } from './admin-roles'
import { registerAdmin } from './admin-test-helpers'

/** The first admin without a race: the setup token from the log; ADMIN_EMAILS only for proven addresses. */
describe.each(databaseKinds)('administrator roles on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { ADMIN_EMAILS: 'listed@example.com', AUTH_MAX_ATTEMPTS_PER_IP: '1000' })
  })
  afterAll(() => ctx.close())

  const claim = (token: string | undefined, body: unknown) =>
    call(ctx.app, 'POST', '/api/auth/claim-admin', { token, body })

  it('the setup token makes the first signed-in account to send it admin, once', async () => {
    const setup = (await issueAdminSetupToken(ctx.database.db))!
    expect(setup).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // A newer start's token replaces it.
    const newer = (await issueAdminSetupToken(ctx.database.db))!
    const first = await registerUser(ctx.app)
    const second = await registerUser(ctx.app)
    expect((await claim(undefined, { token: newer })).status).toBe(401)
    expect((await claim(first.token, { token: setup })).status).toBe(400)
    expect((await claim(first.token, { token: 'z'.repeat(43) })).status).toBe(400)
    const claims = await Promise.all([claim(first.token, { token: newer }), claim(second.token, { token: newer })])
    expect(claims.map((c) => c.status).sort()).toEqual([200, 400])
    const [winner, loser] = claims[0].status === 200 ? [first, second] : [second, first]
    expect(claims.find((c) => c.status === 200)!.body.data.is_admin).toBe(true)
    expect((await call(ctx.app, 'GET', '/api/admin/users', { token: winner.token })).status).toBe(200)
    expect((await call(ctx.app, 'GET', '/api/admin/users', { token: loser.token })).status).toBe(403)
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, winner.user.id))
    expect(row).toMatchObject({ role: 'admin', adminVia: 'setup_token' })
    // With an admin, a start prints no token and leaves none live.
    expect(await issueAdminSetupToken(ctx.database.db)).toBeNull()
    expect(await ctx.database.db.select().from(adminSetupTokens)).toEqual([])
    const log = await call(ctx.app, 'GET', '/api/admin/audit', { token: winner.token })
    expect(log.body.data.items[0]).toMatchObject({
      action: 'admin_claimed',
      actor: { id: winner.user.id, email: winner.email },
      target: { id: winner.user.id, email: winner.email },
    })
  })

  it('an ADMIN_EMAILS address is admin once proven, stays so as a stored role, and is taken back when unlisted', async () => {
    const admin = await registerAdmin(ctx, 'listed@example.com')
    expect(admin.user.is_admin).toBe(true)
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'listed@example.com'))
    expect(row).toMatchObject({ role: 'admin', adminVia: 'admin_emails' })
    // A restart whose ADMIN_EMAILS no longer names it: a creator again; setup-token admins stay.
    const changed = await syncListedAdmins(ctx.database.db, loadConfig({ NODE_ENV: 'test', ADMIN_EMAILS: '' }))
    expect(changed.revoked).toEqual(['listed@example.com'])
    expect((await call(ctx.app, 'GET', '/api/admin/users', { token: admin.token })).status).toBe(403)
    const again = await syncListedAdmins(ctx.database.db, ctx.config)
    expect(again.granted).toEqual(['listed@example.com'])
    expect((await call(ctx.app, 'GET', '/api/admin/users', { token: admin.token })).status).toBe(200)
  })
})
