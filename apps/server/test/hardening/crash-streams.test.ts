import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeOpenAIServer } from '../../src/engines/testing/fake-openai-server'
import { spawnServer } from '../spawn-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-streams-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** SIGKILL during 5 streams, then a restart: the balance is usable and nothing spins as "streaming". */
describe('a crash during generations', () => {
  it('releases the credit holds and marks the versions incomplete on the next start', async () => {
    // The model sends a few tokens, then stays silent: every stream is mid-answer when the kill lands.
    const model = await startFakeOpenAIServer({ kind: 'replay', stallAfter: 3 })
    const env = {
      DATA_DIR: dataDir,
      TRENDING_REFRESH_MINUTES: '0',
      AI_BASE_URL: model.baseURL,
      AI_MODEL: 'fake-model',
      SIGNUP_CREDITS: '5',
      CREDITS_PER_GENERATION: '1',
      // Above the five streams, so the sixth is refused for its credits (402), not the cap.
      GENERATION_MAX_CONCURRENT_PER_USER: '10',
    }
    try {
      const first = await spawnServer(env)
      const api = (url: string, method: string, route: string, token?: string, body?: unknown, accept?: string) =>
        fetch(`${url}/api${route}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(accept ? { accept } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      const registered = await (
        await api(first.url, 'POST', '/auth/register', undefined, {
          email: 'crash@example.com',
          password: 'crash-password',
        })
      ).json()
      const token = registered.data.token as string
      const ids: string[] = []
      for (let i = 0; i < 5; i++) {
        const created = await (
          await api(first.url, 'POST', '/scripts', token, { brief: { topic: `话题 ${i}`, platform: 'douyin' } })
        ).json()
        ids.push(created.data.id)
      }
      const streams = await Promise.all(
        ids.map((id) => api(first.url, 'POST', `/scripts/${id}/messages`, token, {}, 'text/event-stream')),
      )
      expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200])
      for (let i = 0; i < 50 && model.requests.length < 5; i++) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(model.requests.length).toBe(5)
      // All five credits are held: a sixth generation is refused.
      const sixth = await api(first.url, 'POST', `/scripts/${ids[0]}/messages`, token, {})
      expect(sixth.status).toBe(402)
      first.process.kill('SIGKILL')
      await first.exited
      for (const stream of streams) await stream.body?.cancel().catch(() => {})

      const second = await spawnServer(env)
      try {
        const me = await (await api(second.url, 'GET', '/auth/getUserInfo', token)).json()
        expect(me.data.credits.left_credits).toBe(5)
        for (const id of ids) {
          const detail = await (await api(second.url, 'GET', `/scripts/${id}`, token)).json()
          const statuses = detail.data.messages
            .filter((m: { role: string }) => m.role === 'assistant')
            .map((m: { status: string }) => m.status)
          expect(statuses).toEqual(['incomplete'])
        }
        // The balance is usable at once, not after 15 minutes.
        const again = await api(second.url, 'POST', `/scripts/${ids[0]}/messages`, token, {}, 'text/event-stream')
        expect(again.status).toBe(200)
        await again.body?.cancel().catch(() => {})
      } finally {
        second.process.kill('SIGKILL')
        await second.exited
      }
    } finally {
      await model.close()
    }
  }, 120_000)
})
