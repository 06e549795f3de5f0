import { expect, seedStorage, test } from './shell-fixtures'

test.beforeEach(async ({ page, signedIn }) => {
  void signedIn
  await seedStorage(page, { 'app-language': 'en' })
})

test('Ctrl+K opens the palette, which navigates and switches theme', async ({ page }) => {
  await page.goto('/script-engine')
  await expect(page.getByRole('heading', { name: 'Smart Creation' })).toBeVisible()
  await page.keyboard.press('Control+k')
  const input = page.getByPlaceholder('Type a command or search...')
  await expect(input).toBeVisible()
  await input.fill('zzzz-nothing')
  await expect(page.getByText('No results found.')).toBeVisible()
  await input.fill('Help Center')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/help-center$/)
  await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible()

  await page.keyboard.press('Control+k')
  await page.getByPlaceholder('Type a command or search...').fill('Theme Dark')
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveClass(/dark/)
})

test("Ctrl+B collapses the sidebar and remembers it in the 'sidebar:state' cookie", async ({ page, context }) => {
  await page.goto('/history')
  await expect(page.getByRole('heading', { name: 'Script History' })).toBeVisible()
  const sidebar = page.locator('[data-slot="sidebar"]')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
  await page.keyboard.press('Control+b')
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  // document.cookie reaches Chromium's cookie store a moment after the page wrote it: asked once
  // right after the sidebar moved, the store may not have it yet (CI saw undefined, then 'false').
  const sidebarCookie = async () => (await context.cookies()).find((c) => c.name === 'sidebar:state')
  await expect.poll(async () => (await sidebarCookie())?.value).toBe('false')
  const cookie = await sidebarCookie()
  // 7 days, give or take the seconds the test took.
  expect(Math.abs((cookie?.expires ?? 0) - Date.now() / 1000 - 604800)).toBeLessThan(60)
  await page.reload()
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
  // Collapsed, an item with sub-items opens a flyout.
  await page.getByRole('button', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('menuitem', { name: 'Appearance' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Control+b')
  await expect(sidebar).toHaveAttribute('data-state', 'expanded')
})

test('the user menu shows the user and links to Profile, Credits and Settings', async ({ page }) => {
  await page.goto('/history')
  const open = () => page.getByRole('button', { name: 'Open user menu' }).click()
  await open()
  await expect(page.getByTestId('user-menu-nickname')).toHaveText('Lin Xiao')
  await expect(page.getByTestId('user-menu-credits')).toContainText('Credits:')
  for (const [name, path] of [
    ['Profile', '/settings/account'],
    ['Credits', '/settings'],
    ['Settings', '/settings/notifications'],
  ]) {
    await expect(page.getByRole('menuitem', { name: new RegExp(name) })).toHaveAttribute('href', path)
  }
  await page.getByRole('menuitem', { name: /Profile/ }).click()
  await expect(page).toHaveURL(/\/settings\/account$/)
  await expect(page.getByText('Member since')).toBeVisible()
})

test('every signed-in route shows content, and the skip link leads to it', async ({ page }) => {
  test.slow()
  const routes = [
    '/script-engine',
    '/script-engine/abc',
    '/hot',
    '/hot/list',
    '/history',
    '/help-center',
    '/users',
    '/tasks',
    '/chats',
    '/apps',
    '/settings',
    '/settings/account',
    '/settings/appearance',
    '/settings/display',
    '/settings/notifications',
  ]
  for (const route of routes) {
    await page.goto(route)
    await expect(page.locator('main#content h1').first(), route).toBeVisible()
  }
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
})

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the sidebar opens as a sheet and closes when a link is chosen', async ({ page }) => {
    await page.goto('/script-engine')
    await expect(page.locator('[data-slot="sidebar"]')).toBeHidden()
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    const sheet = page.getByRole('dialog', { name: 'Navigation' })
    await expect(sheet).toBeVisible()
    const width = await sheet.evaluate((element) => element.getBoundingClientRect().width)
    expect(width).toBe(288) // 18rem
    await sheet.getByRole('link', { name: 'History' }).click()
    await expect(page).toHaveURL(/\/history$/)
    await expect(sheet).toBeHidden()
  })
})
