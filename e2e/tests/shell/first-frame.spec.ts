import type { Page } from '@playwright/test'
import { expect, PASSWORD, registerUser, seedStorage, test } from './shell-fixtures'

/**
 * /sign-in's HTML holds a still copy of the page (apps/web/scripts/first-frame.ts), painted before
 * any script has run and removed once the app has rendered the page itself.
 */
const frame = '#first-frame'
const withoutScripts = (page: Page) => page.route(/\/assets\/.+\.js$/, (route) => route.abort())

test('paints /sign-in before any script has run, in the default language', async ({ page }) => {
  await withoutScripts(page)
  await page.goto('/sign-in')
  await expect(page.locator(`${frame} [lang="zh-CN"] h1`)).toHaveText('登录')
  await expect(page.locator(`${frame} [lang="zh-CN"]`)).toBeVisible()
  await expect(page.locator(`${frame} [lang="en"]`)).toBeHidden()
  // Nothing in it can be used or found by assistive technology: the live form is the only one.
  await expect(page.getByRole('heading', { name: '登录' })).toHaveCount(0)
  await expect(page.locator(`${frame} [id], ${frame} [for], ${frame} [name]`)).toHaveCount(0)
})

test('paints the English copy for a visitor who chose English, and none for one with a session', async ({
  page,
  request,
}) => {
  await withoutScripts(page)
  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/sign-in')
  await expect(page.locator(`${frame} [lang="en"] h1`)).toHaveText('Sign in')
  await expect(page.locator(`${frame} [lang="en"]`)).toBeVisible()
  await expect(page.locator(`${frame} [lang="zh-CN"]`)).toBeHidden()

  // The page sends a signed-in visitor on: a copy of it would only flash by.
  const { token } = await registerUser(request)
  await page.evaluate((value) => localStorage.setItem('token', value), token)
  await page.reload()
  await expect(page.locator(frame)).toBeHidden()
})

test('gives way to the live form, which takes the focus and signs in', async ({ page, request }) => {
  const { email } = await registerUser(request)
  await page.goto('/sign-in')
  await expect(page.locator(frame)).toHaveCount(0)
  await expect(page.getByLabel('邮箱')).toBeFocused()
  await page.getByLabel('邮箱').fill(email)
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/script-engine/)
})

test('is only in the HTML of the pages that have one', async ({ request }) => {
  expect(await (await request.get('/sign-in', { headers: { Accept: 'text/html' } })).text()).toContain(
    '<div id="first-frame" inert aria-hidden="true">',
  )
  for (const path of ['/sign-up', '/', '/history'])
    expect(await (await request.get(path, { headers: { Accept: 'text/html' } })).text()).not.toContain('first-frame')
})
