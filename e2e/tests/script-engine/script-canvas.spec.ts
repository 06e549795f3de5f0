import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seedStorage, test, toast } from './script-engine-fixtures'

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

/** A request written as Chinese usually is: one long sentence, no spaces. */
const LONG_ZH_REQUEST =
  '请把开头改得更有冲击力并且在第二段加入一个真实的数据来源同时把结尾的引导语改成更口语化的表达方式让观众愿意评论和收藏这条视频'.repeat(
    3,
  )

interface Detail {
  id: string
  current_message_id: string
  messages: Array<{ id: string; role: string; version: number | null; script: { beats: unknown[] } | null }>
}

/** A script the offline engine wrote a first version of, through the API (no stream header: the finished answer). */
async function scriptWithVersion(request: APIRequestContext, token: string, language?: 'en'): Promise<Detail> {
  const brief = language
    ? { topic: 'First apartment mistakes to avoid', platform: 'tiktok', duration_seconds: 60, language }
    : { topic: '第一次租房要注意什么', platform: 'douyin', duration_seconds: 60 }
  const created = await request.post('/api/scripts', {
    headers: auth(token),
    data: { brief, connection_id: null },
  })
  expect(created.ok()).toBe(true)
  const { id } = (await created.json()).data as { id: string }
  const generated = await request.post(`/api/scripts/${id}/messages`, { headers: auth(token), data: {} })
  expect(generated.ok()).toBe(true)
  const detail = await request.get(`/api/scripts/${id}`, { headers: auth(token) })
  return (await detail.json()).data as Detail
}

/** The page is never wider than the screen (the layout check every page must pass). */
async function expectNoSidewaysOverflow(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(scroll, 'document width').toBeLessThanOrEqual(viewport)
}

test('compare matches beats by content: a removed beat is the only change, "changes only" keeps it, and the dialog restores a version', async ({
  page,
  request,
  signedIn,
}) => {
  const detail = await scriptWithVersion(request, signedIn.token)
  const v1 = detail.messages.find((message) => message.id === detail.current_message_id)!
  const script = v1.script as { beats: unknown[] } & Record<string, unknown>
  expect(script.beats.length).toBeGreaterThanOrEqual(3)
  // v2: the same script by hand with its second beat removed, so every later beat moves up one place.
  const edited = await request.post(`/api/scripts/${detail.id}/versions`, {
    headers: auth(signedIn.token),
    data: { base_message_id: v1.id, script: { ...script, beats: script.beats.filter((_, index) => index !== 1) } },
  })
  expect(edited.ok()).toBe(true)

  await page.goto(`/script-engine/${detail.id}`)
  await page.getByRole('button', { name: '对比' }).click()
  const dialog = page.getByRole('dialog', { name: '对比版本' })
  await expect(dialog.getByLabel('左侧')).toHaveValue(v1.id)
  const rows = dialog.getByTestId('compare-row')
  await expect(rows.first()).toBeVisible()
  const changed = dialog.locator('[data-testid="compare-row"]:not([data-status="same"])')
  await expect(changed).toHaveCount(1)
  await expect(changed).toHaveAttribute('data-status', 'removed')
  await expect(changed).toHaveAttribute('data-section', 'beats')
  await expect(changed.locator('[data-side="left"]')).toContainText('镜头 2')
  await expect(dialog.getByTestId('compare-count')).toHaveText('1 处改动')
  // Beats after the removed one are matched with themselves: same rows, nothing marked in them.
  expect(await dialog.locator('[data-section="beats"][data-status="same"]').count()).toBe(script.beats.length - 1)
  await expect(dialog.locator('del, ins')).toHaveCount(0)

  // One scroll for both versions.
  await expect(dialog.getByTestId('compare-scroll')).toHaveCount(1)

  await dialog.getByRole('switch', { name: '只看改动' }).click()
  await expect(rows).toHaveCount(1)

  // v1 is not current (the edit is): make it current from here.
  await dialog.getByRole('button', { name: '设 v1 为当前版本' }).click()
  await expect(dialog.getByRole('button', { name: '设 v1 为当前版本' })).toHaveCount(0)
  await expect(dialog.getByText('当前', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: '设 v2 为当前版本' })).toBeVisible()
  await dialog.getByRole('button', { name: '关闭' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('list', { name: '版本' }).getByRole('listitem').last()).toContainText('当前')
})

for (const screen of [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(`${screen.viewport.width}px`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.touch, isMobile: screen.touch })

    test(`[${screen.name}] the request box stays on screen beside or under the script, a long Chinese request never widens the page, and sending keeps the reader's place`, async ({
      page,
      request,
      signedIn,
    }) => {
      test.setTimeout(90_000)
      const detail = await scriptWithVersion(request, signedIn.token)
      await page.goto(`/script-engine/${detail.id}`)
      await expect(page.getByTestId('duration-summary')).toBeVisible()
      const box = page.getByRole('textbox', { name: '提出修改意见' })
      const versions = page.getByRole('list', { name: '版本' })

      // At the top, in the middle and at the end of the script the request box is on screen.
      for (const to of [0, 0.5, 1]) {
        await page.evaluate((at) => window.scrollTo(0, at * document.documentElement.scrollHeight), to)
        await expect(box).toBeInViewport()
      }
      const composer = page.getByTestId('follow-up')
      await expect(composer).toHaveAttribute('data-variant', screen.touch ? 'bar' : 'panel')
      if (!screen.touch) {
        // The thread sits in the same side panel, above the box, also on screen.
        await expect(page.getByTestId('canvas-panel').getByRole('list', { name: '版本' })).toBeInViewport()
      } else {
        // No keyboard on a touch screen: no Shift+Enter hint. The versions come before the bar, not under it.
        await expect(page.getByText(/Shift\+Enter/)).toBeHidden()
        await versions.scrollIntoViewIfNeeded()
        await expect(versions).toBeInViewport()
      }

      // Send from half-way down: the page does not jump back to the top.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3))
      const before = await page.evaluate(() => window.scrollY)
      expect(before).toBeGreaterThan(100)
      await box.fill(LONG_ZH_REQUEST)
      await box.press('Enter')
      await expect(page.getByTestId('live-stream')).toBeVisible()
      await expectNoSidewaysOverflow(page)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before / 2)
      // The request shows in the thread, wrapped, never widening the page.
      await expect(versions.getByRole('listitem').first()).toContainText(LONG_ZH_REQUEST.slice(0, 20))
      await expect(page.getByTestId('live-stream')).toBeHidden({ timeout: 45_000 })
      await expect(page.getByTestId('duration-summary')).toBeVisible()
      await expect(versions.getByRole('listitem')).toHaveCount(2)
      await expectNoSidewaysOverflow(page)
      await expect(box).toBeInViewport()
      // Edit mode is as wide as the screen too.
      await page.getByRole('button', { name: '编辑', exact: true }).click()
      await expect(page.getByTestId('version-editor')).toBeVisible()
      await expectNoSidewaysOverflow(page)
    })
  })
}

for (const lang of [
  { code: 'zh', width: 390, box: '提出修改意见', hook: '开场钩子（前 3 秒）', request: '开头再短一点' },
  // A request that keeps the length: the target of a "shorter" version is known only when it is saved, and its
  // check line may wrap onto another line than the one measured against the old target.
  {
    code: 'en',
    width: 390,
    box: 'Ask for a change',
    hook: 'Hook (first 3 s)',
    request: 'Add a real statistic to the second beat',
  },
  { code: 'zh', width: 1440, box: '提出修改意见', hook: '开场钩子（前 3 秒）', request: '开头再短一点' },
] as const) {
  const phone = lang.width < 1280
  test.describe(`${lang.width}px ${lang.code}`, () => {
    test.use({ viewport: { width: lang.width, height: phone ? 844 : 900 }, hasTouch: phone, isMobile: phone })

    test(`[${lang.width} ${lang.code}] the script does not move when a stream ends: the live header takes the finished header's place`, async ({
      page,
      request,
      signedIn,
    }) => {
      test.setTimeout(90_000)
      const detail = await scriptWithVersion(request, signedIn.token, lang.code === 'en' ? 'en' : undefined)
      if (lang.code === 'en') await seedStorage(page, { 'app-language': 'en' })
      await page.goto(`/script-engine/${detail.id}`)
      await expect(page.getByTestId('duration-summary')).toBeVisible()
      // Every frame, where the hook card is in the page (document coordinates) and whether it is the live one.
      await page.evaluate((hook) => {
        const samples: Array<{ live: boolean; top: number }> = []
        ;(window as unknown as { hookSamples: typeof samples }).hookSamples = samples
        const sample = () => {
          const card = document.querySelector(`section[aria-label="${hook}"]`)
          if (card) {
            samples.push({
              live: Boolean(card.closest('[data-testid="live-stream"]')),
              top: card.getBoundingClientRect().top + window.scrollY,
            })
          }
          requestAnimationFrame(sample)
        }
        requestAnimationFrame(sample)
      }, lang.hook)
      const box = page.getByRole('textbox', { name: lang.box })
      await box.fill(lang.request)
      await box.press('Enter')
      const live = page.getByTestId('live-stream')
      await expect(live.getByRole('region', { name: lang.hook })).toBeVisible({ timeout: 20_000 })
      const shots = process.env.REFLOW_SHOTS
      if (shots) await page.screenshot({ path: `${shots}-${lang.width}-${lang.code}-live.png` })
      await expect(live).toBeHidden({ timeout: 45_000 })
      await expect(page.getByTestId('duration-summary')).toBeVisible()
      // A few frames after the saved version took the live one's place (the check line, badges).
      await page.waitForTimeout(500)
      if (shots) await page.screenshot({ path: `${shots}-${lang.width}-${lang.code}-ended.png` })
      const samples = await page.evaluate(
        () => (window as unknown as { hookSamples: Array<{ live: boolean; top: number }> }).hookSamples,
      )
      const lastLive = samples.map((s) => s.live).lastIndexOf(true)
      expect(lastLive, 'a live hook card was seen').toBeGreaterThanOrEqual(0)
      // Every frame after the live card left, the transient ones included, not only the last.
      const after = samples.slice(lastLive + 1)
      expect(after.length, 'the finished hook card was seen').toBeGreaterThan(0)
      const moved = Math.max(...after.map((s) => Math.abs(s.top - samples[lastLive].top)))
      test.info().annotations.push({ type: 'hook moved (px)', description: moved.toFixed(1) })
      console.log(`[${lang.width} ${lang.code}] hook card moved ${moved.toFixed(1)} px at stream end`)
      expect(moved).toBeLessThanOrEqual(4)
    })
  })
}

test('Stop keeps what was written, and Continue finishes it from there', async ({ page, request, signedIn }) => {
  test.setTimeout(90_000)
  const created = await request.post('/api/scripts', {
    headers: auth(signedIn.token),
    // 120 s: its draft streams long enough for the click on 停止 to land on a loaded machine, where
    // lines arriving move the button and Playwright retries the click (a 60 s one sometimes ended first).
    data: { brief: { topic: '第一次租房要注意什么', platform: 'douyin', duration_seconds: 120 }, connection_id: null },
  })
  const { id } = (await created.json()).data as { id: string }
  await page.goto(`/script-engine/${id}`)
  await page.getByRole('button', { name: '生成脚本' }).click()
  // The stream is drawn in the finished layout: the hook card appears while it streams.
  await expect(page.getByTestId('live-stream').getByRole('region', { name: '开场钩子（前 3 秒）' })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: '停止' }).click()
  const note = page.getByTestId('unfinished-note')
  await expect(note).toHaveAttribute('data-reason', 'stopped', { timeout: 15_000 })
  await expect(note).toContainText('从你停下的地方接着写')
  const versions = page.getByRole('list', { name: '版本' })
  await expect(versions.getByRole('listitem')).toHaveCount(1)

  await note.getByRole('button', { name: '接着写完' }).click()
  await expect(page.getByTestId('duration-summary')).toBeVisible({ timeout: 30_000 })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first()).toContainText('接着写完')
  await expect(versions.getByRole('listitem').first()).toContainText('当前')
  await expect(page.getByRole('heading', { name: '结尾引导' })).toBeVisible()
  await expect(page.getByTestId('unfinished-note')).toHaveCount(0)
})

test('a click on a voice-over line edits it in place and saves it as a new version', async ({
  page,
  request,
  signedIn,
}) => {
  const detail = await scriptWithVersion(request, signedIn.token)
  await page.goto(`/script-engine/${detail.id}`)
  const hook = page.getByRole('region', { name: '开场钩子（前 3 秒）' })
  await hook.getByTestId('editable-line').click()
  const editor = hook.getByRole('textbox')
  await expect(editor).toBeFocused()
  // Escape leaves the line as it was.
  await editor.press('Escape')
  await expect(hook.getByRole('textbox')).toHaveCount(0)

  await hook.getByTestId('editable-line').click()
  await hook.getByRole('textbox').fill('押金被扣光？坑都埋在签约那天。')
  await hook.getByRole('textbox').press('Enter')
  await expect(toast(page)).toContainText('已保存为版本 2')
  const versions = page.getByRole('list', { name: '版本' })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first()).toContainText('你编辑的版本')
  await expect(versions.getByRole('listitem').first()).toContainText('当前')
  await expect(page.getByRole('region', { name: '开场钩子（前 3 秒）' })).toContainText(
    '押金被扣光？坑都埋在签约那天。',
  )
})
