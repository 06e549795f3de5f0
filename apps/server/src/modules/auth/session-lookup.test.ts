import { sql } from 'drizzle-orm'
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { registerAdmin } from '../admin/admin-test-helpers'
import { syncListedAdmins } from '../admin/admin-roles'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { spawnServer, type RunningServer } from '../../../test/spawn-server'

const me = (app: TestContext['app'], token: string) => call(app, 'GET', '/api/auth/getUserInfo', { token })

/**
 * An authenticated request's session lookup is kept in memory until a write to the account or
 * its sessions is announced (session-cache.ts). Whatever this node changes shows on the very next
 * request, on either database.
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

  it('signs out at once', async () => {
    const { token } = await registerUser(ctx.app)
    expect((await me(ctx.app, token)).status).toBe(200)
    expect((await me(ctx.app, token)).status).toBe(200)
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token })).status).toBe(200)
    expect((await me(ctx.app, token)).status).toBe(401)
  })

  it('shows a changed profile, a changed balance and a disabled account on the next request', async () => {
    const { token, user } = await registerUser(ctx.app)
    expect((await me(ctx.app, token)).body.data.credits.left_credits).toBe(5)
    const grant = await call(ctx.app, 'POST', `/api/admin/users/${user.id}/credits`, {
      token: admin,
      body: { delta: 3, reason: 'thanks' },
    })
    expect(grant.status).toBe(200)
    expect((await me(ctx.app, token)).body.data.credits.left_credits).toBe(8)

    const rename = await call(ctx.app, 'PATCH', '/api/users/me', { token, body: { nickname: 'renamed' } })
    expect(rename.status).toBe(200)
    expect((await me(ctx.app, token)).body.data.nickname).toBe('renamed')

    const disable = await call(ctx.app, 'PATCH', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { disabled: true, reason: 'test' },
    })
    expect(disable.status).toBe(200)
    expect((await me(ctx.app, token)).status).toBe(401)
  })

  it('takes an edit by hand once it is announced with NOTIFY account_changes', async () => {
    const { token, user } = await registerUser(ctx.app)
    expect((await me(ctx.app, token)).status).toBe(200)
    await ctx.database.db.execute(sql`UPDATE users SET nickname = 'renamed by hand' WHERE id = ${user.id}`)
    await ctx.database.db.execute(sql`SELECT pg_notify('account_changes', ${user.id})`)
    await expect.poll(async () => (await me(ctx.app, token)).body.data.nickname).toBe('renamed by hand')
    await ctx.database.db.execute(sql`UPDATE users SET nickname = 'and again' WHERE id = ${user.id}`)
    await ctx.database.db.execute(sql`NOTIFY account_changes`)
    await expect.poll(async () => (await me(ctx.app, token)).body.data.nickname).toBe('and again')
  })

  it('takes the admin role away at once when ADMIN_EMAILS no longer names the address', async () => {
    const adminList = () => call(ctx.app, 'GET', '/api/admin/users', { token: admin })
    expect((await adminList()).status).toBe(200)
    await syncListedAdmins(ctx.database.db, { ...ctx.config, ADMIN_EMAILS: [] })
    expect((await adminList()).status).toBe(403)
    await syncListedAdmins(ctx.database.db, ctx.config)
    expect((await adminList()).status).toBe(200)
  })

  it('reads the database once while nothing is announced, and expires on the clock', async () => {
    const { token } = await registerUser(ctx.app)
    const client = (ctx.database.db as unknown as { $client: PGlite | pg.Pool }).$client
    const query = vi.spyOn(client, 'query')
    // Until a request is answered without asking: on PostgreSQL this node's own announcements
    // (the sign-up's credit bonus) come back a moment after they commit.
    const answeredFromMemory = () =>
      expect
        .poll(async () => {
          query.mockClear()
          await me(ctx.app, token)
          return query.mock.calls.length
        })
        .toBe(0)
    await answeredFromMemory()
    for (let i = 0; i < 3; i++) expect((await me(ctx.app, token)).status).toBe(200)
    expect(query).not.toHaveBeenCalled()
    // Writing something else, a script, keeps what was read.
    const brief = { topic: '冬季护肤', platform: 'douyin' }
    expect((await call(ctx.app, 'POST', '/api/scripts', { token, body: { brief } })).status).toBe(200)
    query.mockClear()
    expect((await me(ctx.app, token)).status).toBe(200)
    expect(query).not.toHaveBeenCalled()
    query.mockRestore()

    // A session ends when its time is up, written or not.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (ctx.config.TOKEN_TTL_HOURS + 1) * 3_600_000 })
    expect((await me(ctx.app, token)).status).toBe(401)
  })
})

/**
 * Two app nodes on one PostgreSQL database: this process, and the real server as a second process
 * with its own pool and listener. What the other node writes reaches what this one keeps once
 * its announcement arrives, a network round trip after it commits.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the session lookup on two app nodes sharing PostgreSQL', () => {
  let ctx: TestContext
  let url: string
  let admin: string
  const nodes: RunningServer[] = []
  /** Another node's change shows here within this (the test waits no longer). */
  const BOUND_MS = 2_000
  const within = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: BOUND_MS, interval: 20 })
  const startNode = async (env: Record<string, string>) => {
    const node = await spawnServer({ DATABASE_URL: url, TRENDING_REFRESH_MINUTES: '0', ...env })
    nodes.push(node)
    return node
  }
  const on = async (node: RunningServer, method: string, path: string, token: string, body?: unknown) => {
    const response = await fetch(`${node.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return response.status
  }

  beforeAll(async () => {
    ctx = await createTestContext('postgres', { ADMIN_EMAILS: 'boss@example.com', AUTH_MAX_ATTEMPTS_PER_IP: '1000' })
    admin = (await registerAdmin(ctx, 'boss@example.com')).token
    url = (ctx.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!
  })
  afterAll(async () => {
    for (const node of nodes) {
      node.process.kill('SIGTERM')
      await node.exited
    }
    await ctx?.close()
  })

  it('refuses a session, a disabled account and a changed balance here once the other node wrote them', async () => {
    const other = await startNode({ ADMIN_EMAILS: 'boss@example.com' })
    const signedOut = await registerUser(ctx.app)
    expect((await me(ctx.app, signedOut.token)).status).toBe(200)
    expect((await me(ctx.app, signedOut.token)).status).toBe(200)
    expect(await on(other, 'POST', '/api/auth/logout', signedOut.token)).toBe(200)
    await within(async () => (await me(ctx.app, signedOut.token)).status).toBe(401)

    const { token, user } = await registerUser(ctx.app)
    const before = (await me(ctx.app, token)).body.data.credits.left_credits as number
    const grant = { delta: 3, reason: 'thanks' }
    expect(await on(other, 'POST', `/api/admin/users/${user.id}/credits`, admin, grant)).toBe(200)
    await within(async () => (await me(ctx.app, token)).body.data.credits.left_credits).toBe(before + 3)

    const disable = { disabled: true, reason: 'test' }
    expect(await on(other, 'PATCH', `/api/admin/users/${user.id}`, admin, disable)).toBe(200)
    await within(async () => (await me(ctx.app, token)).status).toBe(401)
  }, 60_000)

  it('takes the admin role away here when another node starts without the address in ADMIN_EMAILS', async () => {
    const adminList = () => call(ctx.app, 'GET', '/api/admin/users', { token: admin })
    expect((await adminList()).status).toBe(200)
    expect((await adminList()).status).toBe(200)
    await startNode({ ADMIN_EMAILS: '' })
    await within(async () => (await adminList()).status).toBe(403)
  }, 60_000)
})
