import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { scriptListQuerySchema, type Platform } from '@hookline/contract'
import { createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { selectRows } from '../../db/raw-rows'
import type { UserRow } from '../../db/schema'
import { defaultSearchTuning, searchScripts, type SearchTuning } from './scripts-search'

type Query = { q: string; page: number; pageSize: number; sort: 'newest' | 'oldest'; platform?: Platform }

/**
 * The adaptive search (docs/decisions/022) has three ways to an answer: the walk in page order, the
 * GIN index when the walk gives up, and counting by either. Each must give what a plain scan gives.
 */
describe.each(databaseKinds)('History search paths on %s', (kind) => {
  let ctx: TestContext
  let user: UserRow
  beforeAll(async () => {
    ctx = await createTestContext(kind)
    user = (await registerUser(ctx.app)).user as UserRow
    const other = (await registerUser(ctx.app)).user as UserRow
    // 240 scripts whose titles mix words found in 90%, 50%, ~6%, ~3% and one of them; updated_at
    // repeats every three scripts so the id breaks ties. Another creator has the same words.
    for (const owner of [user, other]) {
      await ctx.database.db.execute(sql`
        INSERT INTO script_conversations (user_id, title, topic, brief, platform, format, language, updated_at)
        SELECT ${owner.id},
          concat_ws(' ', CASE WHEN n % 10 <> 0 THEN 'Alpha Beta' END, CASE WHEN n % 2 = 0 THEN '看评论区' END,
            CASE WHEN n % 17 = 0 THEN '咖啡' END, CASE WHEN n % 34 = 0 THEN '手冲咖啡' END, CASE WHEN n % 9 = 0 THEN '100% a_b' END,
            '第' || n || '期'),
          '话题', '{}'::jsonb, (ARRAY['douyin', 'weibo', 'tiktok'])[1 + n % 3], 'talking_head', 'zh',
          timestamptz '2025-01-01' + make_interval(secs => n / 3)
        FROM generate_series(1, 240) n`)
    }
  })
  afterAll(() => ctx.close())

  /** The answer by reading every one of the creator's scripts. */
  async function plainScan(query: Query) {
    const { q, platform, sort, page, pageSize } = query
    const rows = await selectRows<{ id: string; platform: string; search_text: string }>(
      ctx.database.db,
      sql`
      SELECT id::text AS id, platform, search_text FROM script_conversations WHERE user_id = ${user.id}
      ORDER BY updated_at ${sql.raw(sort === 'oldest' ? 'ASC' : 'DESC')}, id ${sql.raw(sort === 'oldest' ? 'ASC' : 'DESC')}`,
    )
    const matching = rows.filter(
      (row) => (!platform || row.platform === platform) && row.search_text.includes(q.toLowerCase()),
    )
    return { ids: matching.slice((page - 1) * pageSize, page * pageSize).map((row) => row.id), count: matching.length }
  }

  const tunings: Record<string, SearchTuning> = {
    default: defaultSearchTuning,
    'walk only': { walkRows: 1_000_000, walkRowsPerMatch: 0, countLimit: 1000 },
    'index at once': { walkRows: 1, walkRowsPerMatch: 0, countLimit: 1000 },
    'short walk, low count limit': { walkRows: 30, walkRowsPerMatch: 1, countLimit: 7 },
  }
  const queries: Query[] = []
  for (const q of [
    'alpha',
    'ALPHA beta',
    '评论区',
    '咖啡',
    '手冲咖啡',
    '第42期',
    '第1',
    '100%',
    'a_b',
    '区块链',
    '奶茶',
    '期',
    '%',
  ])
    for (const [page, pageSize] of [
      [1, 10],
      [2, 10],
      [3, 50],
      [12, 20],
    ] as const)
      for (const sort of ['newest', 'oldest'] as const)
        queries.push({ q, page, pageSize, sort }, { q, page, pageSize, sort, platform: 'weibo' })

  for (const [name, tuning] of Object.entries(tunings)) {
    it(`${name}: the same page and count as a plain scan`, async () => {
      for (const query of queries) {
        const expected = await plainScan(query)
        const result = await searchScripts(ctx.database.db, user, scriptListQuerySchema.parse(query), tuning)
        const label = JSON.stringify(query)
        expect(
          result.items.map((item) => item.id),
          label,
        ).toEqual(expected.ids)
        expect([result.total, result.total_exact], label).toEqual(
          expected.count > tuning.countLimit ? [tuning.countLimit, false] : [expected.count, true],
        )
      }
    })
  }
})
