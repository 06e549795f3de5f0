import { expect, registerUser, seedStorage, test } from '../shell/shell-fixtures'

test('the sidebar item Hot Discoveries navigates to /hot and stays active on its full ranking', async ({
  page,
  signedIn,
}) => {
  void signedIn
  await page.goto('/history')
  const hot = page.locator('[data-slot="sidebar"]').getByRole('link', { name: /热点发现/ })
  await hot.click()
  await expect(page).toHaveURL(/\/hot$/)
  await expect(page.getByRole('heading', { name: '热点发现', level: 1 })).toBeVisible()
  await page.goto('/hot/list')
  await expect(hot).toHaveAttribute('data-active', 'true')
})

test("History with no scripts shows the spec's empty text in both languages", async ({ page, request }) => {
  const { token } = await registerUser(request)
  await seedStorage(page, { token })
  await page.goto('/history')
  await expect(page.getByRole('heading', { name: '没有找到脚本' })).toBeVisible()
  await page.evaluate(() => localStorage.setItem('app-language', 'en'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'No scripts found' })).toBeVisible()
})

test.describe('OTP longer than 7 characters', () => {
  test('typing keeps the first 7 and they are what is checked', async ({ page }) => {
    await seedStorage(page, { 'app-language': 'en' })
    await page.goto('/otp?email=nobody-otp@example.com')
    const input = page.getByLabel('One-time code')
    await input.click()
    await page.keyboard.type('abc2345xyz')
    await expect(input).toHaveValue('ABC2345')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByTestId('otp-failure')).toContainText('That code is wrong')
  })

  test('pasting keeps the first 7 as well', async ({ page }) => {
    await seedStorage(page, { 'app-language': 'en' })
    await page.goto('/otp?email=nobody-otp@example.com')
    const input = page.getByLabel('One-time code')
    await input.evaluate((element) => {
      const data = new DataTransfer()
      data.setData('text/plain', 'xyz9876 54 3')
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await expect(input).toHaveValue('XYZ9876')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByTestId('otp-failure')).toContainText('That code is wrong')
  })
})

test('shortcut hints are real: none in the user menu, and Ctrl rather than ⌘ off macOS', async ({ page, signedIn }) => {
  void signedIn
  await page.goto('/history')
  await expect(page.locator('header kbd').first()).toContainText('Ctrl')
  await expect(page.locator('header kbd').first()).not.toContainText('⌘')
  await page.getByRole('button', { name: '打开用户菜单' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: '积分' })).toHaveAttribute('href', '/settings')
  await expect(menu.locator('[data-slot="dropdown-menu-shortcut"]')).toHaveCount(0)
  await expect(menu).not.toContainText('⌘')
  await page.keyboard.press('Escape')
  await page.goto('/help-center')
  await expect(page.locator('kbd', { hasText: 'Ctrl' }).first()).toBeVisible()
  await expect(page.locator('main')).not.toContainText('⌘')
})

test("zh copy names this product's pages: 积分 for credits, 语言 for the language page", async ({ page, signedIn }) => {
  void signedIn
  await page.goto('/settings/display')
  await expect(page.getByRole('heading', { name: '语言', exact: true }).first()).toBeVisible()
  await expect(page).toHaveTitle('语言 · Hookline')
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: '积分', exact: true }).first()).toBeVisible()
})
