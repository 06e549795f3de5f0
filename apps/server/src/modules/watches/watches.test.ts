import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_WATCHES_PER_USER } from '@hookline/contract'
import { watches } from '../../db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

const WEBHOOK_URL = 'https://open.feishu.cn/open-apis/bot/v2/hook/5e3d587e-d78e-4a07-bd07-265f269fabcd'

describe.each(databaseKinds)('watches API on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind)
  })
  afterAll(() => ctx.close())

  const watch = (overrides: Record<string, unknown> = {}) => ({
    name: '猫',
    keywords: ['猫', '宠物', '猫粮'],
    platforms: ['weibo', 'douyin'],
    trigger: 'enters',
    ...overrides,
  })

  it('creates, lists, reads, edits and deletes a watch with its defaults', async () => {
    const { token } = await registerUser(ctx.app)
    const created = await call(ctx.app, 'POST', '/api/watches', { token, body: watch() })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({
      name: '猫',
      keywords: ['猫', '宠物', '猫粮'],
      platforms: ['weibo', 'douyin'],
      trigger: 'enters',
      top_n: null,
      delivery: 'instant',
      digest_time: '09:00',
      quiet_hours: null,
      timezone: 'Asia/Shanghai',
      enabled: true,
      webhook: null,
      last_delivery: null,
    })
    const id = created.body.data.id
    const listed = await call(ctx.app, 'GET', '/api/watches', { token })
    expect(listed.body.data.items.map((w: { id: string }) => w.id)).toEqual([id])
    const edited = await call(ctx.app, 'PATCH', `/api/watches/${id}`, {
      token,
      body: { trigger: 'top_n', top_n: 10, quiet_hours: { start: '23:00', end: '08:00' }, delivery: 'digest' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({
      trigger: 'top_n',
      top_n: 10,
      quiet_hours: { start: '23:00', end: '08:00' },
      delivery: 'digest',
    })
    expect((await call(ctx.app, 'GET', `/api/watches/${id}`, { token })).body.data.top_n).toBe(10)
    expect((await call(ctx.app, 'DELETE', `/api/watches/${id}`, { token })).status).toBe(200)
    expect((await call(ctx.app, 'GET', `/api/watches/${id}`, { token })).status).toBe(404)
  })

  it.each([
    ['no keyword', { keywords: [] }, 'keywords'],
    ['no platform', { platforms: [] }, 'platforms'],
    ['an unknown platform', { platforms: ['tiktok'] }, 'platforms.0'],
    ['top N without N', { trigger: 'top_n' }, 'top_n'],
    ['top N past the list', { trigger: 'top_n', top_n: 51 }, 'top_n'],
    ['a bad quiet time', { quiet_hours: { start: '25:00', end: '08:00' } }, 'quiet_hours.start'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['a webhook that is not http', { webhook: { kind: 'slack', url: 'ftp://example.com/x' } }, 'webhook.url'],
    ['a webhook without an address', { webhook: { kind: 'slack' } }, 'webhook.url'],
    ['a Telegram bot without a chat', { webhook: { kind: 'telegram', secret: '123:abc' } }, 'webhook.chat_id'],
    ['a secret for a Slack webhook', { webhook: { kind: 'slack', url: WEBHOOK_URL, secret: 'x' } }, 'webhook.secret'],
    ['a NUL in a keyword', { keywords: ['猫\u0000'] }, 'keywords.0'],
  ])('refuses %s with a 400 naming the field', async (_name, overrides, field) => {
    const { token } = await registerUser(ctx.app)
    const answer = await call(ctx.app, 'POST', '/api/watches', { token, body: watch(overrides) })
    expect(answer.status).toBe(400)
    expect(answer.body.data.field).toBe(field)
  })

  it('stores the webhook address and secret encrypted, shows only their last four characters, keeps them on an edit without them', async () => {
    const { token } = await registerUser(ctx.app)
    const secret = 'SEC0123456789abcdefWXYZ'
    const created = await call(ctx.app, 'POST', '/api/watches', {
      token,
      body: watch({ webhook: { kind: 'feishu', url: WEBHOOK_URL, secret } }),
    })
    expect(created.status).toBe(200)
    expect(created.body.data.webhook).toEqual({
      kind: 'feishu',
      url_last4: 'abcd',
      secret_last4: 'WXYZ',
      chat_id: null,
    })
    expect(created.text).not.toContain(WEBHOOK_URL)
    expect(created.text).not.toContain(secret)
    const [row] = await ctx.database.db.select().from(watches).where(eq(watches.id, created.body.data.id))
    const raw = JSON.stringify(row)
    expect(raw).not.toContain('open.feishu.cn')
    expect(raw).not.toContain(secret)
    expect(row.webhookUrlCiphertext).toMatch(/^v1\./)
    expect(row.webhookSecretCiphertext).toMatch(/^v1\./)

    // An edit of the webhook without the address or the secret keeps both.
    const edited = await call(ctx.app, 'PATCH', `/api/watches/${created.body.data.id}`, {
      token,
      body: { webhook: { kind: 'feishu', url: '', secret: '' }, name: '猫猫' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.webhook).toEqual(created.body.data.webhook)
    const [after] = await ctx.database.db.select().from(watches).where(eq(watches.id, created.body.data.id))
    expect(after.webhookUrlCiphertext).toBe(row.webhookUrlCiphertext)

    // Another kind needs its own address; null removes the webhook.
    const other = await call(ctx.app, 'PATCH', `/api/watches/${created.body.data.id}`, {
      token,
      body: { webhook: { kind: 'slack' } },
    })
    expect(other.status).toBe(400)
    const removed = await call(ctx.app, 'PATCH', `/api/watches/${created.body.data.id}`, {
      token,
      body: { webhook: null },
    })
    expect(removed.body.data.webhook).toBeNull()
    const [cleared] = await ctx.database.db.select().from(watches).where(eq(watches.id, created.body.data.id))
    expect(cleared.webhookUrlCiphertext).toBeNull()
    expect(cleared.webhookSecretCiphertext).toBeNull()
  })

  it("answers 404 to another user's watch on every route, and leaves it as it was", async () => {
    const owner = await registerUser(ctx.app)
    const intruder = await registerUser(ctx.app)
    const created = await call(ctx.app, 'POST', '/api/watches', { token: owner.token, body: watch() })
    const id = created.body.data.id
    for (const [method, path, body] of [
      ['GET', `/api/watches/${id}`, undefined],
      ['PATCH', `/api/watches/${id}`, { name: 'stolen' }],
      ['DELETE', `/api/watches/${id}`, undefined],
      ['POST', `/api/watches/${id}/test`, undefined],
    ] as const) {
      const answer = await call(ctx.app, method, path, { token: intruder.token, body })
      expect(answer.status, `${method} ${path}`).toBe(404)
    }
    expect((await call(ctx.app, 'GET', '/api/watches', { token: intruder.token })).body.data.items).toEqual([])
    const still = await call(ctx.app, 'GET', `/api/watches/${id}`, { token: owner.token })
    expect(still.body.data).toEqual(created.body.data)
  })

  it(`allows ${MAX_WATCHES_PER_USER} watches per creator, then answers 409`, async () => {
    const { token } = await registerUser(ctx.app)
    const answers = await Promise.all(
      Array.from({ length: MAX_WATCHES_PER_USER + 3 }, (_, i) =>
        call(ctx.app, 'POST', '/api/watches', { token, body: watch({ name: `w${i}` }) }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_WATCHES_PER_USER)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3)
  })

  it('a test without a webhook says so', async () => {
    const { token } = await registerUser(ctx.app)
    const created = await call(ctx.app, 'POST', '/api/watches', { token, body: watch() })
    const answer = await call(ctx.app, 'POST', `/api/watches/${created.body.data.id}/test`, { token })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ ok: false, reason: 'no_webhook' })
  })
})
