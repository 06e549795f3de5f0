import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { ErrorCode, SIGN_IN_CODE_ALPHABET, SIGN_IN_CODE_LENGTH } from '@hookline/contract'
import { signInCodes, users } from '../../db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { newSignInCode, SIGN_IN_CODES_PER_EMAIL, SIGN_IN_CODE_TRIES_PER_IP } from './sign-in-codes.service'

describe('newSignInCode', () => {
  it('draws 7 characters from the alphabet without look-alikes', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      const code = newSignInCode()
      expect(code).toHaveLength(SIGN_IN_CODE_LENGTH)
      for (const ch of code) seen.add(ch)
    }
    expect([...seen].sort().join('')).toBe([...SIGN_IN_CODE_ALPHABET].sort().join(''))
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'U', 'V']) expect(seen.has(lookAlike)).toBe(false)
  })
})

describe.each(databaseKinds)('sign-in with a one-time code by mail on %s', (kind) => {
  let ctx: TestContext
  let ipCounter = 0
  // Each test from its own client address, so the per-address limits of one do not touch another.
  const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` })
  beforeAll(async () => {
    ctx = await createTestContext(kind, { APP_URL: 'https://hookline.test', TRUST_PROXY: 'true' })
  })
  afterAll(() => ctx.close())

  const requestCode = (email: string, headers = fromIp()) =>
    call(ctx.app, 'POST', '/api/auth/sign-in-code', { body: { email }, headers })
  const verify = (email: string, code: string, headers = fromIp()) =>
    call(ctx.app, 'POST', '/api/auth/sign-in-code/verify', { body: { email, code }, headers })
  const codesFor = async (email: string) => {
    await ctx.mailer.idle()
    return ctx.mails
      .filter((m) => m.to === email && /sign-in code|登录验证码/.test(m.subject))
      .map((m) => new RegExp(`^([${SIGN_IN_CODE_ALPHABET}]{${SIGN_IN_CODE_LENGTH}})$`, 'm').exec(m.text)![1])
  }
  const lastCode = async (email: string) => (await codesFor(email)).at(-1)!
  /** A wrong code: the right one with its last character changed. */
  const wrong = (code: string) => code.slice(0, -1) + (code.endsWith('2') ? '3' : '2')

  it('mails a code (hashed at rest) that signs in once, with the same session as a password', async () => {
    const { email } = await registerUser(ctx.app)
    expect((await requestCode(email)).status).toBe(200)
    const code = await lastCode(email)
    const mail = ctx.mails.filter((m) => m.to === email).at(-1)!
    expect(mail.text).toContain(`https://hookline.test/otp?email=${encodeURIComponent(email)}`)
    expect(mail.text).toContain('10')
    const [row] = await ctx.database.db
      .select()
      .from(signInCodes)
      .innerJoin(users, eq(users.id, signInCodes.userId))
      .where(eq(users.email, email))
    expect(row.sign_in_codes.codeHash).not.toContain(code)
    expect(row.sign_in_codes.codeHash).toMatch(/^[0-9a-f]{64}$/)

    // Typed in lower case with a space, as a person copies it from a phone.
    const signedIn = await verify(email, `${code.slice(0, 3)} ${code.slice(3)}`.toLowerCase())
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.data.user.email).toBe(email)
    const me = await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: signedIn.body.data.token })
    expect(me.status).toBe(200)
    const again = await verify(email, code)
    expect(again.status).toBe(400)
    expect(again.body.code).toBe(ErrorCode.INVALID_EMAIL_TOKEN)
  })

  it('answers an unknown address exactly as a known one and mails nobody', async () => {
    const { email } = await registerUser(ctx.app)
    const known = await requestCode(email)
    const unknown = await requestCode('nobody-here@example.com')
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    await ctx.mailer.idle()
    expect(ctx.mails.some((m) => m.to === 'nobody-here@example.com')).toBe(false)
    const guess = await verify('nobody-here@example.com', 'ABCDEFG')
    expect(guess.status).toBe(400)
    expect(guess.body.code).toBe(ErrorCode.INVALID_EMAIL_TOKEN)
  })

  it('refuses an expired code', async () => {
    const { email } = await registerUser(ctx.app)
    await requestCode(email)
    const code = await lastCode(email)
    await ctx.database.db.execute(
      sql`UPDATE sign_in_codes SET expires_at = now() - interval '1 second' WHERE email = ${email}`,
    )
    const late = await verify(email, code)
    expect(late.status).toBe(400)
    expect(late.body.code).toBe(ErrorCode.INVALID_EMAIL_TOKEN)
  })

  it('keeps only the newest code alive', async () => {
    const { email } = await registerUser(ctx.app)
    await requestCode(email)
    const first = await lastCode(email)
    await requestCode(email)
    const second = await lastCode(email)
    if (first !== second) expect((await verify(email, first)).status).toBe(400)
    expect((await verify(email, second)).status).toBe(200)
  })

  it('burns the code on the 5th wrong try, so even the right one then fails', async () => {
    const { email } = await registerUser(ctx.app)
    await requestCode(email)
    const code = await lastCode(email)
    for (let i = 0; i < 4; i++) expect((await verify(email, wrong(code))).status).toBe(400)
    // Four wrong tries leave the code alive.
    const [alive] = await ctx.database.db.select().from(signInCodes).where(eq(signInCodes.email, email))
    expect(alive.attempts).toBe(4)
    expect(alive.usedAt).toBeNull()
    expect((await verify(email, wrong(code))).status).toBe(400)
    const burnt = await verify(email, code)
    expect(burnt.status).toBe(400)
    expect(burnt.body.code).toBe(ErrorCode.INVALID_EMAIL_TOKEN)
    // A new code works again.
    await requestCode(email)
    expect((await verify(email, await lastCode(email))).status).toBe(200)
  })

  it('lets only one of two parallel sign-ins with one code through', async () => {
    const { email } = await registerUser(ctx.app)
    await requestCode(email)
    const code = await lastCode(email)
    const answers = await Promise.all([verify(email, code), verify(email, code)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
  })

  it('limits codes per address and tries per client, with Retry-After', async () => {
    const { email } = await registerUser(ctx.app)
    const statuses: number[] = []
    for (let i = 0; i <= SIGN_IN_CODES_PER_EMAIL; i++) statuses.push((await requestCode(email)).status)
    expect(statuses.slice(0, SIGN_IN_CODES_PER_EMAIL).every((s) => s === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // The same limit for an address with no account: the 429 says nothing either.
    let unknownLast = 0
    for (let i = 0; i <= SIGN_IN_CODES_PER_EMAIL; i++) unknownLast = (await requestCode('ghost@example.com')).status
    expect(unknownLast).toBe(429)
    expect(await codesFor(email)).toHaveLength(SIGN_IN_CODES_PER_EMAIL)

    const client = fromIp()
    let limited = await verify('ghost@example.com', 'ABCDEFG', client)
    for (let i = 1; i <= SIGN_IN_CODE_TRIES_PER_IP; i++) limited = await verify('ghost@example.com', 'ABCDEFG', client)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('refuses a malformed code or address with a 400 naming the field', async () => {
    const bad = await verify('someone@example.com', 'ABC')
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    const noEmail = await call(ctx.app, 'POST', '/api/auth/sign-in-code', { body: { email: 'not-an-address' } })
    expect(noEmail.status).toBe(400)
  })

  it('verifies an unverified address it signs in, and refuses a disabled account', async () => {
    const { email } = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, email))
    await requestCode(email)
    expect((await verify(email, await lastCode(email))).status).toBe(200)
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email))
    expect(row.emailVerifiedAt).not.toBeNull()

    await ctx.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email))
    const before = (await codesFor(email)).length
    await requestCode(email)
    expect(await codesFor(email)).toHaveLength(before)
  })
})
