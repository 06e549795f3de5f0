import { expect, seedScript, seedStorage, test } from './history-fixtures'

/**
 * A title is the script's own words; the platform is a badge named in the reader's language. Rows
 * made before that carry "抖音｜…" or "Douyin · …" in the language of their day: shown without it.
 */
test('History shows titles without a platform name baked in, and names platforms in the current language', async ({
  page,
  request,
  signedIn,
}) => {
  await seedScript(request, signedIn.token, '年轻人为什么开始反向消费', { generate: true })
  // As an English brief titled itself before: "Douyin · …".
  await seedScript(request, signedIn.token, 'Douyin · Budget phones', { language: 'en' })
  await seedScript(request, signedIn.token, '哔哩哔哩｜城市夜跑', { platform: 'bilibili' })

  await page.goto('/history')
  const titles = page.getByRole('list').getByRole('heading', { level: 2 })
  await expect(titles).toHaveText(['城市夜跑', 'Budget phones', '年轻人为什么开始反向消费'])
  await expect(page.getByRole('list').getByText('Douyin', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('list').getByText('抖音', { exact: true })).toHaveCount(2)
  await expect(page.getByRole('list').getByText('哔哩哔哩', { exact: true })).toHaveCount(1)
  // The title opens the script.
  await titles.filter({ hasText: '年轻人为什么开始反向消费' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/script-engine\/[0-9a-f-]+$/)

  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/history')
  await expect(titles).toHaveText(['城市夜跑', 'Budget phones', '年轻人为什么开始反向消费'])
  await expect(page.getByRole('list').getByText('Douyin', { exact: true })).toHaveCount(2)
  await expect(page.getByRole('list').getByText('Bilibili', { exact: true })).toHaveCount(1)
  await expect(page.getByRole('list').getByText('抖音', { exact: true })).toHaveCount(0)
})
