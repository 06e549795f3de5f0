/**
 * Rank history at scale (Hot Discoveries' momentum): 30 days of refreshes every 10 minutes for the
 * three platforms, 50 items each (3 × 4,320 refreshes × 50 = 648,000 rows), seeded in bulk; then
 *
 *   - momentum of one list of 50 items (sparklines, first seen, peak, hourly change): what a cache
 *     miss of GET /api/trending costs per platform, p50/p95 (targets: PostgreSQL < 20 ms, PGlite < 60 ms);
 *   - GET /api/trending's list of all three platforms through the service, cold (new snapshots) and warm;
 *   - the cost of one refresh's save (snapshot upsert + 50 history rows, one transaction), and of
 *     one retention run;
 *   - cross-platform grouping precision and recall on the labelled pairs
 *     (apps/server/test/fixtures/trending/same-story-pairs.json): the chosen bigram overlap beside
 *     an exact normalised key and pg_trgm's similarity.
 *
 *   npx tsx bench/trend-history.ts [--target both|pglite|postgres] [--days 30] [--runs 60] [--explain] [--no-vacuum]
 *
 * Items churn as lists do: each of the 50 slots holds an item for 1 to 73 hours before the next
 * one takes it, and the ranks rotate by one place an hour, so items rise and fall. Titles are
 * unrelated to each other (a hash of the key), so no two items read as one story.
 * PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), in a
 * database of its own, dropped at the end. PGlite: a temporary folder, removed at the end.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { TREND_PLATFORMS, type TrendItem, type TrendPlatform } from '@hookline/contract'
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client'
import { selectRows } from '../apps/server/src/db/raw-rows'
import { trendingSnapshots } from '../apps/server/src/db/schema'
import { loadConfig } from '../apps/server/src/env'
import { createLogger } from '../apps/server/src/lib/logger'
import { computeMomentum, readListHistory } from '../apps/server/src/modules/trending/momentum'
import { purgeTrendHistory } from '../apps/server/src/modules/trending/trend-history'
import { createTrendingService } from '../apps/server/src/modules/trending/trending.service'
import { createTrendingStore } from '../apps/server/src/modules/trending/trending-store'
import { normaliseWord, trendItemKey } from '../apps/server/src/trending/item-key'
import {
  prepareStoryTitle,
  SAME_STORY_MIN_OVERLAP,
  storySimilarity,
  storyText,
} from '../apps/server/src/trending/same-story'

const { values: args } = parseArgs({
  options: {
    target: { type: 'string', default: 'both' },
    days: { type: 'string', default: '30' },
    runs: { type: 'string', default: '60' },
    explain: { type: 'boolean', default: false },
    'no-vacuum': { type: 'boolean', default: false },
  },
})
const days = Math.max(1, Number(args.days))
const runs = Math.max(10, Number(args.runs))
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REFRESH_MS = 10 * 60_000
const LIST = 50
const refreshes = days * 144
/** The last seeded refresh, on a bucket boundary; "now" is 5 minutes later. */
const END = Date.UTC(2026, 10, 28, 12, 0)
const START = END - (refreshes - 1) * REFRESH_MS
const NOW = END + 5 * 60_000

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
const logger = createLogger(config)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`
}
/**
 * Wall time, and this process's CPU time (user + system): on PGlite the database runs in this
 * process, so its CPU time is the cost of the work even when a busy machine stretches the wall time.
 */
const summary = ({ wall, cpu }: { wall: number[]; cpu: number[] }) =>
  `wall ${stats(wall)}, max ${Math.max(...wall).toFixed(1)} ms; process CPU ${stats(cpu)}`

async function timed(count: number, work: (index: number) => Promise<unknown>) {
  const wall: number[] = []
  const cpu: number[] = []
  for (let index = 0; index < count + 3; index++) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    await work(index)
    const used = process.cpuUsage(cpuStarted)
    if (index >= 3) {
      wall.push(performance.now() - started)
      cpu.push((used.user + used.system) / 1000)
    }
  }
  return { wall, cpu }
}

/**
 * One day of rows per statement, set-based. Slot k holds an item for `life` refreshes (6 to 438:
 * 1 to 73 hours), then the next item takes the slot; rank rotates one place an hour.
 */
async function seed(database: Database) {
  const started = performance.now()
  for (let day = 0; day < days; day++) {
    const from = day * 144
    const to = Math.min(refreshes, from + 144) - 1
    await database.db.execute(sql`
      INSERT INTO trend_history (platform, item_key, title, rank, hot_value, url, fetched_at)
      SELECT p, key, '话题' || left(md5(key), 10), rank, 1000000 - rank * 1000 + r,
             'https://example.com/' || key, ${new Date(START).toISOString()}::timestamptz + r * interval '10 minutes'
      FROM unnest(${sql.raw(`ARRAY['bilibili','weibo','douyin']`)}) AS p,
           generate_series(${from}::int, ${to}::int) AS r,
           generate_series(1, ${LIST}) AS k,
           LATERAL (SELECT 6 + (k * 53) % 433 AS life) AS l,
           LATERAL (SELECT p || '-' || k || '-' || ((r + k * 11) / life) AS key,
                           ((k - 1 + r / 6) % ${LIST}) + 1 AS rank) AS item`)
  }
  const [{ rows }] = await selectRows<{ rows: string }>(database.db, sql`SELECT count(*) AS rows FROM trend_history`)
  console.log(`  seeded ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  // What autovacuum does on PostgreSQL and the retention job does on PGlite (which has no autovacuum).
  if (args['no-vacuum']) {
    await database.db.execute(sql`ANALYZE trend_history`)
    return console.log('  not vacuumed (--no-vacuum): ANALYZE only')
  }
  const vacuumStarted = performance.now()
  await database.db.execute(sql`VACUUM (ANALYZE) trend_history`)
  console.log(`  VACUUM (ANALYZE) trend_history: ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`)
}

/** The last refresh of a platform as its snapshot shows it. */
async function latestList(database: Database, platform: TrendPlatform): Promise<TrendItem[]> {
  const rows = await selectRows<{ item_key: string; title: string; rank: number; hot_value: string }>(
    database.db,
    sql`SELECT item_key, title, rank, hot_value FROM trend_history
        WHERE platform = ${platform} AND fetched_at = ${new Date(END).toISOString()}::timestamptz ORDER BY rank`,
  )
  // Douyin/Weibo key by the normalised word: the seeded keys are their own titles there.
  return rows.map((row) => ({
    platform,
    rank: Number(row.rank),
    title: platform === 'bilibili' ? row.title : row.item_key,
    url:
      platform === 'bilibili'
        ? `https://www.bilibili.com/video/${row.item_key}`
        : `https://example.com/${row.item_key}`,
    hot_value: Number(row.hot_value),
  }))
}

async function measure(database: Database, label: string) {
  console.log(`\n${label}`)
  await seed(database)
  // The seeded keys are opaque ("weibo-7-12"); the app keys Weibo/Douyin rows by their word and
  // Bilibili rows by bvid, so the lists below use the seeded key as word/bvid to hit the same rows.
  for (const platform of TREND_PLATFORMS) {
    const items = await latestList(database, platform)
    const keys = new Set(items.map(trendItemKey))
    if (platform !== 'bilibili' && ![...keys].every((key) => key === normaliseWord(key))) throw new Error('bad keys')
  }

  const lists = new Map<TrendPlatform, TrendItem[]>()
  for (const platform of TREND_PLATFORMS) lists.set(platform, await latestList(database, platform))
  const douyin = lists.get('douyin')!
  const keysOf = (items: TrendItem[]) => items.map((item) => item.title)
  // Bilibili items' keys here are not bvids: measure on the word-keyed platforms, as the service reads them.
  const momentumTimes = await timed(runs, async (index) => {
    const platform = index % 2 === 0 ? 'douyin' : 'weibo'
    const items = lists.get(platform)!
    const history = await readListHistory(database.db, platform, items, END, NOW)
    const momentum = computeMomentum(items, END, NOW, history)
    if (momentum.length !== LIST || history.lifetimes.size !== LIST) throw new Error('momentum missed items')
  })
  console.log(`  momentum of one list of ${LIST} (24 h spark, first seen, peak, 1 h change): ${summary(momentumTimes)}`)
  if (args.explain) await explain(database, keysOf(douyin))
  const sample = computeMomentum(douyin, END, NOW, await readListHistory(database.db, 'douyin', douyin, END, NOW))
  const minutes = sample.map((m) => m.minutes_on_list).sort((a, b) => a - b)
  console.log(
    `    (douyin now: ${sample.filter((m) => m.direction === 'new').length} new, ` +
      `${sample.filter((m) => m.direction === 'rising').length} rising, ` +
      `${sample.filter((m) => m.direction === 'falling').length} falling; median time on list ${minutes[25]} min)`,
  )

  // The whole GET /api/trending: snapshots in place, then a cold service (cache miss) per run.
  for (const [platform, items] of lists) {
    const values = { items, fetchedAt: new Date(END), sample: false, lastAttemptAt: new Date(END), lastError: null }
    await database.db
      .insert(trendingSnapshots)
      .values({ platform, ...values })
      .onConflictDoUpdate({ target: trendingSnapshots.platform, set: values })
  }
  const service = () => createTrendingService({ config, database, logger, now: () => NOW })
  const cold = await timed(Math.min(runs, 30), () => service().list('all'))
  const warmService = service()
  const warm = await timed(runs, () => warmService.list('all'))
  console.log(`  GET /api/trending, 3 platforms, momentum not cached: ${summary(cold)}`)
  console.log(`  GET /api/trending, 3 platforms, momentum cached:     ${summary(warm)}`)
  // An item's detail: its whole life, and the other platforms' items within a day of it.
  const longest = [...douyin].sort((a, b) => a.rank - b.rank)
  const details = await timed(Math.min(runs, 30), (index) =>
    warmService.detail('douyin', trendItemKey(longest[index % longest.length])),
  )
  console.log(`  GET /api/trending/items/douyin/{key} (whole life + appearances): ${summary(details)}`)

  // One refresh's save: snapshot upsert + 50 history rows in one transaction, on the full table.
  const store = createTrendingStore(database.db)
  const saves = await timed(Math.min(runs, 30), (index) => {
    const at = new Date(END + (index + 1) * REFRESH_MS)
    const items = douyin.map((item) => ({ ...item, title: `${item.title}${index % 7}` }))
    return store.saveSuccess('douyin', items, false, at)
  })
  console.log(`  one refresh saved (snapshot + ${LIST} history rows, one transaction): ${summary(saves)}`)

  // The retention job as scheduled (hourly): an hour of rows past the retention goes, then again
  // with nothing to delete. On PGlite both end with VACUUM (ANALYZE).
  for (const label of ['an hour past the retention', 'nothing to delete']) {
    const started = performance.now()
    const { deleted } = await purgeTrendHistory(database, new Date(START + days * 86_400_000 + 3_600_000), days)
    console.log(`  retention run, ${label}: ${deleted} rows deleted in ${(performance.now() - started).toFixed(0)} ms`)
  }
}

/** The plans of momentum's reads (--explain), as trend-history.ts sends them. */
async function explain(database: Database, keys: string[]) {
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )
  const sparkStart = new Date(NOW - 24 * 3_600_000).toISOString()
  const statements = [
    sql`SELECT item_key, date_bin('1800 seconds'::interval, fetched_at, 'epoch'::timestamptz) AS bucket, min(rank) FROM trend_history
        WHERE platform = 'douyin' AND item_key IN (${list}) AND fetched_at >= ${sparkStart}::timestamptz GROUP BY 1, 2`,
    sql`SELECT item_key, rank FROM trend_history WHERE platform = 'douyin' AND fetched_at = (
          SELECT max(fetched_at) FROM trend_history WHERE platform = 'douyin'
          AND fetched_at BETWEEN ${new Date(END - 7_200_000).toISOString()}::timestamptz
          AND ${new Date(END - 3_600_000).toISOString()}::timestamptz)`,
    sql`SELECT item_key, min(fetched_at), min(rank) FROM trend_history
        WHERE platform = 'douyin' AND item_key IN (${list}) GROUP BY item_key`,
  ]
  for (const statement of statements) {
    const plan = await selectRows<Record<string, string>>(database.db, sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`)
    console.log(plan.map((row) => `      ${Object.values(row)[0]}`).join('\n'))
  }
}

/** Precision and recall of each grouping on the labelled pairs, pg_trgm through this database. */
async function grouping(database: Database) {
  const file = path.join(import.meta.dirname, '../apps/server/test/fixtures/trending/same-story-pairs.json')
  const { pairs } = JSON.parse(fs.readFileSync(file, 'utf8')) as { pairs: { a: string; b: string; same: boolean }[] }
  const same = pairs.filter((pair) => pair.same).length
  console.log(`\n  grouping on ${pairs.length} labelled pairs (${same} same story, ${pairs.length - same} different):`)
  const report = (name: string, says: boolean[]) => {
    let tp = 0
    let fp = 0
    pairs.forEach((pair, index) => {
      if (says[index] && pair.same) tp++
      if (says[index] && !pair.same) fp++
    })
    const precision = tp + fp === 0 ? 0 : tp / (tp + fp)
    const recall = tp / same
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
    console.log(
      `    ${name.padEnd(44)} precision ${precision.toFixed(2)}  recall ${recall.toFixed(2)}  F1 ${f1.toFixed(2)}`,
    )
  }
  report(
    'normalised key (exact)',
    pairs.map((pair) => normaliseWord(pair.a) === normaliseWord(pair.b)),
  )
  const trgm: number[] = []
  for (const pair of pairs) {
    const [row] = await selectRows<{ s: number }>(
      database.db,
      sql`SELECT similarity(${storyText(pair.a)}, ${storyText(pair.b)}) AS s`,
    )
    trgm.push(Number(row.s))
  }
  for (const threshold of [0.3, 0.15, 0.1]) {
    report(
      `pg_trgm similarity >= ${threshold}`,
      trgm.map((score) => score >= threshold),
    )
  }
  const overlap = pairs.map((pair) => storySimilarity(prepareStoryTitle(pair.a), prepareStoryTitle(pair.b)))
  report(
    `bigram overlap >= ${SAME_STORY_MIN_OVERLAP} + numbers (chosen)`,
    overlap.map((s) => s >= SAME_STORY_MIN_OVERLAP),
  )
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
    const [{ server_version: version }] = await selectRows<{ server_version: string }>(
      database.db,
      sql`SHOW server_version`,
    )
    await measure(database, `PostgreSQL ${version}: ${days} days × 3 platforms × ${LIST} items every 10 minutes`)
    await grouping(database)
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
    await measure(database, `PGlite: ${days} days × 3 platforms × ${LIST} items every 10 minutes`)
    await grouping(database)
  } finally {
    await database.close()
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

// Timings on a shared machine depend on what else runs: the load average is printed beside them.
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
console.log(`Trend history bench: ${os.cpus().length} CPUs, Node ${process.version}, load average ${load()}`)
if (args.target !== 'pglite') await benchPostgres()
if (args.target !== 'postgres') await benchPglite()
console.log(`\nload average at the end: ${load()}`)
