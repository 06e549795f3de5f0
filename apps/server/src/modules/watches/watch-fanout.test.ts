import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres, type Database } from '../../db/client'
import { notifications, watchHits, watches } from '../../db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { compileKeywords, matchingKeyword, normaliseForMatch } from './keyword-match'
import { fanOutRefresh } from './watch-fanout'
import { appendRefresh, fillers } from './watch-test-helpers'

const HOUR = 3600_000

describe('keyword matching', () => {
  it('matches any keyword as a substring of the normalised title', () => {
    const cats = compileKeywords(['猫', '宠物', '猫粮'])
    expect(matchingKeyword('小区流浪猫被困三天', cats)).toBe('猫')
    expect(matchingKeyword('#宠物医院收费#引热议', cats)).toBe('宠物')
    expect(matchingKeyword('考研成绩公布', cats)).toBeNull()
    // A substring inside a longer word counts (decided: 熊猫 is shown to a 猫 watch).
    expect(matchingKeyword('大熊猫回国', cats)).toBe('猫')
  })
  it('ignores case, width, spaces and punctuation on both sides', () => {
    expect(normaliseForMatch('ＡＩ 绘画·教程！')).toBe('ai绘画教程')
    expect(matchingKeyword('2026考研：国家线公布', compileKeywords(['考 研']))).toBe('考 研')
    expect(matchingKeyword('OpenAI 发布新模型', compileKeywords(['openai']))).toBe('openai')
    expect(matchingKeyword('ChatGPT', compileKeywords(['ＣＨＡＴ']))).toBe('ＣＨＡＴ')
    // A keyword of punctuation only would match everything: it matches nothing.
    expect(matchingKeyword('任何标题', compileKeywords(['!!']))).toBeNull()
  })
})

describe.each(databaseKinds)('watch fan-out on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind)
  })
  afterAll(() => ctx.close())

  const createWatch = async (token: string, body: Record<string, unknown>) => {
    const answer = await call(ctx.app, 'POST', '/api/watches', {
      token,
      body: { name: 'w', keywords: ['猫'], platforms: ['weibo'], trigger: 'enters', ...body },
    })
    expect(answer.status).toBe(200)
    return answer.body.data.id as string
  }
  const bell = async (token: string) => (await call(ctx.app, 'GET', '/api/notifications', { token })).body.data

  it('fires once per item and window: an item entering the list notifies once, again only 24 h later', async () => {
    const { token } = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    const watchId = await createWatch(token, { name: '猫', keywords: ['猫', '宠物'] })
    await createWatch(other.token, { keywords: ['考研'] })
    const t0 = new Date('2026-11-01T00:00:00Z')
    // The first refresh ever has nothing to compare with: nothing fires.
    const first = await appendRefresh(ctx.database, 'weibo', t0, [['old-cat', '老猫的故事'], ...fillers(5)])
    expect((await fanOutRefresh(ctx, first)).fired).toBe(0)

    const second = await appendRefresh(ctx.database, 'weibo', new Date(t0.getTime() + 600_000), [
      ['old-cat', '老猫的故事'],
      ['new-cat', '流浪猫被困三天'],
      ['pets', '宠物医院收费引热议'],
      ...fillers(5),
    ])
    expect((await fanOutRefresh(ctx, second)).fired).toBe(2)
    // The same refresh again (a retry, another node): nothing more.
    expect((await fanOutRefresh(ctx, second)).fired).toBe(0)

    // It leaves and comes back within the window: no second notification.
    await appendRefresh(ctx.database, 'weibo', new Date(t0.getTime() + 2 * HOUR), fillers(5))
    const back = await appendRefresh(ctx.database, 'weibo', new Date(t0.getTime() + 3 * HOUR), [
      ['new-cat', '流浪猫被困三天'],
      ...fillers(5),
    ])
    expect((await fanOutRefresh(ctx, back)).fired).toBe(0)

    // 24 h after it fired, it may fire again.
    await appendRefresh(ctx.database, 'weibo', new Date(t0.getTime() + 25 * HOUR), fillers(5))
    const later = await appendRefresh(ctx.database, 'weibo', new Date(t0.getTime() + 26 * HOUR), [
      ['new-cat', '流浪猫被困三天（后续）'],
      ...fillers(5),
    ])
    expect((await fanOutRefresh(ctx, later)).fired).toBe(1)

    const list = await bell(token)
    expect(list.unread).toBe(3)
    expect(list.items.map((n: { hit: { key: string } }) => n.hit.key)).toEqual(['new-cat', 'pets', 'new-cat'])
    expect(list.items[0]).toMatchObject({
      kind: 'watch_hit',
      read: false,
      hit: {
        watch_id: watchId,
        watch_name: '猫',
        trigger: 'enters',
        keyword: '猫',
        platform: 'weibo',
        title: '流浪猫被困三天（后续）',
        rank: 1,
      },
    })
    // The other creator's watch matched nothing, and they see none of these.
    expect((await bell(other.token)).items).toEqual([])
    const hits = await ctx.database.db.select().from(watchHits).where(eq(watchHits.watchId, watchId))
    expect(hits).toHaveLength(2)
    expect(hits.every((hit) => hit.pushState === 'none')).toBe(true)
  })

  it('top N fires when an item rises into the top N, not when it moves inside it, nor on another platform', async () => {
    const { token } = await registerUser(ctx.app)
    await createWatch(token, { keywords: ['考研', '考公'], platforms: ['douyin'], trigger: 'top_n', top_n: 3 })
    const t0 = new Date('2026-11-02T00:00:00Z')
    await appendRefresh(ctx.database, 'douyin', t0, [
      ['a', '考公报名人数创新高'],
      ...fillers(5, 'x'),
      ['b', '考研国家线公布'],
    ])
    const next = await appendRefresh(ctx.database, 'douyin', new Date(t0.getTime() + 600_000), [
      ['b', '考研国家线公布'],
      ['a', '考公报名人数创新高'],
      ...fillers(5, 'x'),
      ['c', '考研调剂系统开放'],
    ])
    const result = await fanOutRefresh(ctx, next)
    expect(result.fired).toBe(1)
    expect(
      (await bell(token)).items.map((n: { hit: { key: string; rank: number } }) => [n.hit.key, n.hit.rank]),
    ).toEqual([['b', 1]])
    // A Weibo refresh does not reach a Douyin-only watch.
    await appendRefresh(ctx.database, 'weibo', new Date('2026-11-02T00:00:00Z'), fillers(3, 'y'))
    const weibo = await appendRefresh(ctx.database, 'weibo', new Date('2026-11-02T00:10:00Z'), [
      ['k', '考研人数下降'],
      ...fillers(3, 'y'),
    ])
    await fanOutRefresh(ctx, weibo)
    expect((await bell(token)).items).toHaveLength(1)
  })

  it('drops settled hits older than two windows, keeps pending ones', async () => {
    const { token } = await registerUser(ctx.app)
    const watchId = await createWatch(token, { keywords: ['清理'], platforms: ['bilibili'] })
    const [user] = await ctx.database.db.select({ userId: watches.userId }).from(watches).where(eq(watches.id, watchId))
    const old = {
      watchId,
      userId: user.userId,
      platform: 'bilibili' as const,
      title: '清理',
      url: 'https://b23.tv/x',
      rank: 1,
      keyword: '清理',
    }
    const t0 = new Date('2026-11-06T00:00:00Z')
    await ctx.database.db.insert(watchHits).values([
      { ...old, itemKey: 'settled', firedAt: new Date(t0.getTime() - 49 * HOUR), pushState: 'sent' },
      { ...old, itemKey: 'pending', firedAt: new Date(t0.getTime() - 49 * HOUR), pushState: 'pending' },
      { ...old, itemKey: 'recent', firedAt: new Date(t0.getTime() - 47 * HOUR), pushState: 'none' },
    ])
    await appendRefresh(ctx.database, 'bilibili', new Date(t0.getTime() - 600_000), fillers(2, 'c'))
    await fanOutRefresh(ctx, await appendRefresh(ctx.database, 'bilibili', t0, fillers(3, 'c')))
    const left = await ctx.database.db.select().from(watchHits).where(eq(watchHits.watchId, watchId))
    expect(left.map((hit) => hit.itemKey).sort()).toEqual(['pending', 'recent'])
  })

  it('a disabled watch does not fire', async () => {
    const { token } = await registerUser(ctx.app)
    await createWatch(token, { keywords: ['停用测试'], platforms: ['bilibili'], enabled: false })
    const t0 = new Date('2026-11-03T00:00:00Z')
    await appendRefresh(ctx.database, 'bilibili', t0, fillers(3, 'z'))
    const next = await appendRefresh(ctx.database, 'bilibili', new Date(t0.getTime() + 600_000), [
      ['d', '停用测试的视频'],
      ...fillers(3, 'z'),
    ])
    await fanOutRefresh(ctx, next)
    expect((await bell(token)).items).toEqual([])
  })

  it('notifications: pages newest first, unread count, mark read, mark all read, delete; another user gets 404', async () => {
    const { token } = await registerUser(ctx.app)
    const intruder = await registerUser(ctx.app)
    await createWatch(token, { keywords: ['分页'], platforms: ['bilibili'] })
    const t0 = new Date('2026-11-04T00:00:00Z')
    await appendRefresh(ctx.database, 'bilibili', t0, fillers(2, 'p'))
    const items = Array.from({ length: 5 }, (_, i) => [`page-${i}`, `分页测试 ${i}`] as const)
    await fanOutRefresh(ctx, await appendRefresh(ctx.database, 'bilibili', new Date(t0.getTime() + 600_000), items))

    const first = await call(ctx.app, 'GET', '/api/notifications?limit=2', { token })
    expect(first.body.data.items).toHaveLength(2)
    expect(first.body.data.unread).toBe(5)
    const second = await call(ctx.app, 'GET', `/api/notifications?limit=2&cursor=${first.body.data.next_cursor}`, {
      token,
    })
    const third = await call(ctx.app, 'GET', `/api/notifications?limit=2&cursor=${second.body.data.next_cursor}`, {
      token,
    })
    expect(third.body.data.next_cursor).toBeNull()
    const all = [...first.body.data.items, ...second.body.data.items, ...third.body.data.items]
    expect(all).toHaveLength(5)
    expect(new Set(all.map((n) => n.id)).size).toBe(5)
    // Newest first: the fan-out wrote them in rank order.
    expect(all.map((n) => n.hit.key)).toEqual(['page-4', 'page-3', 'page-2', 'page-1', 'page-0'])

    const id = all[0].id
    for (const [method, path] of [
      ['POST', `/api/notifications/${id}/read`],
      ['DELETE', `/api/notifications/${id}`],
    ] as const)
      expect((await call(ctx.app, method, path, { token: intruder.token })).status).toBe(404)
    expect((await call(ctx.app, 'POST', '/api/notifications/read-all', { token: intruder.token })).body.data).toEqual({
      updated: 0,
    })

    const read = await call(ctx.app, 'POST', `/api/notifications/${id}/read`, { token })
    expect(read.body.data.read).toBe(true)
    expect((await call(ctx.app, 'GET', '/api/notifications/unread-count', { token })).body.data).toEqual({ unread: 4 })
    const unreadOnly = await call(ctx.app, 'GET', '/api/notifications?unread=true', { token })
    expect(unreadOnly.body.data.items).toHaveLength(4)
    expect((await call(ctx.app, 'POST', '/api/notifications/read-all', { token })).body.data).toEqual({ updated: 4 })
    expect((await call(ctx.app, 'GET', '/api/notifications/unread-count', { token })).body.data).toEqual({ unread: 0 })
    expect((await call(ctx.app, 'DELETE', `/api/notifications/${id}`, { token })).status).toBe(200)
    expect((await call(ctx.app, 'DELETE', `/api/notifications/${id}`, { token })).status).toBe(404)
    expect((await call(ctx.app, 'GET', '/api/notifications', { token })).body.data.items).toHaveLength(4)
    expect((await call(ctx.app, 'GET', '/api/notifications?cursor=abc', { token })).status).toBe(400)
    expect((await call(ctx.app, 'GET', '/api/notifications?limit=500', { token })).status).toBe(400)
  })

  it('deleting a watch keeps its notifications, without the watch id', async () => {
    const { token } = await registerUser(ctx.app)
    const watchId = await createWatch(token, { keywords: ['删除测试'], platforms: ['bilibili'] })
    const t0 = new Date('2026-11-05T00:00:00Z')
    await appendRefresh(ctx.database, 'bilibili', t0, fillers(2, 'q'))
    await fanOutRefresh(
      ctx,
      await appendRefresh(ctx.database, 'bilibili', new Date(t0.getTime() + 600_000), [['del', '删除测试视频']]),
    )
    await call(ctx.app, 'DELETE', `/api/watches/${watchId}`, { token })
    const [only] = (await bell(token)).items
    expect(only.hit).toMatchObject({ watch_id: null, watch_name: 'w', key: 'del' })
  })
})

const serverUrl = process.env.TEST_DATABASE_URL

/** Two app nodes on one PostgreSQL fanning out the same refreshes at once: each hit notifies once. */
describe.skipIf(!serverUrl)('watch fan-out on two nodes sharing one PostgreSQL', () => {
  let ctx: TestContext
  let second: Database
  beforeAll(async () => {
    ctx = await createTestContext('postgres')
    const result: unknown = await ctx.database.db.execute('select current_database() as name')
    const name = (result as { rows: { name: string }[] }).rows[0].name
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    second = await openPostgres({ url: url.toString(), poolSize: 5 })
  })
  afterAll(async () => {
    await second.close()
    await ctx.close()
  })

  it('fires each matching item once although both nodes fan out every refresh, several times each', async () => {
    const users = await Promise.all([registerUser(ctx.app), registerUser(ctx.app)])
    for (const { token } of users)
      for (const keywords of [['猫'], ['宠物', '猫粮']])
        await call(ctx.app, 'POST', '/api/watches', {
          token,
          body: { name: keywords[0], keywords, platforms: ['weibo'], trigger: 'enters' },
        })
    const t0 = new Date('2026-11-10T00:00:00Z')
    await appendRefresh(ctx.database, 'weibo', t0, fillers(10, 'n'))
    const refresh = await appendRefresh(ctx.database, 'weibo', new Date(t0.getTime() + 600_000), [
      ...Array.from({ length: 10 }, (_, i) => [`cat-${i}`, `猫咪新闻 ${i}`] as const),
      ...Array.from({ length: 10 }, (_, i) => [`food-${i}`, `猫粮测评 ${i}`] as const),
      ...fillers(10, 'n'),
    ])
    const runs = await Promise.all(
      [ctx.database, second, ctx.database, second, ctx.database, second].map((database) =>
        fanOutRefresh({ database }, refresh),
      ),
    )
    // Per user: 20 items for the 猫 watch (猫粮 holds 猫), 10 for the 宠物/猫粮 one.
    expect(runs.reduce((sum, run) => sum + run.fired, 0)).toBe(2 * 30)
    for (const { user } of users) {
      const rows = await ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id)))
      expect(rows).toHaveLength(30)
      expect(new Set(rows.map((row) => `${row.watchId}:${row.hit.key}`)).size).toBe(30)
    }
  })
})
