import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import { selectRows } from '../../db/raw-rows'
import { creditLedger, users } from '../../db/schema'
import { FLAWED_BRIEF, SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript } from '../scripts/scripts-test-helpers'
import { registerAdmin } from './admin-test-helpers'

const ADMIN = 'boss@example.com'
const NOBODY = '00000000-0000-4000-8000-000000000000'

describe.each(databaseKinds)('admin /users API and the credit ledger on %s', (kind) => {
  let ctx: TestContext
  let fake: FakeOpenAIServer
  let admin: { token: string; user: { id: string } }
  beforeAll(async () => {
    fake = await startFakeOpenAIServer()
    fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND) })
    ctx = await createTestContext(kind, {
      ADMIN_EMAILS: ` Boss@Example.com ,other-admin@example.com`,
      AUTH_MAX_ATTEMPTS_PER_IP: '1000',
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'gpt-4o',
      AI_API_KEY: 'sk-test',
      GENERATION_MAX_CONCURRENT_PER_USER: '50',
    })
    admin = await registerAdmin(ctx, ADMIN)
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  it('answers 401 signed out and 403 to a non-admin on every admin route; the admin sees is_admin', async () => {
    const { token, user } = await registerUser(ctx.app)
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${user.id}/ledger`],
      ['POST', `/api/admin/users/${user.id}/credits`, { delta: 5, reason: 'x' }],
      ['PATCH', `/api/admin/users/${user.id}`, { disabled: true, reason: 'x' }],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/jobs'],
      ['POST', `/api/admin/jobs/purge-expired/${user.id}/retry`],
      ['POST', '/api/admin/jobs/purge-expired/run'],
    ]
    for (const [method, path, body] of routes) {
      expect((await call(ctx.app, method, path, { body })).status).toBe(401)
      const forbidden = await call(ctx.app, method, path, { token, body })
      expect(forbidden.status).toBe(403)
      expect(forbidden.body.code).toBe(ErrorCode.FORBIDDEN)
    }
    expect(user.is_admin).toBe(false)
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: admin.token })).body.data.is_admin).toBe(true)
    // Nothing changed by the refused calls.
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).status).toBe(200)
  })

  it('searches, filters, sorts and pages accounts on the server', async () => {
    const tag = Math.random().toString(36).slice(2, 8)
    for (const [i, name] of ['阿明', 'Bea', 'Cai'].entries()) {
      const { token } = await registerUser(ctx.app, `${tag}-${i}@example.com`)
      await call(ctx.app, 'PATCH', '/api/users/me', { token, body: { nickname: `${name}${tag}` } })
      for (let n = 0; n < i; n++) await createScript(ctx.app, token)
    }
    const list = (query: string) => call(ctx.app, 'GET', `/api/admin/users?${query}`, { token: admin.token })
    const found = await list(`q=${tag}&sort=scripts&order=desc`)
    expect(found.status).toBe(200)
    expect(found.body.data.total).toBe(3)
    expect(found.body.data.items.map((u: { scripts: number }) => u.scripts)).toEqual([2, 1, 0])
    expect(found.body.data.items[0]).toMatchObject({
      email: `${tag}-2@example.com`,
      status: 'active',
      is_admin: false,
      credits: 50,
      last_active_at: expect.any(String),
    })
    expect(
      (await list(`q=${encodeURIComponent('阿明')}${tag}`)).body.data.items.map((u: { email: string }) => u.email),
    ).toEqual([`${tag}-0@example.com`])
    const paged = await list(`q=${tag}&sort=email&order=asc&pageSize=10&page=1`)
    expect(paged.body.data.items.map((u: { email: string }) => u.email)).toEqual(
      [0, 1, 2].map((i) => `${tag}-${i}@example.com`),
    )
    expect((await list('q=%25')).body.data.total).toBe(0)
    expect((await list('pageSize=7')).status).toBe(400)
    expect((await list('sort=password_hash')).status).toBe(400)
  })

  it('grants and deducts with a reason, never below zero, and both sides see it in the ledger', async () => {
    const { token, user } = await registerUser(ctx.app)
    const adjust = (body: unknown) =>
      call(ctx.app, 'POST', `/api/admin/users/${user.id}/credits`, { token: admin.token, body })
    const granted = await adjust({ delta: 25, reason: '活动奖励' })
    expect(granted.status).toBe(200)
    expect(granted.body.data.credits).toBe(75)
    expect((await adjust({ delta: -30, reason: 'refund abuse' })).body.data.credits).toBe(45)
    const tooMuch = await adjust({ delta: -46, reason: 'too much' })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body.message).toMatch(/balance is 45/)
    for (const bad of [
      { delta: 0, reason: 'x' },
      { delta: 5 },
      { delta: 5, reason: '  ' },
      { delta: 1.5, reason: 'x' },
      { delta: 100_001, reason: 'x' },
    ]) {
      expect((await adjust(bad)).status).toBe(400)
    }
    expect(
      (
        await call(ctx.app, 'POST', `/api/admin/users/${NOBODY}/credits`, {
          token: admin.token,
          body: { delta: 1, reason: 'x' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(ctx.app, 'POST', '/api/admin/users/not-a-uuid/credits', {
          token: admin.token,
          body: { delta: 1, reason: 'x' },
        })
      ).status,
    ).toBe(400)

    const own = (await call(ctx.app, 'GET', '/api/credits/ledger', { token })).body.data
    expect(own.balance).toBe(45)
    expect(own.items.map((e: { kind: string; delta: number }) => [e.kind, e.delta])).toEqual([
      ['admin_deduct', -30],
      ['admin_grant', 25],
      ['signup_bonus', 50],
    ])
    expect(own.items[0]).toMatchObject({ reason: 'refund abuse', balance_after: 45, actor: null })
    const seenByAdmin = (await call(ctx.app, 'GET', `/api/admin/users/${user.id}/ledger`, { token: admin.token })).body
      .data
    expect(seenByAdmin.items[0].actor).toEqual({ id: admin.user.id, email: ADMIN })
    expect((await call(ctx.app, 'GET', '/api/credits', { token })).body.data).toEqual({
      balance: 45,
      cost_per_generation: 1,
      admin_contact: null,
    })
  })

  it("names the script and model a generation paid for, and never another user's script", async () => {
    const { token } = await registerUser(ctx.app)
    const { id, title } = await createScript(ctx.app, token, FLAWED_BRIEF)
    const done = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    expect(done.status).toBe(200)
    const [entry] = (await call(ctx.app, 'GET', '/api/credits/ledger', { token })).body.data.items
    expect(entry).toMatchObject({
      kind: 'generation',
      delta: -1,
      balance_after: 49,
      script: { id, title },
      model: 'openai-compatible:custom:gpt-4o',
    })
    // The other user's ledger has none of it.
    const other = await registerUser(ctx.app)
    const theirs = (await call(ctx.app, 'GET', '/api/credits/ledger', { token: other.token })).body.data
    expect(theirs.items.map((e: { kind: string }) => e.kind)).toEqual(['signup_bonus'])
    // A deleted script leaves its entry, without a link.
    await call(ctx.app, 'DELETE', `/api/scripts/${id}`, { token })
    expect((await call(ctx.app, 'GET', '/api/credits/ledger', { token })).body.data.items[0]).toMatchObject({
      kind: 'generation',
      script: null,
    })
  })

  it('a disabled account cannot sign in or use an old token; enabled again it can; an admin cannot disable themself', async () => {
    const { token, user, email, password } = await registerUser(ctx.app)
    const disable = (disabled: boolean, id = user.id) =>
      call(ctx.app, 'PATCH', `/api/admin/users/${id}`, { token: admin.token, body: { disabled, reason: 'test' } })
    expect((await disable(true)).body.data.status).toBe('disabled')
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).status).toBe(401)
    const refused = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(ErrorCode.ACCOUNT_DISABLED)
    // The wrong password still gets the same answer as for anyone.
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password: 'wrong-password' } })).status,
    ).toBe(401)
    expect(
      (await call(ctx.app, 'GET', '/api/admin/users?status=disabled', { token: admin.token })).body.data.items.map(
        (u: { id: string }) => u.id,
      ),
    ).toContain(user.id)
    expect((await disable(false)).body.data.status).toBe('active')
    expect((await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(200)
    const self = await disable(true, admin.user.id)
    expect(self.status).toBe(400)
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: admin.token })).status).toBe(200)
  })

  it('keeps the balance equal to the ledger sum through 50 concurrent grants, deductions and generations', async () => {
    const { token, user } = await registerUser(ctx.app)
    const scripts = await Promise.all(Array.from({ length: 5 }, () => createScript(ctx.app, token, FLAWED_BRIEF)))
    const operations = Array.from({ length: 50 }, (_, i) => {
      if (i % 3 === 0)
        return call(ctx.app, 'POST', `/api/admin/users/${user.id}/credits`, {
          token: admin.token,
          body: { delta: 7, reason: `grant ${i}` },
        })
      if (i % 3 === 1)
        return call(ctx.app, 'POST', `/api/admin/users/${user.id}/credits`, {
          token: admin.token,
          body: { delta: -20, reason: `deduct ${i}` },
        })
      return call(ctx.app, 'POST', `/api/scripts/${scripts[i % 5].id}/messages`, {
        token,
        body: { text: `第 ${i} 次修改` },
      })
    })
    const responses = await Promise.all(operations)
    // Some deductions and generations may be refused for want of credits; none may fail otherwise.
    expect(
      responses.filter((r) => ![200, 402, 409].includes(r.status)).map((r) => `${r.status} ${JSON.stringify(r.body)}`),
    ).toEqual([])
    const [{ sum, entries, negative }] = await selectRows<{ sum: number; entries: number; negative: number }>(
      ctx.database.db,
      sql`
        SELECT coalesce(sum(delta), 0)::int AS sum, count(*)::int AS entries, count(*) FILTER (WHERE balance_after < 0)::int AS negative
        FROM ${creditLedger} WHERE user_id = ${user.id}`,
    )
    const [row] = await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, user.id))
    expect(sum).toBe(row.credits)
    expect(negative).toBe(0)
    expect(entries).toBeGreaterThan(17)
    // Every entry's balance_after is a balance the account really had: replayed in commit order
    // (the row lock serialises them), each one is the previous plus its delta.
    const chain = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))
    const byAfter = new Map<number, number>()
    for (const e of chain) byAfter.set(e.balanceAfter - e.delta, (byAfter.get(e.balanceAfter - e.delta) ?? 0) + 1)
    let balance = 0
    for (let i = 0; i < chain.length; i++) {
      const next = chain.find((e) => e.balanceAfter - e.delta === balance && !(e as { used?: boolean }).used)
      expect(next, `no entry continues from ${balance}`).toBeDefined()
      ;(next as { used?: boolean }).used = true
      balance = next!.balanceAfter
    }
    expect(balance).toBe(row.credits)
  })
})
