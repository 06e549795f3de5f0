import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, seedStorage, setUpstreamVariant, test, waitForTrending } from './trending-fixtures'

/**
 * What the rank history shows a creator on Hot Discoveries: the sparkline and badges on each row,
 * the order by rising fastest, and an item's detail (its whole life, the platforms it reached)
 * from which 'Write a script' carries the item.
 */
type Momentum = {
  key: string
  first_seen_at: string
  minutes_on_list: number
  peak_rank: number
  rank_change_1h: number | null
  direction: 'new' | 'rising' | 'falling' | 'steady'
  spark: (number | null)[]
  also_on: string[]
}
type Item = { platform: string; rank: number; title: string; url: string; hot_value: number; momentum?: Momentum }
type Answer = { platforms: { platform: string; updatedAt: string | null; items: Item[] }[] }

const BLOCKING = new Set(['critical', 'serious', 'moderate'])
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const row = (page: Page | Locator, title: string) => page.getByTestId('trend-row').filter({ hasText: title })

async function trending(request: APIRequestContext): Promise<Answer> {
  return (await (await request.get('/api/trending')).json()).data as Answer
}

async function refresh(request: APIRequestContext, token: string, platform: string) {
  const answer = await request.post(`/api/trending/refresh?platform=${platform}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(answer.status()).toBe(200)
}

test.beforeEach(async ({ page, request, signedIn }) => {
  void signedIn
  await waitForTrending(request)
  await seedStorage(page, { 'app-language': 'en' })
})

test('a story on two lists: badges and sparkline on its row, its detail, and Write a script with the item', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  // A later Weibo list adds the Hong Kong fire story, which Douyin's list has too.
  await setUpstreamVariant('later', ['weibo'])
  try {
    await refresh(request, signedIn.token, 'weibo')
    let fire: Item | undefined
    await expect
      .poll(async () => {
        fire = (await trending(request)).platforms.find((entry) => entry.platform === 'weibo')!.items[1]
        return fire?.momentum?.also_on
      })
      .toEqual(['douyin'])
    const story = fire!

    await page.goto('/hot')
    const weibo = page.getByRole('region', { name: 'Weibo' })
    const storyRow = row(weibo, story.title)
    await expect(storyRow.getByTestId('momentum-badges')).toContainText('On 2 platforms')
    // Every row here was first seen within the hour of this run: each says so.
    await expect(storyRow.getByTestId('momentum-badges')).toContainText('New')
    await expect(
      page
        .getByRole('region', { name: 'Douyin/TikTok' })
        .getByTestId('momentum-badges')
        .filter({ hasText: 'On 2 platforms' }),
    ).toHaveCount(1)
    const spark = storyRow.getByRole('button', { name: `Rank history and details: ${story.title}` })
    await expect(spark.locator('svg')).toBeVisible()
    // The main action is a labelled button, not a bare icon.
    await expect(storyRow.getByRole('link', { name: `Write a script: ${story.title}` })).toHaveText('Write a script')

    // The detail opens from the sparkline, by keyboard too, and lives in the URL.
    await spark.focus()
    await page.keyboard.press('Enter')
    const detail = page.getByRole('dialog', { name: story.title })
    await expect(detail).toBeVisible()
    await expect(page).toHaveURL(/[?&]item=weibo%3A/)
    await expect(detail.getByText('Platforms it reached (2)')).toBeVisible()
    const reached = detail.getByTestId('trend-appearances').getByRole('listitem')
    await expect(reached).toHaveCount(2)
    await expect(reached.first()).toContainText('Weibo')
    await expect(reached.nth(1)).toContainText('Douyin/TikTok')
    await expect(detail.getByTestId('trend-history-chart').locator('svg')).toBeVisible()
    await expect(detail.getByText('First seen')).toBeVisible()
    await expect(detail.getByText('Peak', { exact: true })).toBeVisible()
    await expect(detail.locator('dd').nth(2)).toHaveText('No. 2')
    const axe = await new AxeBuilder({ page }).include('[data-testid="trend-detail"]').withTags(AXE_TAGS).analyze()
    expect(axe.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))).toEqual([])

    // Deep-linkable: a reload opens it again; Escape closes it and drops it from the URL.
    await page.reload()
    await expect(detail).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(detail).toBeHidden()
    await expect(page).not.toHaveURL(/[?&]item=/)
    await page.goBack()
    await expect(detail).toBeVisible()

    await detail.getByRole('link', { name: `Write a script: ${story.title}` }).click()
    await expect(page).toHaveURL(/\/script-engine\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('topic')).toBe(story.title)
    expect(url.searchParams.get('platform')).toBe('weibo')
    const trend = JSON.parse(url.searchParams.get('trend')!) as Record<string, unknown>
    expect(trend).toMatchObject({ platform: 'weibo', title: story.title, rank: 2, url: story.url })
    await expect(page.getByRole('form', { name: 'New script' }).getByTestId('brief-trend')).toContainText(
      'From Weibo hot search #2',
    )
  } finally {
    // Leave the recorded lists for the other specs.
    await setUpstreamVariant('recorded', ['weibo'])
    await refresh(request, signedIn.token, 'weibo')
  }
})

test('sorting by rising fastest puts the biggest climb first, keeps it in the URL and on the full ranking', async ({
  page,
  request,
}) => {
  // A rank change is measured against the list an hour earlier, which no e2e run waits for: the
  // list is the server's own, with the momentum of four rows scripted on top of it.
  const answer = await trending(request)
  const bilibili = answer.platforms.find((entry) => entry.platform === 'bilibili')!
  const scripted: Record<number, Partial<Momentum>> = {
    1: { rank_change_1h: -5, direction: 'falling' },
    3: { rank_change_1h: 4, direction: 'rising' },
    6: { rank_change_1h: 9, direction: 'rising', first_seen_at: new Date().toISOString() },
    8: { rank_change_1h: null, direction: 'new', first_seen_at: new Date(Date.now() - 60_000).toISOString() },
  }
  for (const item of bilibili.items) {
    item.momentum = {
      ...item.momentum!,
      rank_change_1h: 0,
      direction: 'steady',
      first_seen_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      ...scripted[item.rank],
    }
  }
  await page.route(/\/api\/trending(\?|$)/, (route) =>
    route.fulfill({ json: { code: 0, message: 'ok', data: answer } }),
  )
  const title = (rank: number) => bilibili.items[rank - 1].title

  await page.goto('/hot?platform=bilibili')
  const card = page.getByRole('region', { name: 'Bilibili' })
  const titles = card.getByTestId('trend-row').getByRole('link', { name: /opens in a new tab/ })
  await expect(titles.first()).toContainText(title(1))
  await expect(row(page, title(6)).getByTestId('momentum-badges')).toContainText('+9')
  await expect(row(page, title(1)).getByTestId('momentum-badges')).toContainText('−5')
  await expect(row(page, title(8)).getByTestId('momentum-badges')).toContainText('New')

  // Badges, sparklines and the row actions pass axe in both themes (colour contrast included).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect(axe.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))).toEqual([])
  }

  const sort = page.getByRole('group', { name: 'Sort by' })
  await sort.getByRole('button', { name: 'Rising fastest' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/hot\?platform=bilibili&sort=rising$/)
  await expect(sort.getByRole('button', { name: 'Rising fastest' })).toHaveAttribute('aria-pressed', 'true')
  await expect(titles.nth(0)).toContainText(title(6))
  await expect(titles.nth(1)).toContainText(title(3))
  // No move, then the platform's own order; the fall last of those shown.
  await expect(titles.nth(2)).toContainText(title(2))

  await sort.getByRole('button', { name: 'Newest' }).click()
  await expect(page).toHaveURL(/sort=newest$/)
  await expect(titles.nth(0)).toContainText(title(6))
  await expect(titles.nth(1)).toContainText(title(8))

  await sort.getByRole('button', { name: 'Rising fastest' }).click()
  await page.getByRole('link', { name: 'See more of the Bilibili ranking' }).click()
  await expect(page).toHaveURL(/\/hot\/list\?platform=bilibili&sort=rising$/)
  const list = page.getByRole('region', { name: 'Bilibili' }).getByTestId('trend-row')
  await expect(list.first()).toContainText(title(6))
  await page.getByRole('button', { name: 'View More' }).click()
  await expect(list).toHaveCount(bilibili.items.length)
  await expect(list.last()).toContainText(title(1))
  await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Rank' }).click()
  await expect(page).toHaveURL(/\/hot\/list\?platform=bilibili$/)
  await expect(list.first()).toContainText(title(1))
})
