import type { Page } from '@playwright/test'
import { expect, seedStorage, setUpstream, test, toast, waitForTrending } from './trending-fixtures'

test.beforeEach(async ({ page, request, signedIn }) => {
  void signedIn
  await waitForTrending(request)
  await seedStorage(page, { 'app-language': 'en' })
})

const card = (page: Page, name: string) => page.getByRole('region', { name })

const COVER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#888"/></svg>'

test('filters the rankings by platform and keeps the filter in the URL', async ({ page }) => {
  // No network here: Douyin's image host answers locally, Bilibili's fails (the tile stands in).
  await page.route(/douyinpic\.com/, (route) => route.fulfill({ contentType: 'image/svg+xml', body: COVER }))
  await page.route(/hdslb\.com/, (route) => route.abort())
  await page.goto('/hot')
  await expect(page.getByRole('heading', { name: 'Hot Discoveries', level: 1 })).toBeVisible()
  const filter = page.getByRole('group', { name: 'Platform' })
  await expect(filter.getByRole('button', { name: 'All Platforms' })).toHaveAttribute('aria-pressed', 'true')
  for (const name of ['Bilibili', 'Weibo', 'Douyin/TikTok']) await expect(card(page, name)).toBeVisible()
  // 'Just now' for a minute after the app's first refresh; the whole suite may take longer.
  await expect(card(page, 'Bilibili').getByText(/^Last updated: (Just now|\d+ minutes? ago)$/)).toBeVisible()
  // en compact numbers: 1,157,000 plays read 1.2M views.
  await expect(card(page, 'Bilibili').getByRole('listitem').first()).toContainText(/\d(\.\d)?[KM] views/)
  await expect(card(page, 'Bilibili').getByRole('listitem').first().locator('img')).toHaveCount(0)

  await filter.getByRole('button', { name: 'Weibo' }).click()
  await expect(page).toHaveURL(/\/hot\?platform=weibo$/)
  await expect(card(page, 'Weibo')).toBeVisible()
  await expect(card(page, 'Bilibili')).toHaveCount(0)
  await expect(card(page, 'Douyin/TikTok')).toHaveCount(0)

  await filter.getByRole('button', { name: 'Douyin/TikTok' }).click()
  await expect(page).toHaveURL(/\/hot\?platform=douyin$/)
  await expect(card(page, 'Weibo')).toHaveCount(0)
  const douyin = card(page, 'Douyin/TikTok')
  await expect(douyin.getByRole('listitem')).toHaveCount(10)
  const first = douyin.getByRole('listitem').first()
  const source = first.getByRole('link', { name: /opens in a new tab/ })
  await expect(source).toHaveAttribute('target', '_blank')
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(source).toHaveAttribute('href', /^https:\/\/www\.douyin\.com\/hot\//)
  const cover = first.locator('img')
  await expect(cover).toHaveAttribute('referrerpolicy', 'no-referrer')
  await expect(cover).toHaveAttribute('loading', 'lazy')

  // A reload keeps the filter; 'All Platforms' drops it from the URL.
  await page.reload()
  await expect(filter.getByRole('button', { name: 'Douyin/TikTok' })).toHaveAttribute('aria-pressed', 'true')
  await filter.getByRole('button', { name: 'All Platforms' }).click()
  await expect(page).toHaveURL(/\/hot$/)
  await expect(card(page, 'Bilibili')).toBeVisible()
})

test("'See More' opens the platform's full ranking, which pages with 'View More'", async ({ page, request }) => {
  const { platforms } = await waitForTrending(request)
  const total = platforms.find((entry) => entry.platform === 'bilibili')!.items.length
  await page.goto('/hot')
  await page.getByRole('link', { name: 'See more of the Bilibili ranking' }).click()
  await expect(page).toHaveURL(/\/hot\/list\?platform=bilibili$/)
  await expect(page.getByRole('heading', { name: 'Hot ranking', level: 1 })).toBeVisible()
  const ranking = card(page, 'Bilibili')
  await expect(ranking.getByRole('listitem')).toHaveCount(Math.min(10, total))
  await expect(ranking.getByText(`Showing ${Math.min(10, total)} of ${total}`)).toBeVisible()
  await ranking.getByRole('button', { name: 'View More' }).click()
  await expect(ranking.getByRole('listitem')).toHaveCount(Math.min(20, total))
  await expect(ranking.getByText(`Showing ${Math.min(20, total)} of ${total}`)).toBeVisible()

  // Another platform starts again from its first page.
  await page.getByRole('group', { name: 'Platform' }).getByRole('button', { name: 'Weibo' }).click()
  await expect(page).toHaveURL(/\/hot\/list\?platform=weibo$/)
  await expect(card(page, 'Weibo')).toBeVisible()
})

test('a refresh with the upstreams failing shows the toast and keeps the list, flagged stale', async ({
  page,
  request,
}) => {
  await page.goto('/hot')
  const bilibili = card(page, 'Bilibili').getByRole('listitem')
  await expect(bilibili.first()).toBeVisible()
  const rowsBefore = await bilibili.count()
  const firstTitle = await bilibili.first().getByRole('link').first().textContent()

  await setUpstream('fail')
  try {
    const refresh = page.getByRole('button', { name: 'Refresh' })
    const answered = page.waitForResponse((r) => r.url().includes('/api/trending/refresh'))
    await refresh.click()
    expect((await answered).status()).toBe(200)
    await expect(toast(page)).toContainText('Failed to fetch platform data. Please try again later.')
    await expect(bilibili).toHaveCount(rowsBefore)
    await expect(bilibili.first().getByRole('link').first()).toHaveText(firstTitle!)
    await expect(card(page, 'Bilibili').getByText('Stale')).toBeVisible()
    await expect(refresh).toBeEnabled()
  } finally {
    // Leave the cache healthy for the other specs.
    await setUpstream('ok')
    const token = await page.evaluate(() => localStorage.getItem('token'))
    await request.post('/api/trending/refresh', { headers: { Authorization: `Bearer ${token}` } })
  }
})

test("'Write a script' hands the item itself to the brief, and the script created from it keeps it as its trend", async ({
  page,
  request,
}) => {
  const { platforms } = await waitForTrending(request)
  const weibo = platforms.find((entry) => entry.platform === 'weibo')! as unknown as {
    updatedAt: string
    items: { title: string; rank: number; hot_value: number; url: string; label?: string }[]
  }
  const item = weibo.items[0]
  await page.goto('/hot?platform=weibo')
  await card(page, 'Weibo')
    .getByRole('link', { name: `Write a script: ${item.title}` })
    .click()
  await expect(page).toHaveURL(/\/script-engine\?/)
  const url = new URL(page.url())
  expect(url.pathname).toBe('/script-engine')
  expect(url.searchParams.get('topic')).toBe(item.title)
  expect(url.searchParams.get('platform')).toBe('weibo')
  // The list's read time rides along; a scheduled refresh may have moved it on since the read above.
  const { seen_at: seenAt, ...passed } = JSON.parse(url.searchParams.get('trend')!) as { seen_at: string }
  expect(passed).toEqual({
    platform: 'weibo',
    title: item.title,
    rank: item.rank,
    hot_value: item.hot_value,
    url: item.url,
    ...(item.label ? { description: item.label } : {}),
  })
  expect(Date.parse(seenAt)).toBeGreaterThanOrEqual(Date.parse(weibo.updatedAt))
  const trend = { ...passed, seen_at: seenAt }

  // The brief reads ?topic=&platform=&trend=: the creator only has to press Generate.
  const brief = page.getByRole('form', { name: 'New script' })
  await expect(brief.getByRole('textbox', { name: 'Topic' })).toHaveValue(item.title)
  const platform = brief.getByRole('radiogroup', { name: 'Platform' })
  await expect(platform.getByRole('radio', { name: 'Weibo' })).toBeChecked()
  await expect(platform.getByRole('radio', { checked: true })).toHaveCount(1)
  await expect(brief.getByTestId('brief-trend')).toContainText(`From Weibo hot search #${item.rank}`)
  await expect(brief.getByTestId('brief-trend').getByText(`From Weibo hot search #${item.rank}`)).toHaveAttribute(
    'title',
    item.title,
  )

  const created = page.waitForResponse((r) => r.url().endsWith('/api/scripts') && r.request().method() === 'POST')
  await brief.getByRole('button', { name: 'Generate script' }).click()
  const answer = await created
  expect(answer.status()).toBe(200)
  const { data } = (await answer.json()) as { data: { id: string } }
  await expect(page).toHaveURL(new RegExp(`/script-engine/${data.id}$`))
  // Stored with the script: read back, the brief carries the item.
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const stored = await request.get(`/api/scripts/${data.id}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(stored.status()).toBe(200)
  expect(((await stored.json()) as { data: { brief: { trend?: unknown } } }).data.brief.trend).toEqual(trend)
})

test('a creator who removes the trending item gets a script whose brief has none', async ({ page, request }) => {
  const { platforms } = await waitForTrending(request)
  const item = platforms.find((entry) => entry.platform === 'douyin')!.items[0] as { title: string; rank?: number }
  await page.goto('/hot?platform=douyin')
  await card(page, 'Douyin/TikTok')
    .getByRole('link', { name: `Write a script: ${item.title}` })
    .click()
  const brief = page.getByRole('form', { name: 'New script' })
  await brief.getByRole('button', { name: `Remove “From Douyin hot list #${item.rank}” from the brief` }).click()
  await expect(brief.getByTestId('brief-trend')).toHaveCount(0)
  const created = page.waitForResponse((r) => r.url().endsWith('/api/scripts') && r.request().method() === 'POST')
  await brief.getByRole('button', { name: 'Generate script' }).click()
  const { data } = (await (await created).json()) as { data: { brief: { topic: string; trend?: unknown } } }
  expect(data.brief.topic).toBe(item.title)
  expect(data.brief).not.toHaveProperty('trend')
})

test('in Chinese: 万 numbers, 最后更新, and the toast when the refresh call itself fails', async ({ page }) => {
  // Runs after the 'en' seed of beforeEach on every navigation, so zh wins.
  await page.addInitScript(() => localStorage.setItem('app-language', 'zh'))
  await page.goto('/hot')
  await expect(page.getByRole('heading', { name: '热点发现', level: 1 })).toBeVisible()
  const bilibili = card(page, '哔哩哔哩')
  await expect(bilibili.getByText(/^最后更新：(刚刚|\d+分钟前)$/)).toBeVisible()
  await expect(bilibili.getByRole('listitem').first()).toContainText(/万播放/)
  await expect(page.getByRole('group', { name: '平台' }).getByRole('button', { name: '全部平台' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.route('**/api/trending/refresh*', (route) =>
    route.fulfill({ status: 503, json: { code: 50300, message: 'unavailable', data: null } }),
  )
  await page.getByRole('button', { name: '刷新' }).click()
  await expect(toast(page)).toContainText('获取平台数据失败，请稍后再试。')
  await expect(bilibili.getByRole('listitem').first()).toBeVisible()
})

test("'Last updated' keeps ticking while the page stays open", async ({ page, request }) => {
  await waitForTrending(request)
  await page.clock.install()
  await page.goto('/hot?platform=bilibili')
  const updated = card(page, 'Bilibili').getByText(/^Last updated: /)
  await expect(updated).toBeVisible()
  const before = await updated.textContent()
  await page.clock.fastForward('10:00')
  await expect(updated).not.toHaveText(before!)
  await expect(updated).toHaveText(/^Last updated: 1\d minutes ago$/)
})
