import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { adminToken, expect, seedStorage, test, toast } from '../account/account-fixtures'
import { setUpstream } from '../trending/trending-fixtures'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

const card = (page: Page, queue: string) => page.locator(`[data-queue="${queue}"]`)

/** The page reads the list every 10 s; a reload shows a change at once. */
async function eventually(page: Page, check: () => Promise<void>, timeout = 15_000) {
  await expect(async () => {
    await page.reload()
    await check()
  }).toPass({ timeout, intervals: [1_000, 2_000, 3_000] })
}

const lastRun = (queueCard: Locator) => queueCard.getByTestId('last-run')

test('[en] the jobs page, reached from /users, shows each hot list refresh with its last run; a failed refresh is retried', async ({
  page,
  request,
}) => {
  // Two pages' worth of reloads while the queue catches up.
  test.slow()
  await seedStorage(page, { token: await adminToken(request), 'app-language': 'en' })
  await page.goto('/users')
  await page.getByRole('link', { name: 'Background jobs' }).click()
  await expect(page).toHaveURL(/\/users\/jobs$/)
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible()

  // The refresh the server ran at start-up, one queue per platform.
  const bilibili = card(page, 'trending-refresh-bilibili')
  await expect(bilibili.getByRole('heading', { name: 'Hot list refresh · Bilibili' })).toBeVisible()
  await eventually(page, () => expect(lastRun(bilibili)).toContainText('Succeeded'))
  await expect(lastRun(bilibili)).toContainText(/ago|now|second|minute/)
  await expect(bilibili.getByText('Every 10 minutes')).toBeVisible()
  await expect(bilibili.getByTestId('next-run')).toContainText(/in \d+ (minute|second)s?/)

  const weibo = card(page, 'trending-refresh-weibo')
  await setUpstream('fail', ['weibo'])
  try {
    await weibo.getByRole('button', { name: 'Run Hot list refresh · Weibo now' }).click()
    await expect(toast(page)).toContainText('Queued')
    // A run asked for by hand is one attempt: its failure shows at once.
    await eventually(page, () => expect(weibo.locator('[data-failure]')).toHaveCount(1))
  } finally {
    await setUpstream('ok', ['weibo'])
  }
  const failure = weibo.locator('[data-failure]')
  await expect(failure).toContainText('http_status')
  await expect(failure).toContainText('1 attempt')
  await expect(lastRun(weibo)).toContainText('Failed')

  await failure.getByRole('button', { name: /^Retry the failed Hot list refresh · Weibo job/ }).click()
  await expect(toast(page)).toContainText('Queued again')
  await eventually(page, async () => {
    await expect(lastRun(weibo)).toContainText('Succeeded')
    await expect(weibo.locator('[data-failure]')).toHaveCount(0)
  })
})

test('[zh] 390 px, light and dark: the jobs page fits the phone and passes axe', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await seedStorage(page, { token: await adminToken(request), 'app-language': 'zh', 'vite-ui-theme': 'system' })
  await page.goto('/users/jobs')
  await expect(page.getByRole('heading', { name: '后台任务', level: 1 })).toBeVisible()
  await expect(card(page, 'trending-refresh-douyin').getByRole('heading', { name: '热榜刷新 · 抖音' })).toBeVisible()
  await expect(card(page, 'trending-refresh-douyin').getByText('每 10 分钟')).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect(axe.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes[0]?.target)}`)).toEqual(
      [],
    )
  }
})

test('a creator who opens /users/jobs is told it is for administrators', async ({ page, signedIn }) => {
  void signedIn
  await page.goto('/users/jobs')
  await expect(page.getByRole('heading', { name: /管理员|administrators/ })).toBeVisible()
  await expect(page.locator('[data-queue]')).toHaveCount(0)
})
