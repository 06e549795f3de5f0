import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startFakeOAuth, type FakeOAuth } from '../../support/fake-oauth.mjs'
import { startTrendingUpstream } from '../../support/trending-upstream.mjs'
import { expect, seedStorage, test, uniqueEmail } from '../account/account-fixtures'

// The shared e2e app has no provider set up (its sign-in shows no buttons: shell/public-pages.spec.ts).
// These specs start a second app, on its own port and data folder, with GitHub and Google pointed
// at a local OAuth provider.
const port = Number(process.env.E2E_PORT ?? 4173) + 5
const appUrl = `http://127.0.0.1:${port}`
let provider: FakeOAuth
let app: ChildProcess
let dataDir: string
let trending: Awaited<ReturnType<typeof startTrendingUpstream>>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  provider = await startFakeOAuth({ clientId: 'e2e-client', clientSecret: 'e2e-secret' })
  // Hot Discoveries refreshes at start: from the recorded stand-in, never the real platforms.
  trending = await startTrendingUpstream(port)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-e2e-oauth-'))
  app = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../../apps/server/dist/index.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_URL: appUrl,
      AUTH_MAX_ATTEMPTS_PER_IP: '100000',
      ...trending.env,
      ...provider.env,
    },
  })
  await expect
    .poll(
      () =>
        fetch(`${appUrl}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  app?.kill('SIGTERM')
  await new Promise((resolve) => app?.once('exit', resolve))
  await provider?.close()
  trending?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('configured: GitHub and Google buttons; GitHub with a verified address signs in, the same address again is the same account', async ({
  page,
}) => {
  await seedStorage(page, { 'app-language': 'en' })
  const email = uniqueEmail('github')
  provider.signInAs({ email, verified: true })
  await page.goto(`${appUrl}/sign-in`)
  await expect(page.getByText('Or continue with')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Google' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('sign-in-with-providers.png'), fullPage: true })
  await page.getByRole('link', { name: 'GitHub' }).click()
  await expect(page).toHaveURL(/\/script-engine$/)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const me = await (
    await fetch(`${appUrl}/api/auth/getUserInfo`, { headers: { authorization: `Bearer ${token}` } })
  ).json()
  expect(me.data.email).toBe(email)
  expect(me.data.email_verified).toBe(true)

  // Signed out, Google with the same verified address: the same account.
  await page.evaluate(() => localStorage.removeItem('token'))
  await page.goto(`${appUrl}/sign-in`)
  await page.getByRole('link', { name: 'Google' }).click()
  await expect(page).toHaveURL(/\/script-engine$/)
  const again = await page.evaluate(() => localStorage.getItem('token'))
  const same = await (
    await fetch(`${appUrl}/api/auth/getUserInfo`, { headers: { authorization: `Bearer ${again}` } })
  ).json()
  expect(same.data.id).toBe(me.data.id)
})

test('an unverified address is refused, and so is a state the app did not issue (zh)', async ({ page }) => {
  await seedStorage(page, { 'app-language': 'zh' })
  provider.signInAs({ email: uniqueEmail('unverified'), verified: false })
  await page.goto(`${appUrl}/sign-in`)
  await page.getByRole('link', { name: 'Google' }).click()
  await expect(page.getByTestId('social-failure')).toContainText('尚未验证')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: test.info().outputPath('sign-in-unverified-zh-390.png'), fullPage: true })
  await expect(page).toHaveURL(/\/sign-in$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

  provider.signInAs({ email: uniqueEmail('forged'), verified: true })
  provider.forgeState(true)
  try {
    await page.getByRole('link', { name: 'GitHub' }).click()
    await expect(page.getByTestId('social-failure')).toContainText('另一个标签页')
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  } finally {
    provider.forgeState(false)
  }
})

test('unconfigured (the shared app): no social buttons once the server has said so', async ({ page }) => {
  await seedStorage(page, { 'app-language': 'en' })
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/oauth/providers'))
  await page.goto('/sign-in')
  expect(await (await answer).json()).toMatchObject({ data: { github: false, google: false } })
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(page.getByText('Or continue with')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'GitHub' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Google' })).toHaveCount(0)
})
