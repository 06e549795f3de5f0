/**
 * History list and search latency at scale: p50/p95 of the History query
 * (scripts-search.ts: one page + its total, exactly what GET /api/scripts runs) on PGlite and on
 * PostgreSQL, for one creator with --mine scripts in a table of --total scripts across creators.
 *
 *   npx tsx bench/history-search.ts [--target both|pglite|postgres] [--mine 100000] [--total 1000000]
 *        [--pglite-total 200000] [--runs 40] [--only all|list|search] [--explain]
 *
 * Seeding is set-based SQL (generate_series), never row by row: every script gets a realistic
 * current version (a Markdown script of ~700 Chinese characters, or ~2,500 for English, built
 * from a topic and filler vocabulary so a topic word matches a small share and a filler word most
 * scripts); search_text is filled as the app's trigger fills it, and the indexes are built after
 * the load (1M rows on PostgreSQL: ~2 min to seed, ~16 min for the search GIN index; decision 022).
 *
 * PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
 * of its own is created and dropped. PGlite: a temporary folder, removed at the end; on this
 * 2-core machine 1M rows of that size take too long to seed and index in single-threaded WASM,
 * so --pglite-total (default 200,000) is what it measures, and the output says so.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { scriptListQuerySchema } from '@hookline/contract'
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client'
import { selectRows } from '../apps/server/src/db/raw-rows'
import type { UserRow } from '../apps/server/src/db/schema'
import { searchScripts } from '../apps/server/src/modules/scripts/scripts-search'

const { values: args } = parseArgs({
  options: {
    target: { type: 'string', default: 'both' },
    mine: { type: 'string', default: '100000' },
    total: { type: 'string', default: '1000000' },
    'pglite-total': { type: 'string', default: '200000' },
    runs: { type: 'string', default: '40' },
    explain: { type: 'boolean', default: false },
    only: { type: 'string', default: 'all' },
  },
})
const mine = Math.max(1000, Number(args.mine))
const runs = Math.max(5, Number(args.runs))
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

const exec = async (database: Database, query: string) => ({
  rows: await selectRows<Record<string, string | number>>(database.db, sql.raw(query)),
})

const zhTopics = [
  '手冲咖啡',
  '露营装备',
  '平价手机',
  '健身餐',
  '租房避坑',
  '考研复习',
  '猫咪行为',
  '城市骑行',
  '家常菜',
  '护肤成分',
  '二手相机',
  '旅行攻略',
  '副业赚钱',
  '读书笔记',
  '宠物医疗',
  '新能源车',
  '咖啡拉花',
  '亲子阅读',
  '极简收纳',
  '露营美食',
]
const zhPrefixes = [
  '新手',
  '三分钟看懂',
  '别再踩坑',
  '一周实测',
  '普通人',
  '低预算',
  '进阶',
  '冷知识',
  '真实体验',
  '保姆级',
]
const zhFiller = [
  '镜头',
  '开场',
  '观众',
  '节奏',
  '今天',
  '我们',
  '分享',
  '真的',
  '推荐',
  '细节',
  '画面',
  '特写',
  '字幕',
  '转场',
  '结尾',
  '点赞',
  '关注',
  '评论区',
  '收藏',
  '一起',
  '方法',
  '步骤',
  '对比',
  '价格',
  '效果',
  '体验',
  '建议',
  '问题',
  '答案',
  '简单',
  '其实',
  '很多人',
  '注意',
  '重点',
  '第一',
  '第二',
  '最后',
  '时间',
  '预算',
  '经验',
  '日常',
  '生活',
  '朋友',
  '工具',
  '清单',
  '误区',
  '技巧',
  '成本',
  '数据',
  '理由',
]
const enTopics = [
  'Budget Phones',
  'Pour Over Coffee',
  'Camping Gear',
  'Home Workouts',
  'Meal Prep',
  'Study Hacks',
  'Film Cameras',
  'City Cycling',
  'Skincare Basics',
  'Side Hustles',
]
const enFiller = [
  'camera',
  'today',
  'really',
  'simple',
  'quick',
  'viewers',
  'detail',
  'shot',
  'caption',
  'cut',
  'ending',
  'follow',
  'comment',
  'save',
  'price',
  'result',
  'tip',
  'mistake',
  'budget',
  'routine',
  'honest',
  'review',
  'first',
  'second',
  'finally',
  'because',
  'people',
  'change',
  'story',
  'moment',
]

const arr = (words: string[]) => `(ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])`

/**
 * Seeds users and scripts with set-based SQL: the scripts are assembled once into an unlogged
 * staging table, then copied into script_conversations (search_text as the trigger would compute
 * it) and script_messages with triggers and foreign-key checks off (session_replication_role), and
 * every secondary index is dropped before and rebuilt after the load, as pg_indexes defines them.
 */
async function seed(database: Database, total: number) {
  const others = 99
  const started = performance.now()
  const step = async (label: string, query: string) => {
    const at = performance.now()
    await exec(database, query)
    console.log(`    ${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`)
  }
  await exec(
    database,
    `
    INSERT INTO users (email, password_hash, nickname)
    SELECT 'bench-' || u || '@example.com', 'x', 'Bench ' || u FROM generate_series(0, ${others}) u`,
  )
  const indexes = (
    await exec(
      database,
      `
    SELECT indexname, indexdef FROM pg_indexes
    WHERE tablename IN ('script_conversations', 'script_messages') AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
    )
  ).rows as { indexname: string; indexdef: string }[]
  for (const { indexname } of indexes) await exec(database, `DROP INDEX ${indexname}`)
  // Script n belongs to the measured creator (bench-0) for n <= mine, else to one of 99 others;
  // one current version each: Markdown sections of topic words and filler, ~700 zh / ~2,500 en characters.
  await step(
    'assemble scripts',
    `
    CREATE UNLOGGED TABLE bench_scripts AS
    WITH u AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS k FROM users WHERE email LIKE 'bench-%'),
    s AS (
      SELECT n, n % 5 = 0 AS en, CASE WHEN n <= ${mine} THEN 0 ELSE 1 + n % ${others} END AS owner
      FROM generate_series(1, ${total}) n
    )
    SELECT gen_random_uuid() AS id, gen_random_uuid() AS message_id, u.id AS user_id, t.title, t.topic, t.platform, t.lang,
      now() - make_interval(mins => s.n) AS created_at, now() - make_interval(mins => s.n) + make_interval(secs => s.n % 97) AS updated_at,
      body.content
    FROM s JOIN u ON u.k = s.owner
    CROSS JOIN LATERAL (SELECT
      CASE WHEN s.en THEN ${arr(enTopics)}[1 + (s.n / 5) % ${enTopics.length}] ELSE ${arr(zhTopics)}[1 + (s.n / 5) % ${zhTopics.length}] END AS topic,
      (ARRAY['douyin','bilibili','weibo','xiaohongshu','tiktok','youtube_shorts'])[1 + s.n % 6] AS platform,
      CASE WHEN s.en THEN 'en' ELSE 'zh' END AS lang, abs(hashtext(s.n::text)) AS h) base
    CROSS JOIN LATERAL (SELECT base.*,
      CASE WHEN s.en THEN base.topic || ' #' || s.n ELSE ${arr(zhPrefixes)}[1 + (s.n / 7) % ${zhPrefixes.length}] || '｜' || base.topic || ' 第' || s.n || '期' END AS title) t
    CROSS JOIN LATERAL (
      SELECT string_agg(
        CASE WHEN k % 40 = 1 THEN E'\\n\\n## ' || (ARRAY['开场钩子','正文','镜头','行动号召','话题标签','封面文字'])[1 + (k / 40) % 6] || E'\\n- ' ELSE '' END
        || CASE WHEN k % 17 = 0 THEN t.topic
                WHEN s.en THEN ${arr(enFiller)}[1 + (t.h / k + k * 31) % ${enFiller.length}] || ' '
                ELSE ${arr(zhFiller)}[1 + (t.h / k + k * 31) % ${zhFiller.length}] END, '') AS content
      FROM generate_series(1, 240) k
    ) body`,
  )
  await exec(database, 'SET session_replication_role = replica')
  await step(
    'copy into script_conversations',
    `
    INSERT INTO script_conversations (id, user_id, title, topic, brief, platform, format, language, current_message_id, search_text, created_at, updated_at)
    SELECT id, user_id, title, topic, jsonb_build_object('topic', topic, 'platform', platform, 'format', 'talking_head', 'language', lang),
      platform, 'talking_head', lang, message_id, lower(concat_ws(E'\\n', title, topic, content)), created_at, updated_at
    FROM bench_scripts`,
  )
  await step(
    'copy into script_messages',
    `
    INSERT INTO script_messages (id, conversation_id, user_id, role, content, status, version, engine, created_at, updated_at)
    SELECT message_id, id, user_id, 'assistant', content, 'complete', 1, 'bench', updated_at, updated_at FROM bench_scripts`,
  )
  await exec(database, 'SET session_replication_role = DEFAULT')
  await exec(database, 'DROP TABLE bench_scripts')
  const seeded = performance.now()
  await exec(database, `SET maintenance_work_mem = '${database.kind === 'pglite' ? '512MB' : '1GB'}'`)
  for (const { indexname, indexdef } of indexes) await step(`index ${indexname}`, indexdef)
  await step('vacuum analyze', 'VACUUM ANALYZE script_conversations')
  await exec(database, 'VACUUM ANALYZE script_messages')
  await exec(database, 'RESET maintenance_work_mem')
  const stats = (
    await exec(
      database,
      `
    SELECT count(*) AS rows, avg(length(m.content))::int AS avg_chars,
      pg_size_pretty(pg_total_relation_size('script_conversations')) AS conversations_size,
      pg_size_pretty(pg_relation_size('script_conversations_search_idx')) AS search_index_size
    FROM script_conversations c JOIN script_messages m ON m.id = c.current_message_id`,
    )
  ).rows[0]
  console.log(
    `  seeded ${stats.rows} scripts (avg ${stats.avg_chars} chars per version) in ${((seeded - started) / 1000).toFixed(0)} s, indexes in ${((performance.now() - seeded) / 1000).toFixed(0)} s; table with indexes ${stats.conversations_size}, search index ${stats.search_index_size}`,
  )
}

const cases: { name: string; kind: 'list' | 'search'; query: Record<string, unknown> }[] = [
  { name: 'list newest p1 (20)', kind: 'list', query: { pageSize: 20 } },
  { name: 'list oldest p1 (20)', kind: 'list', query: { pageSize: 20, sort: 'oldest' } },
  { name: 'list p50 (20)', kind: 'list', query: { pageSize: 20, page: 50 } },
  { name: 'list last page (20)', kind: 'list', query: { pageSize: 20, page: Math.ceil(mine / 20) } },
  { name: 'list platform=weibo p1', kind: 'list', query: { pageSize: 20, platform: 'weibo' } },
  { name: 'search title fragment 第4242期', kind: 'search', query: { q: '第4242期', pageSize: 20 } },
  { name: 'search no match 区块链', kind: 'search', query: { q: '区块链', pageSize: 20 } },
  { name: 'search no match 2-char 奶茶', kind: 'search', query: { q: '奶茶', pageSize: 20 } },
  { name: 'search 2-char 咖啡', kind: 'search', query: { q: '咖啡', pageSize: 20 } },
  { name: 'search 2-char filler 镜头', kind: 'search', query: { q: '镜头', pageSize: 20 } },
  { name: 'search 3-char 评论区', kind: 'search', query: { q: '评论区', pageSize: 20 } },
  { name: 'search en any case "pour OVER"', kind: 'search', query: { q: 'pour OVER', pageSize: 20 } },
  { name: 'search 4-char 手冲咖啡', kind: 'search', query: { q: '手冲咖啡', pageSize: 20 } },
  { name: 'search 手冲咖啡 oldest', kind: 'search', query: { q: '手冲咖啡', pageSize: 20, sort: 'oldest' } },
  { name: 'search 咖啡 platform=weibo', kind: 'search', query: { q: '咖啡', pageSize: 20, platform: 'weibo' } },
  { name: 'search 咖啡 page 10', kind: 'search', query: { q: '咖啡', pageSize: 20, page: 10 } },
  { name: 'search 评论区 page 50', kind: 'search', query: { q: '评论区', pageSize: 20, page: 50 } },
]

/** The share of the creator's scripts (in the platform, if any) that match, by reading them all. */
async function shareOf(database: Database, userId: string, q: string, platform?: string) {
  const rows = await selectRows<{ share: string }>(
    database.db,
    sql`
    SELECT 100.0 * count(*) FILTER (WHERE strpos(search_text, ${q.toLowerCase()}) > 0) / count(*) AS share
    FROM script_conversations WHERE user_id = ${userId} AND (${platform ?? null}::text IS NULL OR platform = ${platform ?? null})`,
  )
  return Number(rows[0].share)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function measure(database: Database, label: string) {
  const [{ id }] = (await exec(database, "SELECT id FROM users WHERE email = 'bench-0@example.com'")).rows as {
    id: string
  }[]
  const user = { id } as UserRow
  console.log(`\n${label}: one creator with ${mine} scripts; ${runs} runs per case after 3 warm-ups (ms)`)
  console.log(
    `  ${'case'.padEnd(34)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}  total (share of the creator's scripts)`,
  )
  const all = { list: [] as number[], search: [] as number[] }
  for (const c of cases.filter((entry) => args.only === 'all' || entry.kind === args.only)) {
    const query = scriptListQuerySchema.parse(c.query)
    let total = 0
    let exact = true
    const times: number[] = []
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now()
      const result = await searchScripts(database.db, user, query)
      if (i >= 3) times.push(performance.now() - started)
      total = result.total
      exact = result.total_exact
    }
    times.sort((a, b) => a - b)
    all[c.kind].push(...times)
    const share = query.q ? ` (${(await shareOf(database, id, query.q, query.platform)).toFixed(1)}%)` : ''
    console.log(
      `  ${c.name.padEnd(34)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)}  ${total}${exact ? '' : '+'}${share}`,
    )
    if (args.explain && database.kind === 'postgres') await explain(database, user, query)
  }
  for (const kind of ['list', 'search'] as const) {
    const sorted = all[kind].sort((a, b) => a - b)
    if (sorted.length === 0) continue
    console.log(
      `  ALL ${kind.padEnd(30)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 95).toFixed(1).padStart(8)} ${sorted.at(-1)!.toFixed(1).padStart(8)}`,
    )
  }
}

/** The plans behind a case (with --explain), through a plain client with the same SQL drizzle sends. */
async function explain(database: Database, user: UserRow, query: ReturnType<typeof scriptListQuerySchema.parse>) {
  const logged: { sql: string; params: unknown[] }[] = []
  const { db } = database as unknown as { db: { $client: pg.Pool } }
  const pool = db.$client
  const realQuery = pool.query.bind(pool)
  ;(pool as unknown as { query: unknown }).query = (
    text: string | { text: string; values: unknown[] },
    values?: unknown[],
  ) => {
    const t = typeof text === 'string' ? text : text.text
    const v = values ?? (typeof text === 'string' ? [] : text.values)
    logged.push({ sql: t, params: v ?? [] })
    return realQuery(text as never, values as never)
  }
  await searchScripts(database.db, user, query)
  ;(pool as unknown as { query: unknown }).query = realQuery
  for (const { sql: text, params } of logged) {
    const plan = await realQuery(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params as never)
    console.log(plan.rows.map((r: Record<string, string>) => `      ${r['QUERY PLAN']}`).join('\n'))
  }
}

async function benchPostgres() {
  const name = `hookline_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres({ url: url.toString(), poolSize: 4 })
  try {
    const total = Math.max(mine, Number(args.total))
    const version = (await exec(database, 'SHOW server_version')).rows[0].server_version
    console.log(`\nPostgreSQL ${version} (${name}): seeding ${total} scripts`)
    await seed(database, total)
    await measure(database, `PostgreSQL, ${total} scripts in the table`)
  } finally {
    await database.close()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

async function benchPglite() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-bench-'))
  const database = await openPglite({ dataDir: folder })
  try {
    const total = Math.max(mine, Number(args['pglite-total']))
    console.log(
      `\nPGlite (${folder}): seeding ${total} scripts — not 1M: seeding and indexing 1M scripts of this size in single-threaded WASM is impractical on this 2-core machine`,
    )
    await seed(database, total)
    await measure(database, `PGlite, ${total} scripts in the table`)
  } finally {
    await database.close()
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

console.log(`History search bench: ${os.cpus().length} CPUs, Node ${process.version}`)
if (args.target !== 'pglite') await benchPostgres()
if (args.target !== 'postgres') await benchPglite()
