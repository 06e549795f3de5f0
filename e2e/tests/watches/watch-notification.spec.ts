import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seedStorage, setUpstreamVariant, test, waitForTrending } from '../trending/trending-fixtures'

/**
 * A watch saved on /hot/watches fires after a refresh that brings a matching item onto its list:
 * the bell in the header counts it, its panel lists it, and opening it shows the item on Hot
 * Discoveries. On a phone's width (390 px), in Chinese (the default language).
 */
const BLOCKING = new Set(['critical', 'serious', 'moderate'])
async function blockingViolations(page: Page, include: string) {
  const axe = await new AxeBuilder({ page })
    .include(include)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return axe.violations.filter((violation) => BLOCKING.has(violation.impact ?? '')).map((violation) => violation.id)
}

async function unread(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/notifications/unread-count', { headers: { Authorization: `Bearer ${token}` } })
  return ((await answer.json()) as { data: { unread: number } }).data.unread
}

test('a watch created in the UI notifies in the bell after a refresh brings a matching item', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(60_000)
  await waitForTrending(request)
  await seedStorage(page, { 'app-language': 'zh' })
  await page.setViewportSize({ width: 390, height: 844 })

  await page.goto('/hot/watches')
  await expect(page.getByRole('heading', { name: '还没有关注' })).toBeVisible()
  await page.getByRole('button', { name: '新建关注' }).first().click()
  const form = page.getByRole('dialog', { name: '新建关注' })
  // A watch without keywords is refused in place.
  await form.getByLabel('名称').fill('新规')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByText('请填写 1 到 20 个关键词')).toBeVisible()
  expect(await blockingViolations(page, '[role="dialog"]')).toEqual([])
  await form.getByLabel('关键词').fill('新规，规定')
  await form.getByRole('checkbox', { name: 'B站' }).uncheck()
  await form.getByRole('checkbox', { name: '微博' }).uncheck()
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form).toBeHidden()
  const card = page.getByTestId('watch-card').filter({ hasText: '新规' })
  await expect(card).toContainText('抖音 · 新上榜')
  await expect(card).toContainText('仅站内通知')
  expect(await blockingViolations(page, '#content')).toEqual([])
  // Nothing has fired yet: the bell shows no count.
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('通知')

  // A later Douyin list brings 12月新规来了 onto the list at 4.
  await setUpstreamVariant('later', ['douyin'])
  try {
    const refreshed = await request.post('/api/trending/refresh?platform=douyin', {
      headers: { Authorization: `Bearer ${signedIn.token}` },
    })
    expect(refreshed.status()).toBe(200)
    // The fan-out runs as a job after the refresh.
    await expect.poll(() => unread(request, signedIn.token), { timeout: 20_000 }).toBe(1)
  } finally {
    await setUpstreamVariant('recorded', ['douyin'])
  }

  await page.goto('/hot')
  const bell = page.getByTestId('notification-bell')
  await expect(page.getByTestId('notification-count')).toHaveText('1')
  await expect(bell).toHaveAccessibleName('通知：1 条未读')
  await bell.click()
  const item = page.getByTestId('notification-item')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('12月新规来了')
  await expect(item).toContainText('新规 · 抖音 第 4 名 · 新上榜')
  expect(await blockingViolations(page, '[data-testid="notification-panel"]')).toEqual([])
  // The panel fits the phone's width.
  const box = await page.getByTestId('notification-panel').boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)

  await item.click()
  await expect(page).toHaveURL(/\/hot\?.*item=douyin/)
  await expect(page.getByTestId('notification-count')).toHaveCount(0)
  expect(await unread(request, signedIn.token)).toBe(0)
})
