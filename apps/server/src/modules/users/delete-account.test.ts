import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import { selectRows } from '../../db/raw-rows'
import { creditLedger, modelConnections, scriptConversations, sessions, users } from '../../db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript } from '../scripts/scripts-test-helpers'

/** Account deletion, as docs/security.md promises it: a creator can delete their own account. */
describe.each(databaseKinds)('deleting one’s own account on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AUTH_MAX_ATTEMPTS_PER_IP: '1000', AUTH_MAX_FAILURES_PER_EMAIL: '3' })
  })
  afterAll(() => ctx.close())

  it('needs the password typed again, then its scripts, connections and sessions go and the ledger stays without a name', async () => {
    const { token, user, email, password } = await registerUser(ctx.app)
    const other = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })
    await createScript(ctx.app, token)
    await createScript(ctx.app, token)
    await ctx.database.db.insert(modelConnections).values({
      userId: user.id,
      provider: 'ollama',
      baseUrl: 'http://127.0.0.1:11434',
      model: 'm',
      status: 'connected',
    })
    const bystander = await registerUser(ctx.app)
    await createScript(ctx.app, bystander.token)

    const wrong = await call(ctx.app, 'DELETE', '/api/users/me', { token, body: { password: 'not-my-password' } })
    expect(wrong.status).toBe(401)
    expect(wrong.body.code).toBe(ErrorCode.INVALID_CREDENTIALS)
    expect((await call(ctx.app, 'DELETE', '/api/users/me', { token, body: {} })).status).toBe(400)
    expect((await call(ctx.app, 'DELETE', '/api/users/me', { body: { password } })).status).toBe(401)

    const deleted = await call(ctx.app, 'DELETE', '/api/users/me', { token, body: { password } })
    expect(deleted.status).toBe(200)
    for (const t of [token, other.body.data.token as string])
      expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: t })).status).toBe(401)
    expect((await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(401)
    const db = ctx.database.db
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    expect(await db.select().from(scriptConversations).where(eq(scriptConversations.userId, user.id))).toEqual([])
    expect(await db.select().from(modelConnections).where(eq(modelConnections.userId, user.id))).toEqual([])
    // The ledger keeps its sign-up entry, with no account on it.
    const [{ orphaned }] = await selectRows<{ orphaned: number }>(
      db,
      sql`SELECT count(*)::int AS orphaned FROM ${creditLedger} WHERE user_id IS NULL AND kind = 'signup_bonus'`,
    )
    expect(orphaned).toBe(1)
    // Nobody else lost anything, and the address can be registered anew.
    expect((await call(ctx.app, 'GET', '/api/scripts', { token: bystander.token })).body.data.items).toHaveLength(1)
    expect((await call(ctx.app, 'POST', '/api/auth/register', { body: { email, password } })).status).toBe(200)
  })

  it('limits wrong passwords like a password change', async () => {
    const { token, password } = await registerUser(ctx.app)
    for (let i = 0; i < 3; i++)
      expect((await call(ctx.app, 'DELETE', '/api/users/me', { token, body: { password: 'nope-nope' } })).status).toBe(
        401,
      )
    expect((await call(ctx.app, 'DELETE', '/api/users/me', { token, body: { password } })).status).toBe(429)
  })
})
