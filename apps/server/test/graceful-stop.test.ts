import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeOpenAIServer } from '../src/engines/testing/fake-openai-server'
import { SOUND, tokensOf } from '../src/engines/testing/flawed-replies'
import { spawnServer } from './spawn-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-drain-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

interface Message {
  id: string
  role: string
  status: string
  incomplete_reason: string | null
  credits_charged: number
}

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

/** The event names of a whole SSE answer and the last event's data. */
async function eventsOf(response: Response) {
  const text = await response.text()
  const events = [...text.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
    name: m[1],
    data: JSON.parse(m[2]),
  }))
  return events
}

/** SIGTERM with two generations running: one finishes within the drain, one outlives it. */
describe('a graceful stop (SIGTERM) during generations', () => {
  it('lets a generation finish, ends the one past the limit as interrupted, and charges exactly once', async () => {
    const model = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND) })
    const env = {
      DATA_DIR: dataDir,
      TRENDING_REFRESH_MINUTES: '0',
      AI_BASE_URL: model.baseURL,
      AI_MODEL: 'fake-model',
      SIGNUP_CREDITS: '5',
      CREDITS_PER_GENERATION: '1',
    }
    try {
      const server = await spawnServer(env)
      const registered = await (
        await api(server.url, 'POST', '/auth/register', undefined, {
          email: 'drain@example.com',
          password: 'drain-password',
        })
      ).json()
      const token = registered.data.token as string
      const create = async (topic: string) =>
        (
          await (
            await api(server.url, 'POST', '/scripts', token, {
              brief: { topic, platform: 'douyin', duration_seconds: 30 },
            })
          ).json()
        ).data.id as string
      const finishing = await create('通勤穿搭怎么选')
      const cut = await create('通勤穿搭三招')

      // The first answer streams its whole recording within about two seconds; the second sends
      // a few tokens and then nothing, so it is still running when the drain's limit passes.
      model.answerNext(
        { kind: 'replay', tokens: tokensOf(SOUND), eventDelayMs: 10 },
        { kind: 'replay', tokens: tokensOf(SOUND), stallAfter: 3 },
      )
      const first = await api(server.url, 'POST', `/scripts/${finishing}/messages`, token, {}, 'text/event-stream')
      for (let i = 0; i < 50 && model.requests.length < 1; i++) await new Promise((r) => setTimeout(r, 50))
      const second = await api(server.url, 'POST', `/scripts/${cut}/messages`, token, {}, 'text/event-stream')
      for (let i = 0; i < 50 && model.requests.length < 2; i++) await new Promise((r) => setTimeout(r, 50))
      expect([first.status, second.status]).toEqual([200, 200])

      const stopAt = Date.now()
      server.process.kill('SIGTERM')
      const [firstEvents, secondEvents] = await Promise.all([eventsOf(first), eventsOf(second)])
      expect(await server.exited).toBe(0)
      const stopMs = Date.now() - stopAt
      // The drain waits 6 s for the stalled one, then it is saved; well under a runtime's 10 s.
      expect(stopMs).toBeGreaterThanOrEqual(5500)
      expect(stopMs).toBeLessThan(9500)

      expect(firstEvents.at(-1), JSON.stringify(firstEvents.at(-1))).toMatchObject({ name: 'done' })
      const ended = secondEvents.at(-1)
      expect(ended?.name).toBe('error')
      expect(ended?.data.code).toBe(50300)
      expect(ended?.data.message_id).toEqual(expect.any(String))
      expect(server.output.join('\n')).toMatch(/running generations drained/)

      const again = await spawnServer(env)
      try {
        // The drain saved both: nothing was left streaming for the next start to release.
        expect(again.output.join('\n')).not.toMatch(/left streaming by a previous run/)
        const versionOf = async (id: string) => {
          const detail = await (await api(again.url, 'GET', `/scripts/${id}`, token)).json()
          return (detail.data.messages as Message[]).filter((m) => m.role === 'assistant')
        }
        const [done] = await versionOf(finishing)
        const [interrupted] = await versionOf(cut)
        expect(done).toMatchObject({ status: 'complete', incomplete_reason: null, credits_charged: 1 })
        expect(interrupted).toMatchObject({
          status: 'incomplete',
          incomplete_reason: 'interrupted',
          credits_charged: 0,
        })
        expect(interrupted?.id).toBe(ended?.data.message_id)
        // Exactly what the finished version cost, and no hold left on the balance.
        const me = await (await api(again.url, 'GET', '/auth/getUserInfo', token)).json()
        expect(me.data.credits.left_credits).toBe(4)
      } finally {
        again.process.kill('SIGTERM')
        await again.exited
      }
    } finally {
      await model.close()
    }
  }, 120_000)

  it('stops at once when nothing runs', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, TRENDING_REFRESH_MINUTES: '0' })
    const stopAt = Date.now()
    server.process.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(Date.now() - stopAt).toBeLessThan(2000)
  }, 60_000)
})
