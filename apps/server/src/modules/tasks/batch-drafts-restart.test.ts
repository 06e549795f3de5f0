import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { DraftJob, ScriptDetail, Task } from '@hookline/contract'
import { spawnServer } from '../../../test/spawn-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-drafts-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
// Slow offline lines, so the kill lands while drafts are being written.
const env = { DATA_DIR: dataDir, TRENDING_REFRESH_MINUTES: '0', AI_OFFLINE_LINE_DELAY_MS: '40' }

async function api<T>(url: string, token: string | null, method: string, route: string, body?: unknown) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return ((await res.json()) as { data: T }).data
}
const drafts = (url: string, token: string) => api<{ items: DraftJob[] }>(url, token, 'GET', '/api/tasks/drafts')

/** The embedded database's one server is SIGKILLed mid-batch and started again. */
describe('batch drafts across a SIGKILL (PGlite)', () => {
  it('ends every draft done or failed after the restart, none written or planned twice', async () => {
    const first = await spawnServer(env)
    const { token } = await api<{ token: string }>(first.url, null, 'POST', '/api/auth/register', {
      email: 'restart@example.com',
      password: 'correct-horse',
    })
    const topics = Array.from({ length: 10 }, (_, i) => ({ topic: `重启测试 第${i + 1}个话题` }))
    await api(first.url, token, 'POST', '/api/tasks/drafts', { topics, platform: 'douyin', duration_seconds: 30 })
    for (;;) {
      const { items } = await drafts(first.url, token)
      if (items.some((d) => d.status === 'done') && items.some((d) => d.status === 'writing')) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    first.process.kill('SIGKILL')
    await first.exited

    const second = await spawnServer(env)
    try {
      let ended: DraftJob[] = []
      const deadline = Date.now() + 90_000
      for (;;) {
        ended = (await drafts(second.url, token)).items
        if (ended.every((d) => d.status === 'done' || d.status === 'failed')) break
        if (Date.now() > deadline) throw new Error(JSON.stringify(ended.map((d) => d.status)))
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(ended).toHaveLength(10)
      expect(ended.filter((d) => d.status === 'done')).toHaveLength(10)
      expect(ended.some((d) => d.attempts === 2)).toBe(true)
      const plan = (await api<{ items: Task[] }>(second.url, token, 'GET', '/api/tasks')).items
      expect(plan).toHaveLength(10)
      expect(new Set(plan.map((task) => task.script?.id)).size).toBe(10)
      for (const draft of ended) {
        const script = await api<ScriptDetail>(second.url, token, 'GET', `/api/scripts/${draft.script_id}`)
        const complete = script.messages.filter((m) => m.role === 'assistant' && m.status === 'complete')
        expect(complete).toHaveLength(1)
      }
    } finally {
      second.process.kill('SIGTERM')
      await second.exited
    }
  }, 180_000)
})
