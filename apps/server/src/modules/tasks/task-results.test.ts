import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, type ScriptListItem, type Task } from '@hookline/contract'
import { createScript } from '../scripts/scripts-test-helpers'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { outlierScores } from './outlier-score'

describe('outlier scores', () => {
  it('scores each video against the median of up to 10 videos before it, none with fewer than 3 or a median of 0', () => {
    expect(outlierScores([100, 200, 300])).toEqual([null, null, null])
    // Median of 100, 200, 300 is 200: 1000 views is 5×.
    expect(outlierScores([100, 200, 300, 1000])[3]).toEqual({ score: 5, median: 200, earlier: 3 })
    // Four earlier videos: the mean of the middle two (150 and 250).
    expect(outlierScores([100, 150, 250, 900, 400])[4]).toEqual({ score: 2, median: 200, earlier: 4 })
    const twelve = [1, 1, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 30]
    // Only the last 10 before it count: the two 1s fall out of the window.
    expect(outlierScores(twelve)[12]).toEqual({ score: 3, median: 10, earlier: 10 })
    expect(outlierScores([0, 0, 0, 500])[3]).toBeNull()
  })
})

describe.each(databaseKinds)('task results, outlier scores and the calendar feed on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(async () => {
    await ctx.close()
  })

  const plan = async (token: string, body: object) => {
    const res = await call(ctx.app, 'POST', '/api/tasks', { token, body })
    expect(res.status, res.text).toBe(200)
    return res.body.data as Task
  }
  const record = (token: string, id: string, body: object) =>
    call(ctx.app, 'PUT', `/api/tasks/${id}/results`, { token, body })
  const figures = (views: number) => ({ views, likes: Math.round(views / 10), comments: 3, shares: 2, saves: 1 })

  it('records link and figures on a published video only, and refuses bad input with a 400', async () => {
    const { token } = await registerUser(ctx.app)
    const task = await plan(token, { title: '探店', platform: 'douyin', planned_date: '2026-11-20' })
    const early = await record(token, task.id, { url: 'https://v.douyin.com/abc/', after_24h: figures(100) })
    expect(early.status).toBe(409)

    await call(ctx.app, 'PATCH', `/api/tasks/${task.id}`, { token, body: { status: 'published' } })
    const bad = [
      { url: 'javascript:alert(1)' },
      { url: 'not a link' },
      { after_24h: { views: -1 } },
      { after_24h: { views: 1.5 } },
      { after_24h: { likes: 3 } },
      { after_7d: { views: '12' } },
      { published_on: '2026-13-01' },
      { after_24h: { views: 1e13 } },
    ]
    for (const body of bad) {
      const res = await record(token, task.id, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
      expect(res.body.message).toEqual(expect.any(String))
    }

    const saved = await record(token, task.id, { url: 'https://v.douyin.com/abc/', after_24h: { views: 1200 } })
    expect(saved.status).toBe(200)
    expect(saved.body.data.results).toEqual({
      url: 'https://v.douyin.com/abc/',
      // No day given: the planned one.
      published_on: '2026-11-20',
      after_24h: { views: 1200, likes: null, comments: null, shares: null, saves: null },
      after_7d: null,
    })
    // The first video has nothing to be compared with.
    expect(saved.body.data.outlier).toBeNull()
  })

  it("scores against the creator's earlier videos on the same platform, marks ≥ 2×, and moves with later edits", async () => {
    const { token } = await registerUser(ctx.app)
    const published = async (title: string, day: string, views: number, platform = 'douyin') => {
      const task = await plan(token, { title, platform, planned_date: day, status: 'published' })
      const res = await record(token, task.id, { url: `https://example.com/${day}`, after_24h: figures(views) })
      expect(res.status, res.text).toBe(200)
      return res.body.data as Task
    }
    await published('一', '2026-11-01', 1000)
    await published('二', '2026-11-02', 3000)
    const third = await published('三', '2026-11-03', 2000)
    expect(third.outlier).toBeNull()
    // Another platform's videos never count.
    await published('B站', '2026-11-04', 1_000_000, 'bilibili')
    const hit = await published('四', '2026-11-05', 9000)
    expect(hit.outlier).toEqual({ score: 4.5, views: 9000, median_views: 2000, earlier: 3, outlier: true })

    // The 7-day figure replaces the 24-hour one; below 2× is scored but not marked.
    const plain = await published('五', '2026-11-06', 100)
    const week = await record(token, plain.id, {
      url: 'https://example.com/5',
      after_24h: figures(100),
      after_7d: figures(3000),
    })
    // Earlier: 1000, 3000, 2000, 9000 → median 2500.
    expect(week.body.data.outlier).toEqual({ score: 1.2, views: 3000, median_views: 2500, earlier: 4, outlier: false })

    // Moving an earlier video out of "published" takes it out of the later ones' medians.
    const all = async () => (await call(ctx.app, 'GET', '/api/tasks', { token })).body.data.items as Task[]
    const first = (await all()).find((t) => t.title === '一')!
    await call(ctx.app, 'PATCH', `/api/tasks/${first.id}`, { token, body: { status: 'filmed' } })
    const after = await all()
    expect(after.find((t) => t.title === '四')!.outlier).toBeNull()
    expect(after.find((t) => t.title === '五')!.outlier).toMatchObject({ median_views: 3000, score: 1, earlier: 3 })
    // A filmed video keeps its figures but has no score.
    expect(after.find((t) => t.title === '一')).toMatchObject({
      outlier: null,
      results: { after_24h: { views: 1000 } },
    })
  })

  it('gives no score when the median of the earlier videos is 0', async () => {
    const { token } = await registerUser(ctx.app)
    for (const [i, views] of [0, 0, 5, 400].entries()) {
      const task = await plan(token, {
        title: `v${i}`,
        platform: 'xiaohongshu',
        planned_date: `2026-10-0${i + 1}`,
        status: 'published',
      })
      const res = await record(token, task.id, { after_24h: { views } })
      if (i === 3) expect(res.body.data.outlier).toBeNull()
    }
  })

  it('sorts History by outlier score, highest first, scripts without one last', async () => {
    const { token } = await registerUser(ctx.app)
    const scripts = []
    for (const topic of [
      '一号视频话题',
      '二号视频话题',
      '三号视频话题',
      '四号视频话题',
      '五号视频话题',
      '六号视频话题',
    ])
      scripts.push(await createScript(ctx.app, token, { topic }))
    const views = [1000, 1000, 1000, 5000, 1500]
    for (const [i, script] of scripts.slice(0, 5).entries()) {
      const task = await plan(token, {
        title: `t${i}`,
        platform: 'douyin',
        planned_date: `2026-09-1${i}`,
        status: 'published',
        script_id: script.id,
      })
      await record(token, task.id, { after_24h: figures(views[i]) })
    }
    const list = await call(ctx.app, 'GET', '/api/scripts?sort=outlier&pageSize=10', { token })
    expect(list.status).toBe(200)
    const items = list.body.data.items as ScriptListItem[]
    expect(items.map((item) => item.outlier_score)).toEqual([5, 1.5, null, null, null, null])
    expect(items.slice(0, 2).map((item) => item.id)).toEqual([scripts[3].id, scripts[4].id])
    // Without a score: newest first, as the default order.
    const unscored = items.slice(2).map((item) => item.id)
    const newest = (await call(ctx.app, 'GET', '/api/scripts?pageSize=10', { token })).body.data
      .items as ScriptListItem[]
    expect(unscored).toEqual(newest.map((item) => item.id).filter((id) => unscored.includes(id)))
    // A search sorts the same way.
    const searched = await call(ctx.app, 'GET', `/api/scripts?q=${encodeURIComponent('视频话题')}&sort=outlier`, {
      token,
    })
    expect((searched.body.data.items as ScriptListItem[]).slice(0, 2).map((item) => item.id)).toEqual([
      scripts[3].id,
      scripts[4].id,
    ])
    expect((await call(ctx.app, 'GET', '/api/scripts?sort=views', { token })).status).toBe(400)
  })

  it("another creator's task is a 404 for its results, and cannot be scored", async () => {
    const owner = await registerUser(ctx.app)
    const intruder = await registerUser(ctx.app)
    const task = await plan(owner.token, { title: '我的', platform: 'douyin', status: 'published' })
    const res = await record(intruder.token, task.id, { after_24h: figures(10) })
    expect(res.status).toBe(404)
    const read = await call(ctx.app, 'GET', `/api/tasks/${task.id}`, { token: owner.token })
    expect(read.body.data.results).toBeNull()
    expect((await record(owner.token, '00000000-0000-4000-8000-000000000000', {})).status).toBe(404)
    expect((await record(owner.token, 'not-a-uuid', {})).status).toBe(400)
  })

  it('serves planned dates as .ics by a private link, replaced by a new link and a 404 once revoked', async () => {
    const owner = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    await plan(owner.token, {
      title: '周末露营, 装备; 清单',
      platform: 'douyin',
      planned_date: '2026-12-05',
      topic: '露营',
    })
    await plan(owner.token, { title: 'No date yet', platform: 'weibo' })
    await plan(other.token, { title: 'Someone else', platform: 'weibo', planned_date: '2026-12-06' })

    expect((await call(ctx.app, 'GET', '/api/tasks/calendar-feed', { token: owner.token })).body.data).toEqual({
      active: false,
      created_at: null,
      url: null,
    })
    const made = await call(ctx.app, 'POST', '/api/tasks/calendar-feed', { token: owner.token })
    expect(made.status).toBe(200)
    const url = made.body.data.url as string
    expect(url).toMatch(/^http:\/\/localhost\/api\/tasks\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    const path = new URL(url).pathname
    const status = await call(ctx.app, 'GET', '/api/tasks/calendar-feed', { token: owner.token })
    // The link itself is never shown again: only its digest is stored.
    expect(status.body.data).toMatchObject({ active: true, url: null })

    // Public: no token needed, only the link.
    const feed = await ctx.app.request(path)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = await feed.text()
    expect(text).toMatch(/^BEGIN:VCALENDAR/)
    expect(text).toContain('DTSTART;VALUE=DATE:20261205')
    expect(text).toContain('SUMMARY:周末露营\\, 装备\\; 清单')
    expect(text).not.toContain('No date yet')
    expect(text).not.toContain('Someone else')
    expect((text.match(/BEGIN:VEVENT/g) ?? []).length).toBe(1)
    // The same link without the .ics suffix works too.
    expect((await ctx.app.request(path.replace(/\.ics$/, ''))).status).toBe(200)

    // A new link replaces the old one.
    const again = await call(ctx.app, 'POST', '/api/tasks/calendar-feed', { token: owner.token })
    expect((await ctx.app.request(path)).status).toBe(404)
    const newPath = new URL(again.body.data.url as string).pathname
    expect((await ctx.app.request(newPath)).status).toBe(200)

    // Revoked: the link is a 404 in the envelope, like one that never existed.
    expect((await call(ctx.app, 'DELETE', '/api/tasks/calendar-feed', { token: owner.token })).status).toBe(200)
    const revoked = await call(ctx.app, 'GET', newPath)
    expect(revoked.status).toBe(404)
    expect(revoked.body.code).toBe(ErrorCode.NOT_FOUND)
    expect((await call(ctx.app, 'DELETE', '/api/tasks/calendar-feed', { token: owner.token })).status).toBe(404)
    for (const guess of ['/api/tasks/calendar/abc.ics', `/api/tasks/calendar/${'A'.repeat(43)}.ics`])
      expect((await ctx.app.request(guess)).status).toBe(404)
    // Revoking is one creator's: the other's (absent) link is unaffected and theirs to make.
    expect((await call(ctx.app, 'DELETE', '/api/tasks/calendar-feed', { token: other.token })).status).toBe(404)
  })
})
