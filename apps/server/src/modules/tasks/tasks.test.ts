import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, TASK_STATUSES } from '@hookline/contract'
import { createScript, requestStream } from '../scripts/scripts-test-helpers'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'

/** The content plan: a creator's videos, theirs alone, moved through statuses and dates. */
describe.each(databaseKinds)('tasks on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(async () => {
    await ctx.close()
  })

  const plan = (token: string, body: object) => call(ctx.app, 'POST', '/api/tasks', { token, body })

  it('creates, reads, lists by date, edits and deletes a task', async () => {
    const { token } = await registerUser(ctx.app)
    const later = await plan(token, { title: '反向消费 vlog', platform: 'douyin', planned_date: '2026-12-05' })
    expect(later.status).toBe(200)
    expect(later.body.data).toMatchObject({
      title: '反向消费 vlog',
      topic: '',
      platform: 'douyin',
      planned_date: '2026-12-05',
      status: 'idea',
      notes: '',
      script: null,
    })
    const sooner = await plan(token, { title: 'Bilibili 长视频', platform: 'bilibili', planned_date: '2026-12-01' })
    const undated = await plan(token, { title: '  An idea for later  ', platform: 'weibo', topic: 'spring' })
    expect(undated.body.data).toMatchObject({ title: 'An idea for later', planned_date: null })

    const all = await call(ctx.app, 'GET', '/api/tasks', { token })
    expect(all.body.data.items.map((t: { title: string }) => t.title)).toEqual([
      'Bilibili 长视频',
      '反向消费 vlog',
      'An idea for later',
    ])
    const week = await call(ctx.app, 'GET', '/api/tasks?from=2026-11-30&to=2026-12-06&platform=douyin', { token })
    expect(week.body.data.items.map((t: { id: string }) => t.id)).toEqual([later.body.data.id])

    const edited = await call(ctx.app, 'PATCH', `/api/tasks/${sooner.body.data.id}`, {
      token,
      body: { notes: 'Shoot at the market', planned_date: null },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({ notes: 'Shoot at the market', planned_date: null, status: 'idea' })
    const read = await call(ctx.app, 'GET', `/api/tasks/${sooner.body.data.id}`, { token })
    expect(read.body.data).toEqual(edited.body.data)

    expect((await call(ctx.app, 'DELETE', `/api/tasks/${sooner.body.data.id}`, { token })).status).toBe(200)
    const gone = await call(ctx.app, 'GET', `/api/tasks/${sooner.body.data.id}`, { token })
    expect(gone.status).toBe(404)
    expect(gone.body.code).toBe(ErrorCode.NOT_FOUND)
  })

  it('moves a task through every status, forwards and back', async () => {
    const { token } = await registerUser(ctx.app)
    const task = await plan(token, { title: 'Status walk', platform: 'xiaohongshu' })
    for (const status of [...TASK_STATUSES, 'idea'] as const) {
      const moved = await call(ctx.app, 'PATCH', `/api/tasks/${task.body.data.id}`, { token, body: { status } })
      expect(moved.status).toBe(200)
      expect(moved.body.data.status).toBe(status)
    }
    const bad = await call(ctx.app, 'PATCH', `/api/tasks/${task.body.data.id}`, { token, body: { status: 'shipped' } })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(ErrorCode.VALIDATION_FAILED)
  })

  it("keeps every creator to their own plan: another's task is a 404 for each verb", async () => {
    const owner = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    const task = await plan(owner.token, { title: 'Mine', platform: 'douyin' })
    const path = `/api/tasks/${task.body.data.id}`
    expect((await call(ctx.app, 'GET', path, { token: other.token })).status).toBe(404)
    expect((await call(ctx.app, 'PATCH', path, { token: other.token, body: { status: 'filmed' } })).status).toBe(404)
    expect((await call(ctx.app, 'DELETE', path, { token: other.token })).status).toBe(404)
    expect((await call(ctx.app, 'GET', '/api/tasks', { token: other.token })).body.data.items).toEqual([])
    expect((await call(ctx.app, 'GET', path, { token: owner.token })).body.data.status).toBe('idea')
    expect((await call(ctx.app, 'GET', '/api/tasks')).status).toBe(401)
  })

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const { token } = await registerUser(ctx.app)
    const cases: [object, string][] = [
      [{ platform: 'douyin' }, 'title'],
      [{ title: '   ', platform: 'douyin' }, 'title'],
      [{ title: 'x'.repeat(121), platform: 'douyin' }, 'title'],
      [{ title: 'ok', platform: 'myspace' }, 'platform'],
      [{ title: 'ok', platform: 'douyin', planned_date: '2026-13-40' }, 'planned_date'],
      [{ title: 'ok', platform: 'douyin', planned_date: 'tomorrow' }, 'planned_date'],
      [{ title: 'ok', platform: 'douyin', notes: 'n'.repeat(2001) }, 'notes'],
      [{ title: 'ok', platform: 'douyin', script_id: 'not-a-uuid' }, 'script_id'],
      [{ title: 'ok', platform: 'douyin', status: 'viral' }, 'status'],
    ]
    for (const [body, field] of cases) {
      const res = await plan(token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
      expect(res.body.data.field).toBe(field)
    }
    const empty = await call(ctx.app, 'PATCH', `/api/tasks/${crypto.randomUUID()}`, { token, body: {} })
    expect(empty.status).toBe(400)
    expect((await call(ctx.app, 'GET', '/api/tasks/123', { token })).status).toBe(400)
    expect((await call(ctx.app, 'GET', '/api/tasks?from=yesterday', { token })).status).toBe(400)
    const malformed = await call(ctx.app, 'POST', '/api/tasks', { token, rawBody: '{"title":' })
    expect(malformed.status).toBe(400)
  })

  it('links one task to a script, shows its title and state, and refuses a second task or a stranger', async () => {
    const owner = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    const script = await createScript(ctx.app, owner.token, { topic: '城市骑行', platform: 'douyin' })
    const drafted = await requestStream(ctx.app, owner.token, script.id)
    await drafted.text()

    const task = await plan(owner.token, { title: 'From the script', platform: 'douyin', script_id: script.id })
    expect(task.status).toBe(200)
    expect(task.body.data.script).toMatchObject({ id: script.id, title: script.title })
    expect(['ready', 'outline', 'needs_work']).toContain(task.body.data.script.state)

    const found = await call(ctx.app, 'GET', `/api/tasks?script_id=${script.id}`, { token: owner.token })
    expect(found.body.data.items.map((t: { id: string }) => t.id)).toEqual([task.body.data.id])

    const twice = await plan(owner.token, { title: 'Again', platform: 'douyin', script_id: script.id })
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe(ErrorCode.CONFLICT)
    const stranger = await plan(other.token, { title: 'Not mine', platform: 'douyin', script_id: script.id })
    expect(stranger.status).toBe(404)

    expect((await call(ctx.app, 'DELETE', `/api/scripts/${script.id}`, { token: owner.token })).status).toBe(200)
    const unlinked = await call(ctx.app, 'GET', `/api/tasks/${task.body.data.id}`, { token: owner.token })
    expect(unlinked.body.data.script).toBeNull()
  })
})
