import type { APIRequestContext } from '@playwright/test'
import {
  column,
  dragWithKeyboard,
  dragWithMouse,
  expect,
  expectCardIn,
  seedStorage,
  taskByTitle,
  test,
  toast,
  WORDS,
} from './tasks-fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR ?? '../.tmp/e2e-shots'

/** What /tasks' results dialog, its outlier mark, History's sort and the calendar link say in each language. */
const RESULTS_WORDS = {
  zh: {
    record: (title: string) => `记录“${title}”的数据`,
    dialog: '发布数据',
    url: '作品链接',
    views24h: '播放 · 24 小时',
    save: '保存数据',
    savedOutlier: (title: string) => `“${title}”是爆款`,
    mark: '爆款',
    outliersSort: '爆款优先',
    feedButton: '日历订阅',
    feedDialog: '日历订阅链接',
    createLink: '生成链接',
    revoke: '撤销',
    noLink: '还没有日历链接。',
    friday: '2026年12月4日星期五',
  },
  en: {
    record: (title: string) => `Record results of ${title}`,
    dialog: 'Results',
    url: 'Link to the post',
    views24h: 'Views · After 24 h',
    save: 'Save results',
    savedOutlier: (title: string) => `“${title}” is an outlier`,
    mark: 'Outlier',
    outliersSort: 'Outliers',
    feedButton: 'Calendar link',
    feedDialog: 'Calendar link',
    createLink: 'Create link',
    revoke: 'Revoke',
    noLink: 'No calendar link yet.',
    friday: 'Friday, December 4, 2026',
  },
} as const

/** Three earlier Douyin videos with figures (1000, 3000, 2000 views: a median of 2000) and one just published. */
async function seedPublished(request: APIRequestContext, token: string, tag: string) {
  const headers = { authorization: `Bearer ${token}` }
  const post = async (path: string, data: object) => {
    const response = await request.post(path, { headers, data })
    expect(response.status(), await response.text()).toBe(200)
    return (await response.json()).data as { id: string; title: string }
  }
  for (const [i, views] of [1000, 3000, 2000].entries()) {
    const task = await post('/api/tasks', {
      title: `Earlier ${i + 1} ${tag}`,
      platform: 'douyin',
      planned_date: `2026-11-0${i + 1}`,
      status: 'published',
    })
    const saved = await request.put(`/api/tasks/${task.id}/results`, { headers, data: { after_24h: { views } } })
    expect(saved.status()).toBe(200)
  }
  const script = await post('/api/scripts', { brief: { topic: `露营装备爆款 ${tag}`, platform: 'douyin' } })
  const hit = await post('/api/tasks', {
    title: `Hit ${tag}`,
    platform: 'douyin',
    planned_date: '2026-11-05',
    status: 'published',
    script_id: script.id,
  })
  return { hit, script }
}

for (const words of Object.values(WORDS)) {
  const said = RESULTS_WORDS[words.language]
  for (const width of [1440, 390]) {
    test(`[${words.language} ${width}px] figures of a published video mark it as an outlier on /tasks and in History`, async ({
      page,
      request,
      signedIn,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await seedStorage(page, { 'app-language': words.language })
      const tag = `${words.language}${width}`
      const { hit, script } = await seedPublished(request, signedIn.token, tag)

      await page.goto('/tasks')
      const card = column(page, 'published').getByTestId('task-card').filter({ hasText: hit.title })
      await card.getByRole('button', { name: said.record(hit.title) }).click()
      const dialog = page.getByRole('dialog', { name: said.dialog })
      await dialog.getByLabel(said.url).fill('https://v.douyin.com/e2e-hit/')
      // Not a number: refused in the form, nothing sent.
      await dialog.getByLabel(said.views24h).fill('lots')
      await dialog.getByRole('button', { name: said.save }).click()
      await expect(dialog.getByLabel(said.views24h)).toHaveAttribute('aria-invalid', 'true')
      await dialog.getByLabel(said.views24h).fill('9000')
      await dialog.getByRole('button', { name: said.save }).click()
      await expect(toast(page)).toContainText(said.savedOutlier(hit.title))
      await expect(dialog).toBeHidden()

      // 9000 over a median of 2000: 4.5×, marked.
      const badge = card.getByTestId('outlier-badge')
      await expect(badge).toHaveAttribute('data-outlier', 'true')
      await expect(badge).toContainText(said.mark)
      await expect(badge).toContainText('4.5×')
      // An earlier video has nothing before it to be compared with.
      await expect(
        column(page, 'published')
          .getByTestId('task-card')
          .filter({ hasText: `Earlier 1 ${tag}` })
          .getByTestId('outlier-badge'),
      ).toHaveCount(0)
      await page.screenshot({ path: `${SHOTS}/tasks-outlier-${tag}.png`, fullPage: true })

      // History: the script planned as that video, first when sorted by outliers, with the mark.
      await page.goto('/history')
      await page.getByRole('button', { name: said.outliersSort }).click()
      await expect(page).toHaveURL(/sort=outlier/)
      const first = page
        .getByRole('listitem')
        .filter({ has: page.getByTestId('history-outlier') })
        .first()
      await expect(first).toContainText(script.title)
      await expect(first.getByTestId('history-outlier')).toHaveAttribute('data-outlier', 'true')
      await expect(first.getByTestId('history-outlier')).toContainText('4.5×')
      await page.screenshot({ path: `${SHOTS}/history-outliers-${tag}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })

    test(`[${words.language} ${width}px] the month view moves a task by mouse and keyboard; the calendar link is made, read and revoked`, async ({
      page,
      request,
      signedIn,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await seedStorage(page, { 'app-language': words.language })
      const title = `Month ${words.language}${width}`
      const created = await request.post('/api/tasks', {
        headers: { authorization: `Bearer ${signedIn.token}` },
        data: { title, platform: 'bilibili' },
      })
      expect(created.status()).toBe(200)

      await page.goto('/tasks?view=month&day=2026-12-02')
      const handle = () => page.getByRole('button', { name: words.move(title) })
      await expectCardIn(page.getByTestId('calendar-unscheduled'), title)
      await dragWithMouse(page, handle(), page.getByTestId('calendar-day-2026-12-03'))
      await expectCardIn(page.getByTestId('calendar-day-2026-12-03'), title)
      await expect
        .poll(async () => (await taskByTitle(request, signedIn.token, title))?.planned_date)
        .toBe('2026-12-03')
      await dragWithKeyboard(page, words, handle(), said.friday, ['ArrowRight'])
      await expectCardIn(page.getByTestId('calendar-day-2026-12-04'), title)
      await expect
        .poll(async () => (await taskByTitle(request, signedIn.token, title))?.planned_date)
        .toBe('2026-12-04')
      await page.screenshot({ path: `${SHOTS}/tasks-month-drag-${words.language}-${width}.png`, fullPage: true })

      // The private calendar link: shown once, read by a calendar app without signing in, then revoked.
      await page.getByRole('button', { name: said.feedButton }).click()
      const dialog = page.getByRole('dialog', { name: said.feedDialog })
      await dialog.getByRole('button', { name: said.createLink }).click()
      const url = await dialog.getByTestId('calendar-feed-url').inputValue()
      expect(url).toMatch(/\/api\/tasks\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
      const feed = await request.get(url)
      expect(feed.status()).toBe(200)
      expect(feed.headers()['content-type']).toContain('text/calendar')
      expect(await feed.text()).toContain('DTSTART;VALUE=DATE:20261204')
      await page.screenshot({ path: `${SHOTS}/tasks-calendar-link-${words.language}-${width}.png` })
      await dialog.getByRole('button', { name: said.revoke }).click()
      // The toast is announced outside the dialog, which hides the rest of the page meanwhile.
      await expect(dialog.getByTestId('calendar-feed-status')).toHaveText(said.noLink)
      expect((await request.get(url)).status()).toBe(404)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
}
