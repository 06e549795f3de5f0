import {
  adminToken,
  expect,
  PASSWORD,
  registerWithLanguage,
  seedStorage,
  test,
  toast,
  uniqueEmail,
} from './account-fixtures'

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

test('[zh] a non-admin is not offered /users; opened anyway it says who manages accounts, and the API refuses too', async ({
  page,
  request,
}) => {
  const user = await registerWithLanguage(request, 'zh')
  await seedStorage(page, { token: user.token })
  await page.goto('/script-engine')
  const nav = page.getByRole('navigation', { name: '主导航' })
  await expect(nav.getByRole('link', { name: '历史记录' })).toBeVisible()
  await expect(nav.getByRole('link', { name: '用户', exact: true })).toHaveCount(0)
  await page.keyboard.press('Control+k')
  await page.getByPlaceholder(/输入命令/).fill('用户')
  await expect(page.getByRole('option', { name: '用户', exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.goto('/users')
  await expect(page.getByRole('heading', { name: '账户由管理员管理' })).toBeVisible()
  await expect(page.getByRole('link', { name: '我的账户' })).toHaveAttribute('href', '/settings/account')
  await expect(page.getByRole('table')).toHaveCount(0)
  // The first admin's setup claim is folded under it; a made-up token is refused.
  await page.getByText('正在部署这台服务器？').click()
  await page.getByLabel('初始化令牌').fill('x'.repeat(43))
  await page.getByRole('button', { name: '成为管理员' }).click()
  await expect(toast(page)).toContainText('无法成为管理员')
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
  const dialog = page.getByRole('dialog')
  // A reason is required: the audit log keeps it with who did it and when.
  await dialog.getByRole('button', { name: '停用' }).click()
  await expect(dialog.getByText('请填写原因')).toBeVisible()
  await dialog.getByLabel('原因').fill('批量发垃圾内容')
  await dialog.getByRole('button', { name: '停用' }).click()
  await expect(toast(page)).toContainText('已停用')
  await expect(row.getByText('已停用')).toBeVisible()
  const logged = page
    .getByRole('region', { name: '管理操作记录' })
    .getByRole('row')
    .filter({ hasText: '批量发垃圾内容' })
  await expect(logged).toContainText(user.email)
  await expect(logged).toContainText('停用账户')
  await expect(logged).toContainText('admin@e2e.test')
  expect(
    (await request.get('/api/auth/getUserInfo', { headers: { authorization: `Bearer ${user.token}` } })).status(),
  ).toBe(401)
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: PASSWORD } })
  expect(login.status()).toBe(403)
})
