import { ErrorCode } from '@hookline/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, databaseKinds, type TestContext } from '../test-context'
import { specOperations } from './helpers'

/**
 * Sign-in is required where a route is declared (its `security`, lib/create-router.ts): every
 * route that declares it refuses a request without a token, before reading the body, and the
 * routes that do not are exactly the ones meant to be public.
 */
describe.each(databaseKinds)('routes that require sign-in on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind)
  })
  afterAll(() => ctx.close())

  it('answers 401 in the envelope to each declared route without a token, and to one with a made-up token', async () => {
    const operations = (await specOperations(ctx)).filter((operation) => operation.signIn)
    expect(operations.length).toBeGreaterThan(30)
    for (const operation of operations) {
      const path = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
      const body = ['POST', 'PUT', 'PATCH'].includes(operation.method) ? {} : undefined
      for (const token of [undefined, 'not-a-real-token']) {
        const answer = await call(ctx.app, operation.method, `/api${path}`, { token, body })
        expect(answer.status, `${operation.method} ${operation.path}`).toBe(401)
        expect(answer.body.code, `${operation.method} ${operation.path}`).toBe(ErrorCode.UNAUTHORIZED)
      }
    }
  })

  it('leaves public only the routes meant to be public', async () => {
    const open = (await specOperations(ctx))
      .filter((operation) => !operation.signIn)
      .map((operation) => `${operation.method} ${operation.path}`)
      .sort()
    expect(open).toEqual([
      // Social sign-in: which providers are set up, and the two legs of the provider's redirect.
      'GET /auth/oauth/providers',
      'GET /auth/oauth/{provider}/callback',
      'GET /auth/oauth/{provider}/start',
      'GET /health',
      // Readiness for a load balancer or orchestrator (docs/deploy.md): it says only ready or not.
      'GET /health/ready',
      // The plan's calendar feed: its unguessable, revocable token is the key (tasks/calendar-feed.service.ts).
      'GET /tasks/calendar/{token}',
      'GET /trending',
      'POST /auth/forgot-password',
      'POST /auth/login',
      'POST /auth/register',
      'POST /auth/reset-password',
      // A one-time code by mail: asking answers alike for any address; the code is the key.
      'POST /auth/sign-in-code',
      'POST /auth/sign-in-code/verify',
      'POST /auth/verify-email',
    ])
  })
})
