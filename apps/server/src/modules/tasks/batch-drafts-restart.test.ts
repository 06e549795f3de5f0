import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import type { DraftJob, ScriptDetail, ScriptMessage, Task } from '@hookline/contract'
import { startFakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { databaseKinds } from '../../../test/test-context'
import { spawnServer } from '../../../test/spawn-server'

const folders: string[] = []
const databases: string[] = []
afterAll(async () => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  for (const name of databases) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
})

/**
 * Where a spawned server keeps its data: a PGlite folder of its own, or a fresh database on the
 * test PostgreSQL. NODE_ID stays the same across the restart, as a restarted container's does.
 */
async function storage(kind: string): Promise<Record<string, string>> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-drafts-'))
    folders.push(dir)
    return { DATA_DIR: dir }
  }
  const name = `hookline_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  databases.push(name)
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-drafts-'))
  folders.push(dir)
  return { DATABASE_URL: url.toString(), DATA_DIR: dir, NODE_ID: 'drafts-node-1' }
}

async function api<T>(url: string, token: string | null, method: string, route: string, body?: unknown) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return ((await res.json()) as { data: T }).data
}
const drafts = async (url: string, token: string) =>
  (await api<{ items: DraftJob[] }>(url, token, 'GET', '/api/tasks/drafts')).items
const register = async (url: string, email: string) =>
  (await api<{ token: string }>(url, null, 'POST', '/api/auth/register', { email, password: 'correct-horse' })).token

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await what()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
const ended = (items: DraftJob[]) => items.every((d) => d.status === 'done' || d.status === 'failed')

describe.each(databaseKinds)('batch drafts across a SIGKILL and a SIGTERM on %s', (kind) => {
  it('ends every draft done or failed after a SIGKILL and a restart, none written or planned twice', async () => {
    // Slow offline lines, so the kill lands while drafts are being written.
    const env = { ...(await storage(kind)), TRENDING_REFRESH_MINUTES: '0', AI_OFFLINE_LINE_DELAY_MS: '40' }
    const first = await spawnServer(env)
    const token = await register(first.url, 'restart@example.com')
    const topics = Array.from({ length: 10 }, (_, i) => ({ topic: `重启测试 第${i + 1}个话题` }))
    await api(first.url, token, 'POST', '/api/tasks/drafts', { topics, platform: 'douyin', duration_seconds: 30 })
    await until(
      () => drafts(first.url, token),
      (items) => items.some((d) => d.status === 'done') && items.some((d) => d.status === 'writing'),
    )
    first.process.kill('SIGKILL')
    await first.exited

    const second = await spawnServer(env)
    try {
      const items = await until(() => drafts(second.url, token), ended)
      expect(items).toHaveLength(10)
      expect(items.filter((d) => d.status === 'done')).toHaveLength(10)
      expect(items.some((d) => d.attempts === 2)).toBe(true)
      const plan = (await api<{ items: Task[] }>(second.url, token, 'GET', '/api/tasks')).items
      expect(plan).toHaveLength(10)
      expect(new Set(plan.map((task) => task.script?.id)).size).toBe(10)
      for (const draft of items) {
        const script = await api<ScriptDetail>(second.url, token, 'GET', `/api/scripts/${draft.script_id}`)
        const complete = script.messages.filter((m) => m.role === 'assistant' && m.status === 'complete')
        expect(complete).toHaveLength(1)
      }
    } finally {
      second.process.kill('SIGTERM')
      await second.exited
    }
  }, 180_000)

  it('on SIGTERM lets a draft finish within the limit, stops the one past it with its hold released, and writes it after the restart; credits exact', async () => {
    const model = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND), eventDelayMs: 5 })
    const env = {
      ...(await storage(kind)),
      TRENDING_REFRESH_MINUTES: '0',
      AI_BASE_URL: model.baseURL,
      AI_MODEL: 'fake-model',
      SIGNUP_CREDITS: '5',
      CREDITS_PER_GENERATION: '1',
    }
    try {
      const server = await spawnServer(env)
      const token = await register(server.url, 'drain-drafts@example.com')
      // The first draft streams for about three seconds and finishes inside the drain; the second
      // sends a few tokens and then nothing, so the drain's limit ends it. Three seconds, not one:
      // the second worker may wait out a polling interval before it fetches its draft, and both
      // must be writing when the SIGTERM lands.
      model.answerNext(
        { kind: 'replay', tokens: tokensOf(SOUND), eventDelayMs: 30 },
        { kind: 'replay', tokens: tokensOf(SOUND), stallAfter: 3 },
      )
      await api(server.url, token, 'POST', '/api/tasks/drafts', {
        topics: [{ topic: '通勤穿搭怎么选' }, { topic: '通勤穿搭三招' }],
        platform: 'douyin',
        duration_seconds: 30,
      })
      await until(
        async () => ({ items: await drafts(server.url, token), requests: model.requests.length }),
        ({ items, requests }) => requests >= 2 && items.every((d) => d.status === 'writing'),
        20_000,
      )
      const stopAt = Date.now()
      server.process.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      const stopMs = Date.now() - stopAt
      expect(stopMs).toBeGreaterThanOrEqual(5500)
      expect(stopMs).toBeLessThan(9500)
      expect(server.output.join('\n')).toMatch(/stopped by the shutdown is queued again/)

      const again = await spawnServer(env)
      try {
        // The drain saved the stopped version: nothing was left streaming for this start to release.
        expect(again.output.join('\n')).not.toMatch(/left streaming by a previous run/)
        const items = await until(() => drafts(again.url, token), ended, 60_000)
        expect(items.map((d) => d.status)).toEqual(['done', 'done'])
        const versions = async (draft: DraftJob) =>
          (await api<ScriptDetail>(again.url, token, 'GET', `/api/scripts/${draft.script_id}`)).messages.filter(
            (m: ScriptMessage) => m.role === 'assistant',
          )
        // Which draft got the stalled answer depends on which asked first: one of each, in any order.
        const histories = await Promise.all(
          items.map(async (draft) =>
            (await versions(draft)).map((m) => [m.status, m.incomplete_reason, m.credits_charged]),
          ),
        )
        const finished = [['complete', null, 1]]
        // The stopped version, kept incomplete and free, then the one written after the restart.
        const resumed = [
          ['incomplete', 'interrupted', 0],
          ['complete', null, 1],
        ]
        expect(histories).toHaveLength(2)
        expect(histories).toContainEqual(finished)
        expect(histories).toContainEqual(resumed)
        const me = await api<{ credits: { left_credits: number } }>(again.url, token, 'GET', '/api/auth/getUserInfo')
        expect(me.credits.left_credits).toBe(3)
        const plan = (await api<{ items: Task[] }>(again.url, token, 'GET', '/api/tasks')).items
        expect(plan).toHaveLength(2)
      } finally {
        again.process.kill('SIGTERM')
        await again.exited
      }
    } finally {
      await model.close()
    }
  }, 180_000)
})
