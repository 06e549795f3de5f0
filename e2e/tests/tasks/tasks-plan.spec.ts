import {
  expect,
  test,
  toast,
  seedStorage,
  WORDS,
  column,
  dragWithKeyboard,
  dragWithMouse,
  expectCardIn,
  taskByTitle,
} from './tasks-fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR ?? '../.tmp/e2e-shots'

for (const words of Object.values(WORDS)) {
  for (const width of [1440, 390]) {
    test(`[${words.language} ${width}px] a trending item is planned, dragged across the board and the calendar by mouse and keyboard`, async ({
      page,
      request,
      signedIn,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await seedStorage(page, { 'app-language': words.language })

      // "Plan it" on Hot Discoveries opens /tasks with the item in the new-task dialog.
      await page.goto('/hot')
      const planIt = page.getByRole('link', { name: words.planIt }).first()
      const label = (await planIt.getAttribute('aria-label'))!
      const trendTitle = label.replace(/^(加入计划：|Plan it: )/, '')
      await planIt.click()
      await expect(page).toHaveURL(/\/tasks\?/)
      const dialog = page.getByRole('dialog', { name: words.newTitle })
      await expect(dialog.getByLabel(words.titleField)).toHaveValue(trendTitle.slice(0, 120))
      await dialog.getByRole('button', { name: words.addToPlan }).click()
      await expect(toast(page)).toContainText(words.created)
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/\/tasks$/)
      const title = trendTitle.slice(0, 120)
      await expectCardIn(column(page, 'idea'), title)

      // Mouse: idea → scripted. Keyboard: scripted → filmed (one arrow press per column).
      const handle = () => page.getByRole('button', { name: words.move(title) })
      await dragWithMouse(page, handle(), column(page, 'scripted'))
      await expectCardIn(column(page, 'scripted'), title)
      await expect.poll(async () => (await taskByTitle(request, signedIn.token, title))?.status).toBe('scripted')
      await dragWithKeyboard(page, words, handle(), words.status.filmed, [width === 390 ? 'ArrowDown' : 'ArrowRight'])
      await expectCardIn(column(page, 'filmed'), title)
      await expect.poll(async () => (await taskByTitle(request, signedIn.token, title))?.status).toBe('filmed')
      await page.screenshot({ path: `${SHOTS}/tasks-board-${words.language}-${width}.png`, fullPage: true })

      // The week of 30 Nov 2026: mouse from "no date yet" onto Monday, keyboard one day on.
      await page.goto('/tasks?view=week&day=2026-12-02')
      await expectCardIn(page.getByTestId('calendar-unscheduled'), title)
      await dragWithMouse(page, handle(), page.getByTestId('calendar-day-2026-11-30'))
      await expectCardIn(page.getByTestId('calendar-day-2026-11-30'), title)
      await expect
        .poll(async () => (await taskByTitle(request, signedIn.token, title))?.planned_date)
        .toBe('2026-11-30')
      await dragWithKeyboard(page, words, handle(), words.tuesday, [width === 390 ? 'ArrowDown' : 'ArrowRight'])
      await expectCardIn(page.getByTestId('calendar-day-2026-12-01'), title)
      await expect
        .poll(async () => (await taskByTitle(request, signedIn.token, title))?.planned_date)
        .toBe('2026-12-01')
      await page.screenshot({ path: `${SHOTS}/tasks-week-${words.language}-${width}.png`, fullPage: true })

      await page.goto('/tasks?view=month&day=2026-12-02')
      await expectCardIn(page.getByTestId('calendar-day-2026-12-01'), title)
      await page.screenshot({ path: `${SHOTS}/tasks-month-${words.language}-${width}.png`, fullPage: true })
      // No page is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }

  test(`[${words.language}] a script page adds its script to the plan and then shows its status`, async ({
    page,
    request,
    signedIn,
  }) => {
    await seedStorage(page, { 'app-language': words.language })
    const created = await request.post('/api/scripts', {
      headers: { authorization: `Bearer ${signedIn.token}` },
      data: { brief: { topic: '周末露营装备清单', platform: 'xiaohongshu' } },
    })
    const script = (await created.json()).data as { id: string; title: string }
    await page.goto(`/script-engine/${script.id}`)
    await page.getByTestId('script-add-to-plan').click()
    const dialog = page.getByRole('dialog', { name: words.newTitle })
    await expect(dialog.getByLabel(words.titleField)).toHaveValue(script.title)
    await dialog.getByRole('button', { name: words.addToPlan }).click()
    await expect(toast(page)).toContainText(words.created)
    await expectCardIn(column(page, 'scripted'), script.title)
    await page.goto(`/script-engine/${script.id}`)
    await expect(page.getByTestId('script-task-status')).toHaveText(words.inPlan)
  })
}

for (const words of Object.values(WORDS)) {
  for (const width of [1440, 390]) {
    test(`[${words.language} ${width}px] three typed topics are drafted in the background and land on the board as scripted tasks`, async ({
      page,
      signedIn: _,
    }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await seedStorage(page, { 'app-language': words.language })
      await page.goto('/tasks')
      await page.getByRole('button', { name: words.batch }).click()
      const dialog = page.getByRole('dialog', { name: words.batch })
      const topics = ['周末露营装备', '第一次租房', '通勤穿搭'].map((topic) => `${topic} ${words.language}${width}`)
      await dialog.getByLabel(words.batchTopics).fill(topics.join('\n'))
      await dialog.getByRole('button', { name: words.queue3 }).click()
      await expect(toast(page)).toContainText(words.queued3)
      const panel = page.getByTestId('draft-jobs')
      await expect(panel.getByTestId('draft-job')).toHaveCount(3)
      // The creator leaves and comes back: the batch goes on without the page.
      await page.goto('/hot')
      await page.goto('/tasks')
      await expect(panel.getByRole('heading', { name: words.batchDone })).toBeVisible({ timeout: 60_000 })
      await expect(panel.locator('[data-status="done"]')).toHaveCount(3)
      for (const topic of topics)
        await expect(
          column(page, 'scripted')
            .getByTestId('task-card')
            .filter({ hasText: topic.split(' ')[0] }),
        ).not.toHaveCount(0)
      await page.screenshot({ path: `${SHOTS}/tasks-batch-${words.language}-${width}.png`, fullPage: true })
    })
  }
}
