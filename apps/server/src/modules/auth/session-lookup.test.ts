import { eq, sql } from 'drizzle-orm'
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { openPostgres } from '../../db/client'
import { sessions } from '../../db/schema'
import { hashToken } from './tokens'
import { registerAdmin } from '../admin/admin-test-helpers'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

/**
 * An authenticated request's session lookup is kept until the next write to accounts or sessions
 * (read-until-write.ts). Whatever this node changes must show on the very next request, on either
 * database; what another node changes, once its notification arrives.
 */
describe.each(databaseKinds)('the session lookup on %s', (kind) => {
  let ctx: TestContext
  let admin: string
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      ADMIN_EMAILS: 'boss@example.com',
      AUTH_MAX_ATTEMPTS_PER_IP: '1000',
      SIGNUP_CREDITS: '5',
    })
    admin = (await registerAdmin(ctx, 'boss@example.com')).token
  })
  afterAll(() => ctx.close())
  afterEach(() => vi.useRealTimers())

  const me = (token: string) => call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })

  it('signs out at once', async () => {
    const { token } = await registerUser(ctx.app)
    expect((await me(token)).status).toBe(200)
    expect((await me(token)).status).toBe(200)
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token })).status).toBe(200)
    expect((await me(token)).status).toBe(401)
  })

  it('shows a disabled account and a changed balance on the next request', async () => {
    const { token, user } = await registerUser(ctx.app)
    expect((await me(token)).body.data.credits.left_credits).toBe(5)
    const grant = await call(ctx.app, 'POST', `/api/admin/users/${user.id}/credits`, {
      token: admin,
      body: { delta: 3, reason: 'thanks' },
    })
    expect(grant.status).toBe(200)
    expect((await me(token)).body.data.credits.left_credits).toBe(8)

    await ctx.database.db.execute(sql`UPDATE users SET nickname = 'renamed by hand' WHERE id = ${user.id}`)
    expect((await me(token)).body.data.nickname).toBe('renamed by hand')

    const disable = await call(ctx.app, 'PATCH', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { disabled: true, reason: 'test' },
    })
    expect(disable.status).toBe(200)
    expect((await me(token)).status).toBe(401)
  })

  it('reads the database once while accounts and sessions are not written, and expires on the clock', async () => {
    const { token } = await registerUser(ctx.app)
    const client = (ctx.database.db as unknown as { $client: PGlite | pg.Pool }).$client
    const query = vi.spyOn(client, 'query')
    // Until a request is answered without asking: on PostgreSQL this node hears its own writes
    // (the sign-up's, the script's credit charge) a moment after they commit, and lets go then.
    const answeredFromMemory = () =>
      expect
        .poll(async () => {
          query.mockClear()
          await me(token)
          return query.mock.calls.length
        })
        .toBe(0)
    await answeredFromMemory()
    for (let i = 0; i < 3; i++) expect((await me(token)).status).toBe(200)
    expect(query).not.toHaveBeenCalled()
    // Writing something else, a script, keeps what was read (on PGlite at once).
    const brief = { topic: '冬季护肤', platform: 'douyin' }
    expect((await call(ctx.app, 'POST', '/api/scripts', { token, body: { brief } })).status).toBe(200)
    if (kind === 'pglite') query.mockClear()
    else await answeredFromMemory()
    expect((await me(token)).status).toBe(200)
    expect(query).not.toHaveBeenCalled()
    query.mockRestore()

    // A session ends when its time is up, written or not.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ctx.config.TOKEN_TTL_HOURS + 1) * 3_600_000 })
    expect((await me(token)).status).toBe(401)
  })

  it.runIf(kind === 'postgres')('signs out on this node once another node has ended the session', async () => {
    const { token } = await registerUser(ctx.app)
    expect((await me(token)).status).toBe(200)
    expect((await me(token)).status).toBe(200)
    const url = (ctx.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!
    const otherNode = await openPostgres({ url, poolSize: 2 })
    try {
      await otherNode.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
    } finally {
      await otherNode.close()
    }
    await expect.poll(async () => (await me(token)).status).toBe(401)
  })
})
