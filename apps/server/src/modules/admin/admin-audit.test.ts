import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ErrorCode } from '@hookline/contract'
import { users } from '../../db/schema'
import { call, createTestContext, databaseKinds, type TestContext } from '../../../test/test-context'
import { registerAdmin, signIn } from './admin-test-helpers'

const INT32_MAX = 2_147_483_647

/** Admin actions are an audit log: who did what to whom, when and why. */
describe.each(databaseKinds)('the admin audit log on %s', (kind) => {
  let ctx: TestContext
  let admin: { token: string; user: { id: string } }
  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      ADMIN_EMAILS: 'auditor@example.com',
      EMAIL_VERIFICATION: 'required',
      AUTH_MAX_ATTEMPTS_PER_IP: '1000',
    })
    admin = await registerAdmin(ctx, 'auditor@example.com')
  })
  afterAll(() => ctx.close())

  const someone = async () => {
    const email = `audited-${Math.random().toString(36).slice(2, 8)}@example.com`
    await call(ctx.app, 'POST', '/api/auth/register', { body: { email, password: 'correct-horse' } })
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email))
    return { id: row.id, email }
  }

  it('a grant past the 32-bit balance answers 400 and changes nothing', async () => {
    const { id } = await someone()
    await ctx.database.db
      .update(users)
      .set({ credits: INT32_MAX - 10 })
      .where(eq(users.id, id))
    const res = await call(ctx.app, 'POST', `/api/admin/users/${id}/credits`, {
      token: admin.token,
      body: { delta: 100_000, reason: 'too much' },
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    expect(res.body.data.field).toBe('delta')
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id))
    expect(row.credits).toBe(INT32_MAX - 10)
  })

  it('disabling and enabling need a reason and record who, what, when and why', async () => {
    const target = await someone()
    const patch = (body: unknown) =>
      call(ctx.app, 'PATCH', `/api/admin/users/${target.id}`, { token: admin.token, body })
    expect((await patch({ disabled: true })).status).toBe(400)
    expect((await patch({ disabled: true, reason: '   ' })).status).toBe(400)
    expect((await patch({ disabled: true, reason: 'spam scripts' })).status).toBe(200)
    expect((await patch({ disabled: false, reason: 'appeal accepted' })).status).toBe(200)
    await call(ctx.app, 'POST', `/api/admin/users/${target.id}/credits`, {
      token: admin.token,
      body: { delta: 7, reason: 'sorry' },
    })
    await call(ctx.app, 'POST', `/api/admin/users/${target.id}/credits`, {
      token: admin.token,
      body: { delta: -2, reason: 'typo' },
    })
    const log = await call(ctx.app, 'GET', '/api/admin/audit?pageSize=10', { token: admin.token })
    expect(log.status).toBe(200)
    const mine = log.body.data.items.filter((e: { target: { id: string } | null }) => e.target?.id === target.id)
    expect(
      mine.map((e: { action: string; reason: string; delta: number | null }) => [e.action, e.reason, e.delta]),
    ).toEqual([
      ['credits_deducted', 'typo', -2],
      ['credits_granted', 'sorry', 7],
      ['account_enabled', 'appeal accepted', null],
      ['account_disabled', 'spam scripts', null],
    ])
    for (const entry of mine) {
      expect(entry.actor).toEqual({ id: admin.user.id, email: 'auditor@example.com' })
      expect(entry.target).toEqual({ id: target.id, email: target.email })
      expect(Date.now() - Date.parse(entry.created_at)).toBeLessThan(60_000)
    }
  })

  it('only an administrator reads the log', async () => {
    const { email } = await someone()
    const { token } = await signIn(ctx, email)
    expect((await call(ctx.app, 'GET', '/api/admin/audit', { token })).status).toBe(403)
    expect((await call(ctx.app, 'GET', '/api/admin/audit')).status).toBe(401)
    expect((await call(ctx.app, 'GET', '/api/admin/audit?pageSize=7', { token: admin.token })).status).toBe(400)
  })
})
