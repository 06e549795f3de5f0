import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { users } from '../../src/db/schema'
import { createLogger } from '../../src/lib/logger'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../test-context'

/** NUL and lone surrogates are a 400 naming the field; database errors log no values. */
describe.each(databaseKinds)('unstorable text on %s', (kind) => {
  let ctx: TestContext
  let token: string
  let scriptId: string
  let messageId: string
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AUTH_MAX_ATTEMPTS_PER_IP: '10000' })
    token = (await registerUser(ctx.app)).token
    const created = await call(ctx.app, 'POST', '/api/scripts', {
      token,
      body: { brief: { topic: 'ok', platform: 'douyin' } },
    })
    scriptId = created.body.data.id
    const version = await call(ctx.app, 'POST', `/api/scripts/${scriptId}/messages`, { token, body: {} })
    messageId = /"id":"([0-9a-f-]{36})","role":"assistant"/.exec(version.text)?.[1] ?? ''
  })
  afterAll(() => ctx.close())

  const bad = ['a\u0000b', '\ud800', 'x\udc00y', 'end\ud83d']
  const cases: Array<[string, string, (text: string) => string, (text: string) => unknown]> = [
    [
      'register nickname',
      'POST',
      () => '/api/auth/register',
      (t) => ({ email: 'n@example.com', password: 'seven77', nickname: t }),
    ],
    [
      'register password',
      'POST',
      () => '/api/auth/register',
      (t) => ({ email: 'p@example.com', password: `seven77${t}` }),
    ],
    ['login email', 'POST', () => '/api/auth/login', (t) => ({ email: `a${t}@example.com`, password: 'seven77' })],
    ['profile nickname', 'PATCH', () => '/api/users/me', (t) => ({ nickname: t })],
    ['password change', 'POST', () => '/api/auth/password', (t) => ({ current_password: t, new_password: 'another1' })],
    ['brief topic', 'POST', () => '/api/scripts', (t) => ({ brief: { topic: t, platform: 'douyin' } })],
    ['brief notes', 'POST', () => '/api/scripts', (t) => ({ brief: { topic: 'x', platform: 'douyin', notes: t } })],
    ['script title', 'POST', () => '/api/scripts', (t) => ({ brief: { topic: 'x', platform: 'douyin' }, title: t })],
    ['rename', 'PATCH', () => `/api/scripts/${scriptId}`, (t) => ({ title: t })],
    ['follow-up text', 'POST', () => `/api/scripts/${scriptId}/messages`, (t) => ({ text: t })],
  ]

  it.each(cases)('%s answers 400 for NUL and lone surrogates', async (_name, method, path, body) => {
    for (const text of bad) {
      const res = await call(ctx.app, method, path(text), { token, body: body(text) })
      expect(res.status, `${JSON.stringify(text)}: ${res.text}`).toBe(400)
      expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    }
  })

  it('a hand-edited version with NUL in a voice-over is a 400', async () => {
    const beat = { label: 'Hook', shot: 's', voice_over: 'a\u0000b', on_screen_text: '', seconds: 3 }
    const script = {
      titles: ['t'],
      hook: beat,
      beats: [],
      call_to_action: { ...beat, voice_over: 'ok' },
      hashtags: [],
      cover_text: '',
      caption: null,
    }
    const res = await call(ctx.app, 'POST', `/api/scripts/${scriptId}/versions`, {
      token,
      body: { base_message_id: messageId, script },
    })
    expect(res.status, res.text).toBe(400)
  })

  it('search for NUL or a lone surrogate is a 400', async () => {
    for (const q of ['%00', 'a%00b', encodeURIComponent('x').concat('%ED%A0%80'), '%5Cu0000']) {
      const res = await call(ctx.app, 'GET', `/api/scripts?q=${q}`, { token })
      expect(res.status, `${q}: ${res.text}`).toBeLessThan(500)
    }
    const res = await call(ctx.app, 'GET', '/api/scripts?q=%00', { token })
    expect(res.status).toBe(400)
  })

  it('emoji, Chinese and RTL text are still accepted', async () => {
    const res = await call(ctx.app, 'POST', '/api/scripts', {
      token,
      body: { brief: { topic: '😀 中文 مرحبا', platform: 'douyin' } },
    })
    expect(res.status).toBe(200)
  })

  it('logs a database error without its parameter values', async () => {
    const lines: string[] = []
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) })
    const logger = createLogger({ LOG_LEVEL: 'info' }, sink)
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$secret'
    const error = await ctx.database.db
      .insert(users)
      .values({ email: 'leak@example.com', passwordHash: hash, nickname: 'a\u0000b' })
      .then(
        () => undefined,
        (caught: unknown) => caught,
      )
    expect(error).toBeInstanceOf(Error)
    logger.error({ err: error }, 'unhandled error')
    await new Promise((resolve) => setImmediate(resolve))
    const logged = lines.join('')
    expect(logged).toContain('unhandled error')
    expect(logged).toContain('values (default, $1, $2, $3')
    expect(logged).not.toContain('argon2id')
    expect(logged).not.toContain('leak@example.com')
  })
})
