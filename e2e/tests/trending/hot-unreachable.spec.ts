import { expect, seedStorage, test, toast } from './trending-fixtures'

/**
 * A server with no route to the platforms (a fresh install behind a firewall, say) has never
 * stored a list: the page says which platforms it could not reach instead of a bare empty state.
 * The server's side of this (errors recorded per platform) is covered by its API tests; here the
 * answer is fixed so the page can be checked in both languages.
 */
// Five and a half minutes: the page reads the clock when it mounts, a moment before this answer.
const errorAt = () => new Date(Date.now() - 5.5 * 60_000).toISOString()
const unreachable = () => ({
  code: 0,
  message: 'ok',
  data: {
    platforms: ['bilibili', 'weibo', 'douyin'].map((platform) => ({
      platform,
      items: [],
      updatedAt: null,
      stale: true,
      sample: false,
      error: { at: errorAt(), kind: 'network', message: 'Upstream unreachable: ENOTFOUND' },
    })),
  },
})

test.beforeEach(async ({ page, signedIn }) => {
  void signedIn
  await page.route(/\/api\/trending(\?|$)/, (route) => route.fulfill({ json: unreachable() }))
  await page.route(/\/api\/trending\/refresh/, (route) =>
    route.fulfill({
      json: {
        code: 0,
        message: 'ok',
        data: { refreshed: true, failed: ['bilibili', 'weibo', 'douyin'], platforms: unreachable().data.platforms },
      },
    }),
  )
})

test('names the platforms it could not reach, and the refresh toast says so too (en)', async ({ page }) => {
  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/hot')
  await expect(page.getByText('No trending topics found')).toBeVisible()
  await expect(
    page.getByText(
      'Hookline could not reach Bilibili, Weibo, and Douyin/TikTok at its last attempt (5 minutes ago). Refresh to try again.',
    ),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(toast(page)).toContainText('Failed to fetch platform data. Please try again later.')
  await expect(toast(page)).toContainText('Could not reach Bilibili, Weibo, and Douyin/TikTok.')
  await expect(toast(page)).not.toContainText('Still showing')

  await page.goto('/hot/list?platform=weibo')
  await expect(
    page.getByText('Hookline could not reach Weibo at its last attempt (5 minutes ago). Refresh to try again.'),
  ).toBeVisible()
})

test('names the platforms it could not reach (zh)', async ({ page }) => {
  await seedStorage(page, { 'app-language': 'zh' })
  await page.goto('/hot?platform=douyin')
  await expect(page.getByText('暂无热点话题')).toBeVisible()
  await expect(page.getByText('灵感脚本上次（5分钟前）未能连接抖音，请点击刷新重试。')).toBeVisible()
})
