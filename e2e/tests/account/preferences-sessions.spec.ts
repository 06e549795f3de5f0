import { expect, PASSWORD, registerWithLanguage, seedStorage, test, toast } from './account-fixtures'

test('theme, font and language chosen in one browser follow the account to another after sign-in', async ({
  browser,
  request,
}) => {
  // Two browsers signed in to one account: more than the default budget when CI runs two workers on two cores.
  test.slow()
  const { email, token } = await registerWithLanguage(request, 'zh')
  const first = await (await browser.newContext()).newPage()
  await seedStorage(first, { token })
  await first.goto('/settings/appearance')
  await first.getByRole('radio', { name: '深色' }).click()
  await first.getByRole('radio', { name: 'Manrope' }).click()
  await first.goto('/settings/display')
  await first.getByRole('radio', { name: 'English' }).click()
  await expect(first.locator('html')).toHaveAttribute('lang', 'en')
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/auth/getUserInfo', { headers: { authorization: `Bearer ${token}` } })).json())
          .data.preferences,
    )
    .toEqual({
      language: 'en',
      theme: 'dark',
      font: 'manrope',
    })

  // A second browser, never used before: Chinese and light until the account is known.
  const secondContext = await browser.newContext()
  const second = await secondContext.newPage()
  await second.goto('/sign-in')
  await expect(second.locator('html')).not.toHaveClass(/dark/)
  await second.getByLabel('邮箱').fill(email)
  await second.getByLabel('密码', { exact: true }).fill(PASSWORD)
  await second.getByRole('button', { name: '登录' }).click()
  await expect(second).toHaveURL(/\/script-engine$/)
  await expect(second.locator('html')).toHaveClass(/dark/)
  await expect(second.locator('html')).toHaveClass(/font-manrope/)
  await expect(second.locator('html')).toHaveAttribute('lang', 'en')
  await expect(second.getByRole('button', { name: 'Generate script' })).toBeVisible()

  // Both browsers are listed; signing out the others from the second ends the first one's session.
  await second.goto('/settings/account')
  const devices = second.getByRole('listitem').filter({ has: second.getByRole('button', { name: /^Sign out / }) })
  await expect(devices).toHaveCount(2)
  await expect(second.getByText('This device')).toBeVisible()
  await second.getByRole('button', { name: 'Sign out all other devices' }).click()
  await second.getByRole('alertdialog').getByRole('button', { name: 'Sign out all other devices' }).click()
  await expect(toast(second)).toContainText('Signed out 1 other device')
  await expect(devices).toHaveCount(1)
  await first.goto('/history')
  await expect(first).toHaveURL(/\/sign-in/)
  await secondContext.close()
})
