import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seedStorage, test } from './script-engine-fixtures'

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

/** An offline draft written through the API; the conversation's id. */
async function offlineDraft(request: APIRequestContext, token: string, brief: Record<string, unknown>) {
  const created = await request.post('/api/scripts', { headers: auth(token), data: { brief } })
  expect(created.ok()).toBe(true)
  const { id } = (await created.json()).data as { id: string }
  const generated = await request.post(`/api/scripts/${id}/messages`, {
    headers: auth(token),
    data: {},
    timeout: 30_000,
  })
  expect(generated.ok()).toBe(true)
  return id
}

/** The page scrolls sideways when its content is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** The badge lies wholly inside the window, left to right. */
async function expectInsideWindow(page: Page, badge: ReturnType<Page['getByTestId']>) {
  const box = (await badge.boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
}

test('an offline draft is an outline: its badge counts the voice-over left to write on a desktop and on a phone, and History says so too', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(90_000)
  const id = await offlineDraft(request, signedIn.token, {
    topic: '第一次租房要注意什么',
    platform: 'douyin',
    duration_seconds: 60,
  })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/script-engine/${id}`)
  const header = page.getByRole('heading', { name: '版本 1' }).locator('..')
  const badge = header.getByTestId('script-state')
  await expect(badge).toHaveText(/^这一版的状态: 提纲 · 还有 \d+ 秒口播待你填写$/)
  await expect(badge).toBeInViewport()
  // Written voice-over and blanks are told apart; blanks are no speech.
  const measure = page.getByTestId('speech-measure')
  await expect(measure).toContainText(/已写口播 \d+ 秒/)
  await expect(measure).toContainText(/\d+ 处空白约 \d+ 秒，待你填写/)
  const seconds = Number((await badge.innerText()).match(/还有 (\d+) 秒/)![1])
  expect(seconds).toBeGreaterThan(0)
  await expect(measure).toContainText(`约 ${seconds} 秒`)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await expect(badge).toHaveText(`这一版的状态: 提纲 · 还有 ${seconds} 秒口播待你填写`)
  await expect(badge).toBeInViewport()
  await expectInsideWindow(page, badge)
  expect(await scrollsSideways(page)).toBe(false)

  await page.goto('/history')
  const row = page.getByRole('listitem').filter({ hasText: '第一次租房要注意什么' })
  await expect(row.getByTestId('script-state')).toHaveText('当前版本的状态: 提纲')
  await expect(row.getByTestId('script-state')).toBeInViewport()
  expect(await scrollsSideways(page)).toBe(false)
})

test('in English too, at 390 px', async ({ page, request, signedIn }) => {
  const id = await offlineDraft(request, signedIn.token, {
    topic: 'First apartment mistakes to avoid',
    platform: 'tiktok',
    language: 'en',
    duration_seconds: 45,
  })
  await seedStorage(page, { 'app-language': 'en' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/script-engine/${id}`)
  const badge = page.getByRole('heading', { name: 'Version 1' }).locator('..').getByTestId('script-state')
  await expect(badge).toHaveText(/^State of this version: Outline · \d+ s of voice-over left to write$/)
  await expect(badge).toBeInViewport()
  await expectInsideWindow(page, badge)
  expect(await scrollsSideways(page)).toBe(false)
})

test('exporting the SRT of an outline warns first, and the file holds no blank', async ({
  page,
  request,
  signedIn,
}) => {
  const id = await offlineDraft(request, signedIn.token, { topic: '第一次租房要注意什么', platform: 'douyin' })
  await page.goto(`/script-engine/${id}`)
  await page.getByRole('button', { name: '导出' }).click()
  await page.getByRole('menuitem', { name: 'SRT 字幕（.srt）' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(/这一版还有 \d+ 处空白/)
  await expect(dialog).toContainText('SRT 字幕不会收入空白')

  // Cancel exports nothing.
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: '导出' }).click()
  await page.getByRole('menuitem', { name: 'SRT 字幕（.srt）' }).click()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: '仍然导出' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/-v1\.srt$/)
  const srt = fs.readFileSync(await file.path(), 'utf8')
  // The hook of an offline draft may be a blank itself: the first caption then starts after it.
  expect(srt).toMatch(/^1\n00:00:\d\d,\d{3} --> /)
  expect(srt).not.toMatch(/[【】[\]]/)

  // Markdown asks nothing and opens with the title and the state.
  await page.getByRole('button', { name: '导出' }).click()
  const markdown = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Markdown（.md）' }).click()
  const lines = fs.readFileSync(await (await markdown).path(), 'utf8').split('\n')
  expect(lines[0]).toMatch(/^# .*第一次租房要注意什么/)
  expect(lines[2]).toMatch(/^状态：提纲 · 还有 \d+ 秒口播待你填写$/)
})
