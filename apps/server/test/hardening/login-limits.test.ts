import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../test-context'

/** Failures are counted before the password is checked; password change has the same limit. */
describe.each(databaseKinds)('login and password-change limits on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AUTH_MAX_FAILURES_PER_EMAIL: '10', AUTH_MAX_ATTEMPTS_PER_IP: '10000' })
  })
  afterAll(() => ctx.close())

  const login = (email: string, password: string) =>
    call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })

  it('lets at most the limit of 100 parallel wrong logins reach the password check', async () => {
    const { email } = await registerUser(ctx.app)
    const results = await Promise.all(Array.from({ length: 100 }, () => login(email, 'wrong-password')))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(90)
    expect(results.find((r) => r.status === 429)?.body.code).toBe(ErrorCode.RATE_LIMITED)
  })

  it('clears the count on a successful login', async () => {
    const { email, password } = await registerUser(ctx.app)
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong-password')).status).toBe(401)
    expect((await login(email, password)).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong-password')).status).toBe(401)
    expect((await login(email, 'wrong-password')).status).toBe(429)
  })

  it('successful logins do not use up the address allowance', async () => {
    const strict = await createTestContext(kind, { AUTH_MAX_FAILURES_PER_EMAIL: '10', AUTH_MAX_ATTEMPTS_PER_IP: '5' })
    try {
      const { email, password } = await registerUser(strict.app)
      for (let i = 0; i < 8; i++) {
        const res = await call(strict.app, 'POST', '/api/auth/login', { body: { email, password } })
        expect(res.status).toBe(200)
      }
    } finally {
      await strict.close()
    }
  })

  it('limits wrong current passwords on password change, also in parallel, and clears on success', async () => {
    const { token, password } = await registerUser(ctx.app)
    const change = (current: string, next = 'a-new-password') =>
      call(ctx.app, 'POST', '/api/auth/password', { token, body: { current_password: current, new_password: next } })
    const results = await Promise.all(Array.from({ length: 40 }, () => change('wrong-password')))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30)
    // Locked even for the right password until the window ends.
    expect((await change(password)).status).toBe(429)
  })

  it('a right password change clears the count', async () => {
    const { token, password } = await registerUser(ctx.app)
    const change = (current: string, next: string) =>
      call(ctx.app, 'POST', '/api/auth/password', { token, body: { current_password: current, new_password: next } })
    for (let i = 0; i < 9; i++) expect((await change('wrong-password', 'another-pass')).status).toBe(401)
    expect((await change(password, 'another-pass')).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await change('wrong-password', 'third-pass')).status).toBe(401)
  })
})
