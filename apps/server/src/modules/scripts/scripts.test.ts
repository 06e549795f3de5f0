import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '@hookline/contract'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript } from './scripts-test-helpers'

describe.each(databaseKinds)('scripts API on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  it('creates a conversation from a brief with an automatic title and the brief’s defaults', async () => {
    const { token } = await registerUser(ctx.app)
    const res = await call(ctx.app, 'POST', '/api/scripts', {
      token,
      body: { brief: { topic: '  反向消费  ', platform: 'bilibili' } },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      // The topic alone: the platform is named by the client in the reader's language.
      title: '反向消费',
      topic: '反向消费',
      platform: 'bilibili',
      format: 'talking_head',
      language: 'zh',
      version_count: 0,
      current_message_id: null,
      messages: [],
    })
    const en = await call(ctx.app, 'POST', '/api/scripts', {
      token,
      body: { brief: { topic: 'Budget phones', platform: 'tiktok', language: 'en' }, title: 'Mine' },
    })
    expect(en.body.data.title).toBe('Mine')
  })

  it.each([
    [{ topic: '', platform: 'douyin' }, 'brief.topic', { rule: 'required' }],
    [{ topic: 'x'.repeat(201), platform: 'douyin' }, 'brief.topic', { rule: 'maxLength', limit: 200 }],
    [{ topic: 'x', platform: 'myspace' }, 'brief.platform', { rule: 'invalid' }],
    [{ topic: 'x', platform: 'douyin', duration_seconds: 2 }, 'brief.duration_seconds', { rule: 'minValue', limit: 5 }],
    [{ topic: 'x', platform: 'douyin', duration_seconds: 'long' }, 'brief.duration_seconds', { rule: 'notANumber' }],
    [{ topic: 'x', platform: 'douyin', language: 'fr' }, 'brief.language', { rule: 'invalid' }],
  ])('refuses the brief %j with 400 naming %s and the rule', async (brief, field, rule) => {
    const { token } = await registerUser(ctx.app)
    const res = await call(ctx.app, 'POST', '/api/scripts', { token, body: { brief } })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    expect(res.body.data.field).toBe(field)
    expect(res.body.data.issues[0]).toMatchObject({ path: field, ...rule })
  })

  it('lists, searches, sorts and pages the creator’s own scripts only', async () => {
    const { token } = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    await createScript(ctx.app, other.token, { topic: '别人的 100% 脚本' })
    for (const topic of ['咖啡入门', '100% 纯棉测评', '露营装备']) await createScript(ctx.app, token, { topic })

    // Page sizes are History's choice (10 and up): paging is checked with page 2 of 10.
    const all = await call(ctx.app, 'GET', '/api/scripts', { token })
    expect(all.body.data).toMatchObject({ total: 3, page: 1, pageSize: 10 })
    expect(all.body.data.items.map((s: { topic: string }) => s.topic)).toEqual([
      '露营装备',
      '100% 纯棉测评',
      '咖啡入门',
    ])
    const oldest = await call(ctx.app, 'GET', '/api/scripts?sort=oldest', { token })
    expect(oldest.body.data.items.map((s: { topic: string }) => s.topic)).toEqual([
      '咖啡入门',
      '100% 纯棉测评',
      '露营装备',
    ])
    const beyond = await call(ctx.app, 'GET', '/api/scripts?page=2&pageSize=10', { token })
    expect(beyond.body.data).toMatchObject({ total: 3, items: [] })
    const search = await call(ctx.app, 'GET', `/api/scripts?q=${encodeURIComponent('100%')}`, { token })
    expect(search.body.data.items.map((s: { topic: string }) => s.topic)).toEqual(['100% 纯棉测评'])
    expect((await call(ctx.app, 'GET', '/api/scripts?pageSize=1000', { token })).status).toBe(400)
  })

  it('renames, and refuses an empty title', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    const res = await call(ctx.app, 'PATCH', `/api/scripts/${id}`, { token, body: { title: '  新标题 ' } })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Title updated')
    expect(res.body.data.title).toBe('新标题')
    expect((await call(ctx.app, 'PATCH', `/api/scripts/${id}`, { token, body: { title: ' ' } })).status).toBe(400)
  })

  it('keeps other creators out: 404 for their scripts, 400 for a malformed id', async () => {
    const owner = await registerUser(ctx.app)
    const stranger = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, owner.token)
    for (const [method, path, body] of [
      ['GET', `/api/scripts/${id}`, undefined],
      ['PATCH', `/api/scripts/${id}`, { title: 'mine now' }],
      ['DELETE', `/api/scripts/${id}`, undefined],
      ['POST', `/api/scripts/${id}/messages`, {}],
      ['GET', `/api/scripts/${id}/export`, undefined],
    ] as const) {
      const res = await call(ctx.app, method, path, { token: stranger.token, body })
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    expect((await call(ctx.app, 'GET', '/api/scripts/not-a-uuid', { token: owner.token })).status).toBe(400)
    expect((await call(ctx.app, 'GET', '/api/scripts')).status).toBe(401)
  })

  it('exports the current version as Markdown, teleprompter text and SRT', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token, { platform: 'weibo', duration_seconds: 60 })
    expect((await call(ctx.app, 'GET', `/api/scripts/${id}/export`, { token })).status).toBe(404)
    await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })

    const markdown = await call(ctx.app, 'GET', `/api/scripts/${id}/export?format=markdown`, { token })
    expect(markdown.body.data).toMatchObject({ format: 'markdown', filename: '年轻人为什么开始反向消费-v1.md' })
    expect(markdown.body.data.content).toContain('## 开场钩子（前 3 秒）')
    const text = await call(ctx.app, 'GET', `/api/scripts/${id}/export?format=text`, { token })
    expect(text.body.data.content).not.toContain('##')
    expect(text.body.data.content).not.toContain('画面')
    const srt = await call(ctx.app, 'GET', `/api/scripts/${id}/export?format=srt`, { token })
    // The offline hook is a blank the creator fills (left out of an SRT): the first caption may start after it.
    expect(srt.body.data.content).toMatch(/^1\n00:00:0\d,\d{3} --> 00:00:\d\d,\d{3}\n/)
    expect(srt.body.data.content.trim().split('\n').at(-2)).toMatch(/--> 00:01:00,000$/)
  })

  it('restores an earlier version as current and deletes a conversation', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token)
    const first = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    const second = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: { action: 'shorter' } })
    expect(second.body.data.message.version).toBe(2)
    const detail = await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })
    expect(detail.body.data).toMatchObject({ version_count: 2, current_message_id: second.body.data.message.id })
    expect(detail.body.data.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ])

    const restored = await call(ctx.app, 'POST', `/api/scripts/${id}/messages/${first.body.data.message.id}/restore`, {
      token,
    })
    expect(restored.body.data.current_message_id).toBe(first.body.data.message.id)
    const userMessage = detail.body.data.messages[0].id
    expect((await call(ctx.app, 'POST', `/api/scripts/${id}/messages/${userMessage}/restore`, { token })).status).toBe(
      404,
    )

    expect((await call(ctx.app, 'DELETE', `/api/scripts/${id}`, { token })).status).toBe(200)
    expect((await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).status).toBe(404)
  })

  it('reports the engine in /api/health', async () => {
    const res = await call(ctx.app, 'GET', '/api/health')
    expect(res.body.data.engine).toBe('offline')
  })
})
