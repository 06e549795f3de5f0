import type { Page, Route } from '@playwright/test'
import { expect, seedStorage, test, toast } from '../shell/shell-fixtures'

const PLATFORMS = ['bilibili', 'weibo', 'douyin'] as const
type Freshness = { stale?: boolean; sample?: boolean }

/** A GET /api/trending answer with one topic per platform, fresh unless told otherwise. */
const trending = ({ stale = false, sample = false }: Freshness = {}) => ({
  code: 0,
  message: 'ok',
  data: {
    platforms: PLATFORMS.map((platform) => ({
      platform,
      items: [
        { platform, rank: 1, title: `${platform} topic`, url: `https://example.com/${platform}`, hot_value: 1000 },
      ],
      updatedAt: new Date().toISOString(),
      stale,
      sample,
    })),
  },
})

const answerTrending = (page: Page, freshness: Freshness = {}) =>
  page.route(/\/api\/trending(\?|$)/, (route) => route.fulfill({ json: trending(freshness) }))

const tooMany = (seconds: number) => ({
  status: 429,
  headers: { 'Retry-After': String(seconds) },
  json: { code: 42900, message: 'Too many requests', data: { retryAfterSeconds: seconds } },
})

test.describe('offline', () => {
  test('Generate says the browser is offline instead of spinning, and keeps the brief', async ({
    page,
    context,
    signedIn,
  }) => {
    void signedIn
    await page.goto('/script-engine')
    const topic = page.getByRole('textbox', { name: '主题' })
    await topic.fill('年轻人为什么开始反向消费')
    // The Toaster loads from its own chunk once the page has painted and the browser is idle
    // (deferredComponent); offline before then it cannot load, and the status line alone says so
    // (the next tests). This one is about the toast: on a slow CI run the network went first.
    await expect(page.getByRole('region', { name: /F8/ })).toBeAttached()
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: '生成脚本需要联网' })).toContainText('当前处于离线状态')
    const generate = page.getByRole('button', { name: '生成脚本' })
    await generate.click()
    await expect(toast(page)).toContainText('当前处于离线状态')
    await expect(page).toHaveURL(/\/script-engine\/?$/)
    await expect(generate).toBeEnabled()
    await expect(generate.locator('.animate-spin')).toHaveCount(0)
    await expect(topic).toHaveValue('年轻人为什么开始反向消费')
    await context.setOffline(false)
    await expect(page.getByText('生成脚本需要联网')).toHaveCount(0)
  })

  test('a page that goes offline before its deferred parts have loaded keeps working', async ({
    page,
    context,
    signedIn,
  }) => {
    void signedIn
    await seedStorage(page, { 'app-language': 'en' })
    await answerTrending(page)
    // A busy browser: idle only 1.5 s after it is asked, so the page is offline by then.
    await page.addInitScript(() => {
      window.requestIdleCallback = (callback) => window.setTimeout(callback, 1500)
      window.cancelIdleCallback = (id) => window.clearTimeout(id)
    })
    await page.goto('/hot')
    await expect(page.getByText('bilibili topic')).toBeVisible()
    // The Toaster's chunk, loaded once the browser is idle, cannot load now. Its failed import
    // once threw into the route, which showed its 500 page instead of Hot Discoveries.
    await context.setOffline(true)
    await page.waitForTimeout(2000)
    await expect(page.getByText('bilibili topic')).toBeVisible()
    await expect(page.getByRole('heading', { name: /Something went wrong/ })).toHaveCount(0)
    await context.setOffline(false)
    await expect(page.getByRole('region', { name: /F8/ })).toBeAttached()
    await expect(page.getByText('bilibili topic')).toBeVisible()
  })

  test('a deferred part whose chunk is lost with the network leaves the page alone and loads once back online', async ({
    page,
    context,
  }) => {
    await seedStorage(page, { 'app-language': 'en' })
    // The page has painted and asked for its menus' and Toaster's chunks; the network goes before
    // they arrive. Those failed imports once threw into the route, which showed its 500 page.
    const held: Route[] = []
    let lost = false
    await page.route(/\/assets\/(language-switch|toaster)-[\w-]+\.js$/, async (route) => {
      if (lost) return route.continue()
      held.push(route)
      if (held.length < 2) return
      lost = true
      await context.setOffline(true)
      await Promise.all(held.map((chunk) => chunk.abort('internetdisconnected')))
    })
    await page.goto('/sign-in')
    await expect.poll(() => lost).toBe(true)
    await page.waitForTimeout(500)
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Something went wrong/ })).toHaveCount(0)
    // The menus stay the disabled buttons they were before they loaded.
    await expect(page.getByRole('button', { name: 'Language' })).toBeDisabled()
    await expect(page.getByRole('region', { name: /F8/ })).toHaveCount(0)

    await context.setOffline(false)
    await expect(page.getByRole('button', { name: 'Language' })).toBeEnabled()
    await expect(page.getByRole('region', { name: /F8/ })).toBeAttached()
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitemradio', { name: '中文' }).click()
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible()
  })

  test('Refresh on Hot Discoveries waits for the network and says so', async ({ page, context, signedIn }) => {
    void signedIn
    await seedStorage(page, { 'app-language': 'en' })
    await answerTrending(page)
    let refreshes = 0
    await page.route(/\/api\/trending\/refresh/, (route) => {
      refreshes++
      return route.fulfill({
        json: { code: 0, message: 'ok', data: { ...trending().data, refreshed: true, failed: [] } },
      })
    })
    await page.goto('/hot')
    await expect(page.getByText('bilibili topic')).toBeVisible()
    await context.setOffline(true)
    await expect(
      page.getByRole('status').filter({ hasText: 'Refresh works again once you are back online.' }),
    ).toContainText('You are offline')
    const refresh = page.getByRole('button', { name: 'Refresh' })
    await expect(refresh).toHaveAttribute('aria-disabled', 'true')
    await refresh.click({ force: true })
    await expect(refresh.locator('.animate-spin')).toHaveCount(0)
    await expect(page.locator('[data-testid="hot-freshness"]')).toHaveText('Offline')
    expect(refreshes).toBe(0)
    await context.setOffline(false)
    await expect(refresh).toHaveAttribute('aria-disabled', 'false')
    await refresh.click()
    await expect.poll(() => refreshes).toBe(1)
  })
})

test.describe('platform data failures', () => {
  test.beforeEach(async ({ page, signedIn }) => {
    void signedIn
    await seedStorage(page, { 'app-language': 'en' })
  })

  test('a refused connection shows "Failed to fetch platform data…", on the page and as a toast', async ({ page }) => {
    await page.route(/\/api\/trending(\?|$)/, (route) => route.abort('connectionrefused'))
    await page.goto('/hot')
    const message = 'Failed to fetch platform data. Please try again later.'
    await expect(page.getByRole('heading', { name: message })).toBeVisible({ timeout: 20_000 })
    await expect(toast(page)).toContainText(message)
    await expect(page).toHaveURL(/\/hot$/)
    await expect(page.locator('[data-testid="hot-freshness"]')).toHaveText('Unreachable')
  })

  test('a 500 keeps the page and shows the same text, not /500', async ({ page }) => {
    await page.route(/\/api\/trending(\?|$)/, (route) =>
      route.fulfill({ status: 500, json: { code: 50000, message: 'Internal server error', data: null } }),
    )
    await page.goto('/hot/list')
    await expect(
      page.getByRole('heading', { name: 'Failed to fetch platform data. Please try again later.' }),
    ).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/hot\/list/)
  })

  test('a 429 says when to try again, for the list and for Refresh', async ({ page }) => {
    await page.route(/\/api\/trending(\?|$)/, (route) => route.fulfill(tooMany(42)))
    await page.goto('/hot')
    await expect(page.getByText('Too many refreshes: try again in 42 seconds.').first()).toBeVisible({
      timeout: 20_000,
    })

    await page.unroute(/\/api\/trending(\?|$)/)
    await answerTrending(page)
    await page.route(/\/api\/trending\/refresh/, (route) => route.fulfill(tooMany(30)))
    await page.reload()
    await expect(page.getByText('bilibili topic')).toBeVisible()
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(toast(page)).toContainText('Failed to fetch platform data. Please try again later.')
    await expect(toast(page)).toContainText('try again in 30 seconds')
  })
})

test.describe('the Hot Discoveries badge tells the truth', () => {
  for (const [freshness, en, zh] of [
    [{}, 'Live', '实时'],
    [{ stale: true }, 'Stale', '数据过时'],
    [{ sample: true }, 'Sample', '示例数据'],
  ] as const) {
    test(`says ${en} / ${zh}`, async ({ page, signedIn }) => {
      void signedIn
      await answerTrending(page, freshness)
      await page.goto('/hot')
      const badge = page.locator('[data-testid="hot-freshness"]')
      await expect(badge).toHaveText(zh)
      await page.evaluate(() => localStorage.setItem('app-language', 'en'))
      await page.reload()
      await expect(badge).toHaveText(en)
    })
  }
})
