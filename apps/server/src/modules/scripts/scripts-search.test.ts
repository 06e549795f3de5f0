import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, SCRIPT_SEARCH_COUNT_LIMIT } from '@hookline/contract'
import { sql } from 'drizzle-orm'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript } from './scripts-test-helpers'

type Item = {
  id: string
  title: string
  platform: string
  excerpt: string
  version_count: number
  highlights: { title: number[][]; excerpt: number[][] }
}

describe.each(databaseKinds)('script History search on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  const list = async (token: string, query: Record<string, string | number> = {}) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
    const res = await call(ctx.app, 'GET', `/api/scripts?${params}`, { token })
    return res
  }
  const titles = async (token: string, query: Record<string, string | number>) =>
    ((await list(token, query)).body.data.items as Item[]).map((item) => item.title)
  const named = (token: string, title: string, brief: Record<string, unknown> = {}) =>
    createScript(ctx.app, token, { topic: title, ...brief }).then(async (s) => {
      await call(ctx.app, 'PATCH', `/api/scripts/${s.id}`, { token, body: { title } })
      return s
    })

  it('pages through every script exactly once, newest or oldest first, with an empty page past the end', async () => {
    const { token } = await registerUser(ctx.app)
    const created: string[] = []
    for (let i = 1; i <= 23; i++) created.push((await named(token, `Script ${String(i).padStart(2, '0')}`)).id)

    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(token, { page, pageSize: 10 })))
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200])
    expect(pages.map((p) => p.body.data.items.length)).toEqual([10, 10, 3, 0])
    expect(pages.every((p) => p.body.data.total === 23 && p.body.data.pageSize === 10)).toBe(true)
    const newest = pages.flatMap((p) => p.body.data.items.map((item: Item) => item.id))
    expect(newest).toEqual([...created].reverse())

    const oldest = [1, 2, 3].map((page) => list(token, { page, pageSize: 10, sort: 'oldest' }))
    const oldestIds = (await Promise.all(oldest)).flatMap((p) => p.body.data.items.map((item: Item) => item.id))
    expect(oldestIds).toEqual(created)
    expect((await list(token, { pageSize: 20, page: 2 })).body.data.items).toHaveLength(3)
  })

  it('accepts page sizes 10, 20, 50 and 100 only, and whole page numbers from 1', async () => {
    const { token } = await registerUser(ctx.app)
    for (const pageSize of [10, 20, 50, 100])
      expect((await list(token, { pageSize })).status, `pageSize ${pageSize}`).toBe(200)
    for (const pageSize of ['1000', '-1', '0', '15', '10.5', 'ten']) {
      const res = await list(token, { pageSize })
      expect(res.status, `pageSize ${pageSize}`).toBe(400)
      expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    }
    for (const page of ['0', '-1', '1.5', 'x', '10001'])
      expect((await list(token, { page })).status, `page ${page}`).toBe(400)
    for (const sort of ['newer', '']) expect((await list(token, { sort })).status, `sort ${sort}`).toBe(400)
  })

  it('finds a Chinese substring with no word boundaries and marks where it matched', async () => {
    const { token } = await registerUser(ctx.app)
    await named(token, '手冲咖啡教程')
    await named(token, '露营装备清单')
    const res = await list(token, { q: '咖啡' })
    expect(res.body.data.total).toBe(1)
    const [item] = res.body.data.items as Item[]
    expect(item.title).toBe('手冲咖啡教程')
    expect(item.highlights.title).toEqual([[2, 4]])
    expect(await titles(token, { q: '冲咖' })).toEqual(['手冲咖啡教程'])
    expect(await titles(token, { q: '咖' })).toEqual(['手冲咖啡教程'])
    expect(await titles(token, { q: '奶茶' })).toEqual([])
  })

  it('searches English case-insensitively', async () => {
    const { token } = await registerUser(ctx.app)
    await named(token, 'Budget Phones Review', { language: 'en', platform: 'tiktok' })
    await named(token, 'Camping gear', { language: 'en', platform: 'tiktok' })
    for (const q of ['budget phones', 'BUDGET', 'pHoNeS rEv'])
      expect(await titles(token, { q }), q).toEqual(['Budget Phones Review'])
    const [item] = (await list(token, { q: 'phones' })).body.data.items as Item[]
    expect(item.highlights.title).toEqual([[7, 13]])
  })

  it('searches the current version’s text, and follows renames, new versions and restores', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await named(token, 'Plain title', { topic: '周末去哪儿' })
    const first = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    const v1 = first.body.data.message.content as string
    // A phrase from the script body that is in neither the title nor the topic.
    const phrase = v1
      .split('\n')
      .find((line) => line.startsWith('## ') && line.length > 4)!
      .slice(3, 9)
    const [hit] = (await list(token, { q: phrase })).body.data.items as Item[]
    expect(hit).toMatchObject({ id, version_count: 1 })
    expect(hit.excerpt).toContain(phrase)
    const [start, end] = hit.highlights.excerpt[0]
    expect(hit.excerpt.slice(start, end)).toBe(phrase)

    await call(ctx.app, 'PATCH', `/api/scripts/${id}`, { token, body: { title: '新的名字' } })
    expect(await titles(token, { q: 'Plain title' })).toEqual([])
    expect(await titles(token, { q: '新的名字' })).toEqual(['新的名字'])

    const second = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: { action: 'translate' } })
    const v2 = second.body.data.message.content as string
    const onlyInV1 = v1
      .split('\n')
      .find((line) => line.length > 6 && !v2.includes(line.slice(0, 6)))!
      .slice(0, 6)
    expect(await titles(token, { q: onlyInV1 })).toEqual([])
    await call(ctx.app, 'POST', `/api/scripts/${id}/messages/${first.body.data.message.id}/restore`, { token })
    expect(await titles(token, { q: onlyInV1 })).toEqual(['新的名字'])
    expect((await list(token, { q: onlyInV1 })).body.data.items[0].version_count).toBe(2)
  })

  it('treats %, _ and \\ in a query as the characters themselves', async () => {
    const { token } = await registerUser(ctx.app)
    for (const title of ['100% cotton', '100 cotton', 'a_b test', 'axb test', 'C:\\tmp notes', 'C:tmp notes'])
      await named(token, title)
    expect(await titles(token, { q: '%' })).toEqual(['100% cotton'])
    expect(await titles(token, { q: '100%' })).toEqual(['100% cotton'])
    expect(await titles(token, { q: '_' })).toEqual(['a_b test'])
    expect(await titles(token, { q: 'a_b' })).toEqual(['a_b test'])
    expect(await titles(token, { q: '\\' })).toEqual(['C:\\tmp notes'])
    expect(await titles(token, { q: "' OR 1=1 --" })).toEqual([])
  })

  it('filters by platform and refuses an unknown one', async () => {
    const { token } = await registerUser(ctx.app)
    await named(token, '微博一号', { platform: 'weibo' })
    await named(token, '抖音一号', { platform: 'douyin' })
    await named(token, '微博二号', { platform: 'weibo' })
    const res = await list(token, { platform: 'weibo' })
    expect(res.body.data.total).toBe(2)
    expect((res.body.data.items as Item[]).map((i) => [i.title, i.platform])).toEqual([
      ['微博二号', 'weibo'],
      ['微博一号', 'weibo'],
    ])
    expect(await titles(token, { platform: 'weibo', q: '二' })).toEqual(['微博二号'])
    expect((await list(token, { platform: 'myspace' })).status).toBe(400)
  })

  it('never shows another creator’s scripts, and answers 404 to their ids', async () => {
    const me = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    const theirs = await named(other.token, '手冲咖啡 secret')
    await named(me.token, '我的咖啡')
    expect(await titles(me.token, {})).toEqual(['我的咖啡'])
    expect(await titles(me.token, { q: '咖啡' })).toEqual(['我的咖啡'])
    expect(await titles(me.token, { q: 'secret' })).toEqual([])
    expect((await list(me.token)).body.data.total).toBe(1)
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { title: 'mine' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(ctx.app, method, `/api/scripts/${theirs.id}`, { token: me.token, body })
      expect(res.status, method).toBe(404)
    }
    expect(await titles(other.token, {})).toEqual(['手冲咖啡 secret'])
  })
  it('counts a search up to the limit and says when there are more; a plain list is always exact', async () => {
    const { token, user } = await registerUser(ctx.app)
    await ctx.database.db.execute(sql`
      INSERT INTO script_conversations (user_id, title, topic, brief, platform, format, language)
      SELECT ${user.id}, '批量脚本 #' || n, '批量', '{}'::jsonb, 'douyin', 'talking_head', 'zh'
      FROM generate_series(1, ${SCRIPT_SEARCH_COUNT_LIMIT + 1}) n`)
    const many = (await list(token, { q: '批量' })).body.data
    expect(many).toMatchObject({ total: SCRIPT_SEARCH_COUNT_LIMIT, total_exact: false })
    expect(many.items).toHaveLength(10)
    expect((await list(token, {})).body.data).toMatchObject({ total: SCRIPT_SEARCH_COUNT_LIMIT + 1, total_exact: true })
    expect((await list(token, { q: '批量脚本 #1001' })).body.data).toMatchObject({ total: 1, total_exact: true })
  })
})
