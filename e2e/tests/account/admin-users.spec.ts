import type { APIRequestContext } from '@playwright/test'
import { expect, PASSWORD, registerWithLanguage, seedStorage, test, toast, uniqueEmail } from './account-fixtures'

/** The admin named in ADMIN_EMAILS by support/start-app.mjs; registered once, then signed in. */
async function adminToken(request: APIRequestContext) {
  const email = 'admin@e2e.test'
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD } })
  const response = registered.ok()
    ? registered
    : await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(response.ok()).toBe(true)
  return (await response.json()).data.token as string
}

test('[en] an admin grants credits and the user sees them in their menu without reloading', async ({
  browser,
  request,
}) => {
  // Two browsers and two accounts: more than the default budget when CI runs two workers on two cores.
  test.slow()
  const user = await registerWithLanguage(request, 'en', uniqueEmail('granted'))
  const userContext = await browser.newContext()
  const userPage = await userContext.newPage()
  await seedStorage(userPage, { token: user.token, 'app-language': 'en' })
  await userPage.goto('/script-engine')
  await userPage.getByRole('button', { name: 'Open user menu' }).click()
  await expect(userPage.getByTestId('user-menu-credits')).toHaveText('Credits: 50')
  await userPage.keyboard.press('Escape')

  const adminContext = await browser.newContext()
  const page = await adminContext.newPage()
  await seedStorage(page, { token: await adminToken(request), 'app-language': 'en' })
  await page.goto('/users')
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search email or nickname' }).fill(user.email)
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(user.email).replace(/\./g, '\\.')}`))
  const row = page.getByRole('row').filter({ hasText: user.email })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: `Actions for ${user.email}` }).click()
  await page.getByRole('menuitem', { name: 'Adjust credits' }).click()
  const dialog = page.getByRole('dialog', { name: 'Adjust credits' })
  await dialog.getByLabel('Credits').fill('25')
  await dialog.getByLabel('Reason').fill('Contest prize')
  await expect(dialog.getByText('After the change: 50 → 75 credits')).toBeVisible()
  await dialog.getByRole('button', { name: 'Grant credits' }).click()
  await expect(toast(page)).toContainText('Credits adjusted')
  await expect(row.getByRole('cell', { name: '75', exact: true })).toBeVisible()

  // The user's open page: the menu re-reads the balance when opened.
  await userPage.getByRole('button', { name: 'Open user menu' }).click()
  await expect(userPage.getByTestId('user-menu-credits')).toHaveText('Credits: 75')
  await userPage.keyboard.press('Escape')
  // Billing lists the grant with its reason.
  await userPage.goto('/settings')
  await expect(userPage.getByRole('row').filter({ hasText: 'Granted by an admin' })).toContainText('Contest prize')
  await adminContext.close()
  await userContext.close()
})

test('[zh] a non-admin who opens /users sees the 403 page, and the API refuses too', async ({ page, request }) => {
  const user = await registerWithLanguage(request, 'zh')
  await seedStorage(page, { token: user.token })
  await page.goto('/users')
  await expect(page.getByRole('heading', { name: /403/ })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  const api = await request.get('/api/admin/users', { headers: { authorization: `Bearer ${user.token}` } })
  expect(api.status()).toBe(403)
})

test('[zh] an admin disables an account: its open session ends and sign-in says it is disabled', async ({
  browser,
  request,
}) => {
  const user = await registerWithLanguage(request, 'zh', uniqueEmail('disabled'))
  const page = await (await browser.newContext()).newPage()
  await seedStorage(page, { token: await adminToken(request) })
  await page.goto(`/users?q=${encodeURIComponent(user.email)}`)
  const row = page.getByRole('row').filter({ hasText: user.email })
  await row.getByRole('button', { name: `${user.email} 的操作` }).click()
  await page.getByRole('menuitem', { name: '停用账户' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '停用' }).click()
  await expect(toast(page)).toContainText('已停用')
  await expect(row.getByText('已停用')).toBeVisible()
  expect(
    (await request.get('/api/auth/getUserInfo', { headers: { authorization: `Bearer ${user.token}` } })).status(),
  ).toBe(401)
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: PASSWORD } })
  expect(login.status()).toBe(403)
})
