import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer } from './spawn-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-crash-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

// No scheduled trending refresh: this test is about the database, not the network.
const env = { DATA_DIR: dataDir, AUTH_MAX_ATTEMPTS_PER_IP: '100000', TRENDING_REFRESH_MINUTES: '0' }
const password = 'crash-test-password'

async function register(url: string, email: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    return res.status === 200
  } catch {
    return false // the server died under us: not acknowledged
  }
}

async function canLogIn(url: string, email: string): Promise<boolean> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return res.status === 200
}

describe('the embedded database across restarts and crashes', () => {
  it('keeps users across a clean restart and refuses a second server on the same folder', async () => {
    const first = await spawnServer(env)
    expect(await register(first.url, 'before-restart@example.com')).toBe(true)

    const second = spawnServer(env)
    await expect(second).rejects.toThrow(/in use by process \d+/)

    first.process.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'hookline.lock'))).toBe(false)

    const again = await spawnServer(env)
    expect(await canLogIn(again.url, 'before-restart@example.com')).toBe(true)
    again.process.kill('SIGTERM')
    await again.exited
  }, 120_000)

  it('loses no acknowledged registration when SIGKILLed during a burst, and reopens cleanly', async () => {
    const server = await spawnServer(env)
    const acknowledged: string[] = []
    let sent = 0
    let killed = false
    // Four concurrent writers until the kill lands mid-burst.
    const writer = async (id: number) => {
      while (!killed) {
        const email = `burst-${id}-${sent++}@example.com`
        if (await register(server.url, email)) acknowledged.push(email)
        if (acknowledged.length >= 24 && !killed) {
          killed = true
          server.process.kill('SIGKILL')
        }
      }
    }
    await Promise.all([0, 1, 2, 3].map(writer))
    await server.exited
    expect(acknowledged.length).toBeGreaterThanOrEqual(24)
    // The kill left PGlite's postmaster.pid and our lock behind; the next start must cope.
    expect(fs.existsSync(path.join(dataDir, 'hookline.lock'))).toBe(true)
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true)

    const reopened = await spawnServer(env)
    const missing: string[] = []
    for (const email of acknowledged) if (!(await canLogIn(reopened.url, email))) missing.push(email)
    expect(missing).toEqual([])
    reopened.process.kill('SIGTERM')
    expect(await reopened.exited).toBe(0)
  }, 120_000)
})
