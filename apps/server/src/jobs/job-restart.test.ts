import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnServer } from '../../test/spawn-server'
import { openPglite } from '../db/client'
import { selectRows } from '../db/raw-rows'
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
