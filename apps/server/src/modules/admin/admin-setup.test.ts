import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer } from '../../../test/spawn-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-setup-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
const env = { DATA_DIR: dataDir, TRENDING_REFRESH_MINUTES: '0' }

const post = async (url: string, body: unknown, token?: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { data: any } }
}

/** The real start-up: a new server with no admin logs a one-time setup token, and none once claimed. */
describe('the first administrator through the setup token in the start-up log', () => {
  it('is printed at first start, claimed once by a signed-in account, and not printed again', async () => {
    const first = await spawnServer(env)
    const line = first.output.find((l) => l.includes('setupToken'))
    expect(line, first.output.join('\n')).toBeDefined()
    const token = (JSON.parse(line!) as { setupToken: string }).setupToken
    const registered = await post(`${first.url}/api/auth/register`, {
      email: 'op@example.com',
      password: 'operator-pw',
    })
    expect(registered.body.data.user.is_admin).toBe(false)
    const claimed = await post(`${first.url}/api/auth/claim-admin`, { token }, registered.body.data.token)
    expect(claimed.status).toBe(200)
    expect(claimed.body.data.is_admin).toBe(true)
    const other = await post(`${first.url}/api/auth/register`, { email: 'late@example.com', password: 'operator-pw' })
    expect((await post(`${first.url}/api/auth/claim-admin`, { token }, other.body.data.token)).status).toBe(400)
    first.process.kill('SIGTERM')
    await first.exited

    const second = await spawnServer(env)
    expect(second.output.some((l) => l.includes('setupToken'))).toBe(false)
    second.process.kill('SIGTERM')
    await second.exited
  }, 60_000)
})
