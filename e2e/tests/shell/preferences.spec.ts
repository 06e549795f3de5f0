import { expect, test } from './shell-fixtures'

test.describe('language (zh default whatever the browser says)', () => {
  test.use({ locale: 'en-US' })

  test('an English browser still gets Chinese until English is chosen; the choice survives reload', async ({
    page,
  }) => {
    await page.goto('/sign-in')
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await page.getByRole('button', { name: '语言' }).click()
    await expect(page.getByRole('menuitemradio', { name: '中文' })).toHaveAttribute('aria-checked', 'true')
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('app-language'))).toBe('en')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test.describe('theme', () => {
  test.use({ colorScheme: 'dark' })

  test('system follows the device live; a chosen theme persists and sets theme-color', async ({ page }) => {
    await page.goto('/sign-in')
    const html = page.locator('html')
    const themeColor = page.locator('meta[name="theme-color"]')
    await expect(html).toHaveClass(/dark/)
    await expect(themeColor).toHaveAttribute('content', '#020817')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html).not.toHaveClass(/dark/)
    await expect(themeColor).toHaveAttribute('content', '#fff')

    await page.getByRole('button', { name: '切换颜色模式' }).click()
    await page.getByRole('menuitemradio', { name: '深色' }).click()
    await expect(html).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark')
    await page.reload()
    await expect(html).toHaveClass(/dark/)
    await expect(themeColor).toHaveAttribute('content', '#020817')
    await page.getByRole('button', { name: '切换颜色模式' }).click()
    await expect(page.getByRole('menuitemradio', { name: '深色' })).toHaveAttribute('aria-checked', 'true')
  })
})

test('font: a chosen font persists; an unknown stored value falls back to inter', async ({ page, signedIn }) => {
  void signedIn
  await page.goto('/settings/appearance')
  await page.getByRole('radio', { name: 'Manrope' }).click()
  await expect(page.locator('html')).toHaveClass(/font-manrope/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/font-manrope/)
  await expect(page.getByRole('radio', { name: 'Manrope' })).toHaveAttribute('aria-checked', 'true')

  // Signed in, the account's font is applied again at start, whatever this browser stored.
  await page.evaluate(() => localStorage.setItem('font', 'comic-sans'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/font-manrope/)
  // Signed out, an unknown stored value falls back to inter.
  await page.evaluate(() => {
    localStorage.removeItem('token')
    localStorage.setItem('font', 'comic-sans')
  })
  await page.goto('/sign-in')
  await expect(page.locator('html')).toHaveClass(/font-inter/)
})
