import { expect, test } from '@playwright/test'

test('the served app loads and gets an answer from the API', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(health.ok()).toBe(true)
  expect(await health.json()).toMatchObject({ code: 0, data: { status: 'ok', database: 'pglite' } })

  const apiCalls: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiCalls.push(`${response.status()} ${response.url()}`)
  })
  await page.goto('/sign-in')
  await expect(page.locator('#root')).not.toBeEmpty()

  // Registering through the API and loading a guarded page makes the app ask the API who we are.
  const email = `e2e-${Date.now()}@example.com`
  const registered = await request.post('/api/auth/register', { data: { email, password: 'e2e-password' } })
  const { data } = await registered.json()
  await page.evaluate((token) => localStorage.setItem('token', token), data.token)
  const userInfo = page.waitForResponse((r) => r.url().includes('/api/auth/getUserInfo'))
  await page.goto('/history')
  const answer = await userInfo
  expect(answer.status()).toBe(200)
  expect((await answer.json()).data.email).toBe(email)
})

test('unknown API routes answer 404 in the envelope and pages get security headers', async ({ request }) => {
  const missing = await request.get('/api/definitely-not-here')
  expect(missing.status()).toBe(404)
  expect((await missing.json()).code).toBe(40400)

  const page = await request.get('/sign-in')
  expect(page.status()).toBe(200)
  const headers = page.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
})

test('a failing user-info call at start-up is only logged: the app still initialises', async ({ page, request }) => {
  const registered = await request.post('/api/auth/register', {
    data: { email: `e2e-startup-${Date.now()}@example.com`, password: 'e2e-password' },
  })
  const { data } = await registered.json()
  let calls = 0
  await page.route('**/api/auth/getUserInfo', (route) => {
    calls++
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 50000, message: 'Internal server error', data: null }),
    })
  })
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })
  await page.goto('/sign-in')
  await page.evaluate((token) => localStorage.setItem('token', token), data.token)
  await page.goto('/history')
  await expect
    .poll(() => logged.some((text) => text.includes('Could not load the signed-in user')), { timeout: 20_000 })
    .toBe(true)
  expect(calls).toBeGreaterThan(0)
  await expect(page).toHaveURL(/\/history$/)
  await expect(page.locator('#content')).toBeVisible()
  // It gave up: the pages and menus that read the user do not ask again and again (each new ask
  // would bring the spinner back).
  const asked = calls
  await page.waitForTimeout(2_500)
  expect(calls).toBe(asked)
  await expect(page.locator('#content')).toBeVisible()
})
