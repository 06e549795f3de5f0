import AxeBuilder from '@axe-core/playwright'
import { expect, seedStorage, test, toast } from './trending-fixtures'

/**
 * A server with no route to the platforms (a fresh install behind a firewall, say) has never
 * stored a list: the page says so plainly, names the platforms it could not reach, and is no
 * dead end: the recorded sample lists (the server's own, each labelled a sample with its date)
 * and 'write about my own topic'. The server's side of the failure (errors recorded per platform)
 * is covered by its API tests; here the list answer is fixed so the page can be checked in both
 * languages.
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

test('says no list was ever fetched and why, offers the dated samples and my own topic (en)', async ({ page }) => {
  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/hot')
  const notice = page.getByRole('region', { name: 'No hot list has been fetched yet' })
  await expect(notice).toBeVisible()
  await expect(
    notice.getByText(
      'Hookline could not reach Bilibili, Weibo, and Douyin/TikTok at its last attempt (5 minutes ago). Refresh to try again.',
    ),
  ).toBeVisible()
  // The recorded lists, each marked as a sample with the day it was recorded.
  const samples = page.getByTestId('sample-lists')
  for (const name of ['Bilibili', 'Weibo', 'Douyin/TikTok']) {
    const card = samples.getByRole('region', { name })
    await expect(card.getByTestId('sample-badge')).toHaveText(/^Sample · recorded [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await expect(card.getByRole('listitem').first()).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()

  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(toast(page)).toContainText('Failed to fetch platform data. Please try again later.')
  await expect(toast(page)).toContainText('Could not reach Bilibili, Weibo, and Douyin/TikTok.')
  await expect(toast(page)).not.toContainText('Still showing')

  await page.goto('/hot/list?platform=weibo')
  await expect(
    page.getByText('Hookline could not reach Weibo at its last attempt (5 minutes ago). Refresh to try again.'),
  ).toBeVisible()
  await expect(page.getByTestId('sample-lists').getByRole('region')).toHaveCount(1)

  await page.getByRole('link', { name: 'Write about my own topic' }).click()
  await expect(page).toHaveURL(/\/script-engine$/)
  await expect(page.getByRole('form', { name: 'New script' }).getByRole('textbox', { name: 'Topic' })).toHaveValue('')
})

test('a sample item can still be written about: its script link carries the item and the recording day', async ({
  page,
}) => {
  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/hot?platform=douyin')
  const first = page.getByTestId('sample-lists').getByTestId('trend-row').first()
  const link = first.getByRole('link', { name: /^Write a script: / })
  await expect(link).toHaveText('Write a script')
  // Samples have no rank history: no sparkline, no way into a detail.
  await expect(first.getByTestId('trend-spark')).toHaveCount(0)
  await link.click()
  await expect(page).toHaveURL(/\/script-engine\?/)
  const trend = JSON.parse(new URL(page.url()).searchParams.get('trend')!) as { platform: string; seen_at?: string }
  expect(trend.platform).toBe('douyin')
  expect(trend.seen_at).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/)
})

test('says so in Chinese on a phone, with no sideways scrolling (zh, 390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await seedStorage(page, { 'app-language': 'zh' })
  await page.goto('/hot?platform=douyin')
  await expect(page.getByRole('heading', { name: '还没有获取到任何热榜' })).toBeVisible()
  await expect(page.getByText('灵感脚本上次（5分钟前）未能连接抖音，请点击刷新重试。')).toBeVisible()
  const samples = page.getByTestId('sample-lists')
  await expect(samples.getByTestId('sample-badge')).toHaveText(/^示例 · 录制于\d{4}年\d{1,2}月\d{1,2}日$/)
  await expect(samples.getByRole('link', { name: /^写脚本：/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: '写我自己的话题' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  // axe-clean in both themes (colour contrast of the sample badges included).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(
      axe.violations.filter((violation) => ['critical', 'serious', 'moderate'].includes(violation.impact ?? '')),
    ).toEqual([])
  }
})
