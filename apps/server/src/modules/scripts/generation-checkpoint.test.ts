import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { startFakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { spawnServer } from '../../../test/spawn-server'
import { CHECKPOINT_EVERY_MS } from './stream-checkpoint'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-checkpoint-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/**
 * After a SIGKILL, an interrupted version keeps what it had streamed: what streams is saved every
 * CHECKPOINT_EVERY_MS, and kept at the next start.
 */
describe('a version streaming when the server is killed', () => {
  it('keeps what had streamed up to its last checkpoint', async () => {
    // About 60 ms a token: a few seconds of answer, killed well past the first checkpoint.
    const model = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND), eventDelayMs: 60 })
    const env = {
      DATA_DIR: dataDir,
      TRENDING_REFRESH_MINUTES: '0',
      AI_BASE_URL: model.baseURL,
      AI_MODEL: 'fake-model',
      CREDITS_PER_GENERATION: '1',
    }
    const api = (url: string, method: string, route: string, token?: string, body?: unknown) =>
      fetch(`${url}/api${route}`, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    try {
      const first = await spawnServer(env)
      const registered = await (
        await api(first.url, 'POST', '/auth/register', undefined, {
          email: 'kill@example.com',
          password: 'kill-password',
        })
      ).json()
      const token = registered.data.token as string
      const created = await (
        await api(first.url, 'POST', '/scripts', token, { brief: { topic: '通勤穿搭', platform: 'douyin' } })
      ).json()
      const id = created.data.id as string
      const stream = await api(first.url, 'POST', `/scripts/${id}/messages`, token, {})
      expect(stream.status).toBe(200)
      // Read what the client saw for a while past the checkpoint, then kill the server mid-answer.
      const reader = stream.body!.getReader()
      const decoder = new TextDecoder()
      let seen = ''
      const until = Date.now() + CHECKPOINT_EVERY_MS + 1200
      while (Date.now() < until) {
        const { done, value } = await reader.read()
        if (done) break
        seen += decoder.decode(value, { stream: true })
      }
      expect(seen).not.toContain('event: done')
      first.process.kill('SIGKILL')
      await first.exited
      await reader.cancel().catch(() => {})
      const streamed = [...seen.matchAll(/event: delta\ndata: (.*)/g)]
        .map((match) => JSON.parse(match[1]).text)
        .join('')

      const second = await spawnServer(env)
      try {
        const detail = await (await api(second.url, 'GET', `/scripts/${id}`, token)).json()
        const version = detail.data.messages.find((m: { role: string }) => m.role === 'assistant')
        expect(version).toMatchObject({ status: 'incomplete', incomplete_reason: 'interrupted', credits_charged: 0 })
        // At least what had streamed one checkpoint before the kill, and nothing that had not streamed.
        expect(version.content.length).toBeGreaterThan(0)
        expect(streamed.startsWith(version.content)).toBe(true)
        const me = await (await api(second.url, 'GET', '/auth/getUserInfo', token)).json()
        expect(me.data.credits.left_credits).toBe(registered.data.user.credits.left_credits)
      } finally {
        second.process.kill('SIGTERM')
        await second.exited
      }
    } finally {
      await model.close()
    }
  }, 60_000)
})
