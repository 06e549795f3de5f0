import { expect, test } from '../shell/shell-fixtures'

test.describe('document title per route', () => {
  test('names the page in Chinese by default and in English when chosen', async ({ page, signedIn }) => {
    void signedIn
    await page.goto('/history')
    await expect(page).toHaveTitle('历史记录 · Hookline')
    await page.goto('/hot')
    await expect(page).toHaveTitle('热点发现 · Hookline')
    await page.goto('/settings/account')
    await expect(page).toHaveTitle('账户 · Hookline')

    await page.evaluate(() => localStorage.setItem('app-language', 'en'))
    await page.goto('/history')
    await expect(page).toHaveTitle('History · Hookline')
    await page.goto('/hot')
    await expect(page).toHaveTitle('Hot Discoveries · Hookline')
  })

  test('public pages have titles too and the title follows a language switch', async ({ page }) => {
    await page.goto('/sign-in')
    await expect(page).toHaveTitle('登录 · Hookline')
    await page.goto('/terms')
    await expect(page).toHaveTitle('服务条款 · Hookline')
    await page.goto('/sign-in')
    await page.getByRole('button', { name: '语言' }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page).toHaveTitle('Sign In · Hookline')
  })
})

test.describe('web manifest and icons', () => {
  test('index.html links a manifest served as application/manifest+json, and the icons exist', async ({
    page,
    request,
  }) => {
    await page.goto('/sign-in')
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(manifestHref).toBe('/manifest.webmanifest')
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png')

    const manifest = await request.get('/manifest.webmanifest')
    expect(manifest.status()).toBe(200)
    expect(manifest.headers()['content-type']).toContain('application/manifest+json')
    const body = await manifest.json()
    expect(body).toMatchObject({ short_name: 'Hookline', start_url: '/', display: 'standalone' })
    expect(body.theme_color).toMatch(/^#/)
    expect(body.background_color).toMatch(/^#/)
    for (const icon of [...body.icons.map((i: { src: string }) => i.src), '/apple-touch-icon.png']) {
      const answer = await request.get(icon)
      expect(answer.status(), icon).toBe(200)
    }
    const png = await request.get('/icon-512.png')
    expect(png.headers()['content-type']).toBe('image/png')
  })
})

test.describe("a page's own code named in its HTML", () => {
  test('each page preloads its own chunks, and they exist', async ({ request }) => {
    const preloadsOf = async (url: string) => {
      const html = await (await request.get(url, { headers: { Accept: 'text/html' } })).text()
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])
    }
    const signIn = await preloadsOf('/sign-in')
    const conversation = await preloadsOf('/script-engine/00000000-0000-4000-8000-000000000000')
    expect(signIn.some((href) => href.startsWith('/assets/sign-in-'))).toBe(true)
    expect(signIn.some((href) => href.startsWith('/assets/_id-'))).toBe(false)
    expect(conversation.some((href) => href.startsWith('/assets/_id-'))).toBe(true)
    for (const href of new Set([...signIn, ...conversation])) {
      const answer = await request.get(href)
      expect(answer.status(), href).toBe(200)
      expect(answer.headers()['content-type'], href).toContain('javascript')
    }
  })
})

test.describe('static files after a redeploy', () => {
  test('missing files get a plain 404, page routes still get the app', async ({ request }) => {
    for (const url of ['/assets/history-gone123.js', '/locales/zh/nothing.json', '/robots.txt', '/favicon.ico']) {
      const answer = await request.get(url)
      expect(answer.status(), url).toBe(404)
      expect(await answer.text(), url).not.toContain('<div id="root">')
    }
    const page = await request.get('/history', { headers: { Accept: 'text/html' } })
    expect(page.status()).toBe(200)
    expect(await page.text()).toContain('<div id="root">')
  })

  test('a route chunk that fails to load reloads the page once, which then opens it', async ({ page, signedIn }) => {
    void signedIn
    let refused = 0
    await page.route('**/assets/help-center-*.js', (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
      return route.continue()
    })
    await page.goto('/history')
    await expect(page.locator('#content')).toBeVisible()
    const reloaded = page.waitForEvent('load')
    await page.getByRole('link', { name: '帮助中心' }).first().click()
    await reloaded
    await expect(page).toHaveURL(/\/help-center$/)
    await expect(page).toHaveTitle('帮助中心 · Hookline')
    expect(refused).toBe(2)
    expect(await page.evaluate(() => sessionStorage.getItem('hookline:chunk-reload-at'))).toMatch(/^\d+$/)
  })

  test("offline, a page whose code is not loaded yet shows the app's offline message, then opens when back online", async ({
    page,
    context,
    signedIn,
  }) => {
    void signedIn
    await page.goto('/history')
    await expect(page.locator('#content')).toBeVisible()
    await context.setOffline(true)
    await page.getByRole('link', { name: '帮助中心' }).first().click()
    await expect(page.getByRole('heading', { name: '当前处于离线状态' })).toBeVisible()
    await expect(page.getByText('此页面尚未加载')).toBeVisible()
    await context.setOffline(false)
    await expect(page).toHaveTitle('帮助中心 · Hookline')
    await expect(page.getByRole('heading', { name: '当前处于离线状态' })).toHaveCount(0)
  })
})
