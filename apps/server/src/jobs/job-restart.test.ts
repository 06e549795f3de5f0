import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import readline from 'node:readline'
import type pg from 'pg'
import { openTestDatabase, testSecretBox } from '../../test/test-context'
import { spawnServer } from '../../test/spawn-server'
import { openPglite, type Database } from '../db/client'
import { selectRows } from '../db/raw-rows'
import { loadConfig } from '../env'
import { createLogger } from '../lib/logger'
import { createMailer } from '../lib/mailer/mailer'
import { RateLimiter } from '../lib/rate-limit'
import { registerJob, startJobs } from './job-system'
import { reply, startReplayServer, type ReplayServer } from '../trending/testing/upstream-replay-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-jobs-'))
let upstream: ReplayServer
beforeAll(async () => {
  upstream = await startReplayServer()
})
afterAll(async () => {
  await upstream.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/**
 * The embedded database's one server is SIGKILLed while a scheduled refresh hangs on an upstream;
 * the next start retries that very job (the period already has its job, so nothing else fetches).
 */
describe('a job cut off by SIGKILL (PGlite)', () => {
  it('is retried after the restart and completes', async () => {
    const env = { DATA_DIR: dataDir, ...upstream.env(), TRENDING_TIMEOUT_MS: '30000', TRENDING_REFRESH_MINUTES: '60' }
    upstream.serveRecordedPayloads()
    upstream.on('bilibili', reply.hang())
    const first = await spawnServer(env)
    for (let i = 0; i < 200 && !upstream.requests.some((r) => r.platform === 'bilibili'); i++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(upstream.requests.filter((r) => r.platform === 'bilibili')).toHaveLength(1)
    first.process.kill('SIGKILL')
    await first.exited

    upstream.serveRecordedPayloads()
    const second = await spawnServer(env)
    try {
      for (let i = 0; i < 300 && upstream.requests.filter((r) => r.platform === 'bilibili').length < 2; i++)
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(second.output.some((line) => line.includes('job attempts cut off by the previous run retried'))).toBe(true)
    } finally {
      second.process.kill('SIGTERM')
      await second.exited
    }

    const database = await openPglite({ dataDir })
    try {
      const jobs = await selectRows<{ state: string; retry_count: number; output: { message?: string } | null }>(
        database.db,
        sql`SELECT state, retry_count, output FROM pgboss.job WHERE name = 'trending-refresh-bilibili' AND started_on IS NOT NULL`,
      )
      // One job, started twice: cut off, then completed by its retry.
      expect(jobs).toHaveLength(1)
      expect(jobs[0]).toMatchObject({ state: 'completed', retry_count: 1 })
      const [snapshot] = await selectRows<{ n: number }>(
        database.db,
        sql`SELECT jsonb_array_length(items)::int AS n FROM trending_snapshots WHERE platform = 'bilibili'`,
      )
      expect(snapshot?.n).toBe(14)
    } finally {
      await database.close()
    }
    expect(upstream.requests.filter((r) => r.platform === 'bilibili')).toHaveLength(2)
  }, 120_000)
})

const serverDir = path.resolve(import.meta.dirname, '../..')

/**
 * A node of its own (a child process with the job system, on the same PostgreSQL database) whose
 * one job hangs: it prints its attempt, and is SIGKILLed mid-run by the test.
 */
function startHangingNode(url: string) {
  const code = `
    import { openPostgres } from ${JSON.stringify(path.join(serverDir, 'src/db/client.ts'))}
    import { registerJob, startJobs } from ${JSON.stringify(path.join(serverDir, 'src/jobs/job-system.ts'))}
    import { loadConfig } from ${JSON.stringify(path.join(serverDir, 'src/env.ts'))}
    import { createLogger } from ${JSON.stringify(path.join(serverDir, 'src/lib/logger.ts'))}
    const probe = registerJob({
      name: 'sigkill-probe', expireInSeconds: 2, retryLimit: 2, retryDelaySeconds: 1,
      handler: async ({ retryCount }) => { console.log('attempt ' + retryCount); await new Promise(() => {}) },
    })
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
    const database = await openPostgres({ url: ${JSON.stringify(url)}, poolSize: 2 })
    await startJobs({ config, database, logger: createLogger(config) }, { jobs: [probe.spec], pollingIntervalSeconds: 0.5 })
    await probe.send(database, {})
  `
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  readline.createInterface({ input: child.stdout }).on('line', (line) => lines.push(line))
  readline.createInterface({ input: child.stderr }).on('line', (line) => lines.push(line))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return { child, lines, exited }
}

/** On PostgreSQL another node may still be running an attempt, so the job's expiry decides: then any node retries it. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a job cut off by SIGKILL (PostgreSQL, two nodes)', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase('postgres')
  })
  afterAll(async () => {
    await database?.close()
  })

  it('is retried by the other node once its expiry has passed, and completes there', async () => {
    const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!
    const node = startHangingNode(url)
    try {
      for (let i = 0; i < 600 && !node.lines.includes('attempt 0'); i++)
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(node.lines).toContain('attempt 0')
    } finally {
      node.child.kill('SIGKILL')
      await node.exited
    }

    const attempts: number[] = []
    const probe = registerJob({
      name: 'sigkill-probe',
      expireInSeconds: 2,
      retryLimit: 2,
      retryDelaySeconds: 1,
      handler: async ({ retryCount }) => {
        attempts.push(retryCount)
      },
    })
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
    const logger = createLogger(config)
    const survivor = await startJobs(
      {
        config,
        database,
        logger,
        rateLimiter: new RateLimiter(database.db),
        secrets: testSecretBox(),
        mailer: createMailer({ from: config.MAIL_FROM, logger }),
      },
      // pg-boss's maintenance (expiring lost attempts) every second instead of every minute.
      { jobs: [probe.spec], pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
    )
    try {
      for (let i = 0; i < 400 && attempts.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      await survivor.stop()
    }
    expect(attempts).toEqual([1])
    const jobs = await selectRows<{ state: string; retry_count: number }>(
      database.db,
      sql`SELECT state, retry_count FROM pgboss.job WHERE name = 'sigkill-probe'`,
    )
    expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }])
  }, 60_000)
})
