import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

interface Person {
  email: string
  verified: boolean
}

/**
 * A local OAuth provider speaking the real protocol: codes bound to a PKCE challenge, a token
 * endpoint that checks the verifier and the client's secret, GitHub's /user/emails and Google's
 * userinfo for the token's person.
 */
async function startFakeProvider() {
  const codes = new Map<string, { challenge: string; person: Person }>()
  const tokens = new Map<string, Person>()
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      let raw = ''
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      req.on('end', () => {
        const form = new URLSearchParams(raw)
        const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString()
        const grant = codes.get(form.get('code') ?? '')
        const verifier = form.get('code_verifier') ?? ''
        const challenge = createHash('sha256').update(verifier).digest('base64url')
        if (!grant || basic !== 'client-id:client-secret' || challenge !== grant.challenge)
          return send(400, { error: 'invalid_grant' })
        codes.delete(form.get('code')!)
        const token = randomBytes(16).toString('hex')
        tokens.set(token, grant.person)
        send(200, { access_token: token, token_type: 'bearer', scope: 'user:email' })
      })
      return
    }
    const person = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''))
    if (!person) return send(401, { message: 'Bad credentials' })
    if (url.pathname === '/user/emails')
      return send(200, [
        { email: `other-${person.email}`, primary: false, verified: true },
        { email: person.email, primary: true, verified: person.verified },
      ])
    if (url.pathname === '/userinfo')
      return send(200, { sub: '1', email: person.email, email_verified: person.verified })
    send(404, {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    /** What the provider's consent page does: a code for this person, bound to the challenge. */
    grant(challenge: string, person: Person) {
      const code = randomBytes(8).toString('hex')
      codes.set(code, { challenge, person })
      return code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

type Fake = Awaited<ReturnType<typeof startFakeProvider>>

describe.each(databaseKinds)('sign-in with GitHub and Google against a local provider on %s', (kind) => {
  let ctx: TestContext
  let bare: TestContext
  let fake: Fake
  beforeAll(async () => {
    fake = await startFakeProvider()
    ctx = await createTestContext(kind, {
      APP_URL: 'https://hookline.test',
      GITHUB_CLIENT_ID: 'client-id',
      GITHUB_CLIENT_SECRET: 'client-secret',
      GITHUB_AUTHORIZE_URL: `${fake.base}/authorize`,
      GITHUB_TOKEN_URL: `${fake.base}/token`,
      GITHUB_API_URL: fake.base,
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      GOOGLE_AUTHORIZE_URL: `${fake.base}/authorize`,
      GOOGLE_TOKEN_URL: `${fake.base}/token`,
      GOOGLE_USERINFO_URL: `${fake.base}/userinfo`,
    })
    bare = await createTestContext(kind)
  })
  afterAll(async () => {
    await ctx.close()
    await bare.close()
    await fake.close()
  })

  /** Start → the provider's page (a grant for `person`) → the callback with the state cookie. */
  async function signIn(provider: 'github' | 'google', person: Person, tamper?: { state?: string; cookie?: string }) {
    const start = await call(ctx.app, 'GET', `/api/auth/oauth/${provider}/start`)
    expect(start.status).toBe(302)
    const to = new URL(start.headers.get('location')!)
    expect(`${to.origin}${to.pathname}`).toBe(`${fake.base}/authorize`)
    expect(to.searchParams.get('code_challenge_method')).toBe('S256')
    expect(to.searchParams.get('redirect_uri')).toBe(`https://hookline.test/api/auth/oauth/${provider}/callback`)
    const setCookie = start.headers.get('set-cookie')!
    expect(setCookie).toMatch(/HttpOnly/i)
    const cookie = setCookie.split(';')[0]
    const code = fake.grant(to.searchParams.get('code_challenge')!, person)
    const state = tamper?.state ?? to.searchParams.get('state')!
    const back = await call(
      ctx.app,
      'GET',
      `/api/auth/oauth/${provider}/callback?code=${code}&state=${encodeURIComponent(state)}`,
      { headers: tamper?.cookie === undefined ? { cookie } : tamper.cookie ? { cookie: tamper.cookie } : {} },
    )
    expect(back.status).toBe(302)
    const location = new URL(back.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe('https://hookline.test/sign-in')
    const fragment = new URLSearchParams(location.hash.slice(1))
    return { token: fragment.get('social'), error: fragment.get('social_error') }
  }

  const email = () => `social-${randomBytes(4).toString('hex')}@example.com`

  it('says which providers are set up, and none where nothing is', async () => {
    expect((await call(ctx.app, 'GET', '/api/auth/oauth/providers')).body.data).toEqual({ github: true, google: true })
    expect((await call(bare.app, 'GET', '/api/auth/oauth/providers')).body.data).toEqual({
      github: false,
      google: false,
    })
    expect((await call(bare.app, 'GET', '/api/auth/oauth/github/start')).status).toBe(404)
    expect((await call(ctx.app, 'GET', '/api/auth/oauth/gitlab/start')).status).toBe(400)
  })

  it('creates a verified account for a new verified GitHub address and signs it in', async () => {
    const address = email()
    const { token, error } = await signIn('github', { email: address, verified: true })
    expect(error).toBeNull()
    const me = await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: token! })
    expect(me.status).toBe(200)
    expect(me.body.data.email).toBe(address)
    expect(me.body.data.email_verified).toBe(true)
  })

  it('links an existing account by the verified Google address', async () => {
    const { email: address, user } = await registerUser(ctx.app)
    const { token } = await signIn('google', { email: address, verified: true })
    const me = await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: token! })
    expect(me.body.data.id).toBe(user.id)
  })

  it('refuses an unverified address: no link, no account', async () => {
    const { email: address, user } = await registerUser(ctx.app)
    expect(await signIn('google', { email: address, verified: false })).toEqual({ token: null, error: 'unverified' })
    expect(await signIn('github', { email: address, verified: false })).toEqual({ token: null, error: 'unverified' })
    const fresh = email()
    expect((await signIn('github', { email: fresh, verified: false })).error).toBe('unverified')
    expect(await ctx.database.db.select().from(users).where(eq(users.email, fresh))).toEqual([])
    expect(user.email).toBe(address)
  })

  it('refuses a state that does not match the cookie, or a missing cookie', async () => {
    const person = { email: email(), verified: true }
    expect(await signIn('github', person, { state: 'forged-state' })).toEqual({ token: null, error: 'state' })
    expect(await signIn('github', person, { cookie: '' })).toEqual({ token: null, error: 'state' })
    expect(await signIn('google', person, { cookie: 'hookline_oauth=github.x.y' })).toEqual({
      token: null,
      error: 'state',
    })
  })
})
