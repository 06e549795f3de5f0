import { expect, PASSWORD, registerWithLanguage, seedStorage, test, toast, uniqueEmail } from './account-fixtures'

test('[en] a creator deletes their account from Settings: the password is asked again, then it is gone', async ({
  page,
  request,
}) => {
  const user = await registerWithLanguage(request, 'en', uniqueEmail('deleted'))
  await seedStorage(page, { token: user.token, 'app-language': 'en' })
  await page.goto('/settings/account')
  await page.getByRole('button', { name: 'Delete account' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete permanently' }).click()
  await expect(dialog.getByText('The password is not correct')).toBeVisible()
  // Cancelled, nothing happened.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(
    (await request.get('/api/auth/getUserInfo', { headers: { authorization: `Bearer ${user.token}` } })).status(),
  ).toBe(200)

  await page.getByRole('button', { name: 'Delete account' }).click()
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Delete permanently' }).click()
  await expect(page).toHaveURL(/\/sign-in/)
  await expect(toast(page)).toContainText('Your account was deleted')
  expect(
    (await request.get('/api/auth/getUserInfo', { headers: { authorization: `Bearer ${user.token}` } })).status(),
  ).toBe(401)
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: PASSWORD } })
  expect(login.status()).toBe(401)
})
