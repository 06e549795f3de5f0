import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, type TestContext } from '../test-context'

/** Spoofed left entries of X-Forwarded-For do not give a fresh address per request. */
describe('TRUST_PROXY as a hop count', () => {
  let ctx: TestContext
  beforeAll(async () => {
    // One proxy in front: it appends the address it saw, the rightmost entry.
    ctx = await createTestContext('pglite', {
      TRUST_PROXY: '1',
      AUTH_MAX_ATTEMPTS_PER_IP: '20',
      AUTH_MAX_FAILURES_PER_EMAIL: '1000',
    })
  })
  afterAll(() => ctx.close())

  const login = (forwardedFor: string, i: number) =>
    call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
      headers: { 'x-forwarded-for': forwardedFor },
    })

  it('120 failed logins from one address with spoofed left entries meet the 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 120; i++) statuses.push((await login(`10.9.${i % 250}.${i}, 198.51.100.7`, i)).status)
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true)
    // Another real address is unaffected.
    expect((await login('198.51.100.8', 999)).status).toBe(401)
  })
})
