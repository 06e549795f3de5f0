/**
 * Batch drafts on the job queue: what pg-boss costs per job, and how many offline
 * drafts a node writes a minute, on PGlite and on PostgreSQL.
 *
 *   npx tsx bench/batch-drafts.ts [--target both|pglite|postgres] [--drafts 100] [--concurrency 2]
 *
 * - queue overhead per job: --drafts no-op jobs inserted at once and worked to completion with the
 *   worker's own settings (batch of 1, 0.5 s polling, woken after each job), divided by their number; what a draft pays
 *   for being a durable job rather than a function call.
 * - drafts per minute: --drafts topics through POST /api/tasks/drafts and the real worker
 *   (scripts create → generation start/runWhole → a task), offline engine without line delays, from
 *   the request to the last task.
 *
 * PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
 * of its own is created and dropped. PGlite: in memory.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { createApp } from '../apps/server/src/app'
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client'
import { loadConfig } from '../apps/server/src/env'
import { startDraftWorker } from '../apps/server/src/jobs/draft-worker'
import { jobQueueFor } from '../apps/server/src/jobs/job-queue'
import { createLogger } from '../apps/server/src/lib/logger'
import { createMailer } from '../apps/server/src/lib/mailer/mailer'
import { RateLimiter } from '../apps/server/src/lib/rate-limit'
import { createSecretBox } from '../apps/server/src/lib/secret-box'

const { values: args } = parseArgs({
  options: {
    target: { type: 'string', default: 'both' },
    drafts: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '2' },
  },
})
const DRAFTS = Number(args.drafts)
const CONCURRENCY = Number(args.concurrency)
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function openBenchPostgres(): Promise<Database> {
  const name = `hookline_bench_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres({ url: url.toString(), poolSize: 10 })
  return {
    ...database,
    close: async () => {
      await database.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function queueOverhead(database: Database) {
  const boss = await jobQueueFor(database)
  await boss.createQueue('bench-noop', { name: 'bench-noop' })
  let done = 0
  // As the draft worker does: a finished job wakes its worker at once (jobs/draft-worker.ts).
  for (let i = 0; i < CONCURRENCY; i++) {
    let id = ''
    id = await boss.work('bench-noop', { batchSize: 1, pollingIntervalSeconds: 0.5 }, () => {
      done++
      boss.notifyWorker(id)
      return Promise.resolve()
    })
  }
  const started = performance.now()
  await boss.insert(Array.from({ length: DRAFTS }, (_, i) => ({ name: 'bench-noop', data: { i } })))
  while (done < DRAFTS) await sleep(5)
  const ms = performance.now() - started
  await boss.offWork('bench-noop')
  return ms / DRAFTS
}

async function draftsPerMinute(database: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AI_OFFLINE_LINE_DELAY_MS: '0' })
  const logger = createLogger(config)
  const deps = {
    config,
    database,
    logger,
    rateLimiter: new RateLimiter(database.db),
    secrets: createSecretBox(randomBytes(32)),
    mailer: createMailer({ smtpUrl: undefined, from: config.MAIL_FROM, logger }),
  }
  const app = createApp(deps)
  const worker = await startDraftWorker(deps, { concurrency: CONCURRENCY, pollingIntervalSeconds: 0.5 })
  const json = async (path: string, init: RequestInit = {}, token?: string) => {
    const res = await app.request(path, {
      ...init,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
    return ((await res.json()) as { data: unknown }).data as Record<string, unknown>
  }
  const { token } = (await json('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ email: `bench-${randomBytes(4).toString('hex')}@example.com`, password: 'correct-horse' }),
  })) as { token: string }
  const topics = Array.from({ length: DRAFTS }, (_, i) => ({ topic: `基准测试话题 ${i + 1}：周末去哪儿` }))
  const started = performance.now()
  // The API takes at most 20 topics a batch: as many batches as that needs, all at once.
  for (let i = 0; i < topics.length; i += 20)
    await json(
      '/api/tasks/drafts',
      {
        method: 'POST',
        body: JSON.stringify({ topics: topics.slice(i, i + 20), platform: 'douyin', duration_seconds: 30 }),
      },
      token,
    )
  const queuedMs = performance.now() - started
  for (;;) {
    const { items } = (await json('/api/tasks/drafts', {}, token)) as { items: { status: string }[] }
    if (items.length >= DRAFTS && items.every((item) => item.status === 'done' || item.status === 'failed')) {
      const failed = items.filter((item) => item.status === 'failed').length
      const ms = performance.now() - started
      await worker.stop()
      return { perMinute: (DRAFTS / ms) * 60_000, totalS: ms / 1000, queuedMs, failed }
    }
    await sleep(250)
  }
}

async function run(kind: 'pglite' | 'postgres') {
  const database = kind === 'pglite' ? await openPglite({}) : await openBenchPostgres()
  try {
    const overhead = await queueOverhead(database)
    const drafts = await draftsPerMinute(database)
    console.log(
      `${kind.padEnd(8)}  queue overhead ${overhead.toFixed(1)} ms/job (${DRAFTS} no-op jobs, ${CONCURRENCY} workers, 0.5 s polling)` +
        `  |  ${DRAFTS} offline drafts in ${drafts.totalS.toFixed(1)} s = ${drafts.perMinute.toFixed(0)} drafts/min` +
        ` (queued in ${drafts.queuedMs.toFixed(0)} ms, ${drafts.failed} failed)`,
    )
  } finally {
    await database.close()
  }
}

const targets = args.target === 'both' ? (['pglite', 'postgres'] as const) : [args.target as 'pglite' | 'postgres']
for (const target of targets) await run(target)
