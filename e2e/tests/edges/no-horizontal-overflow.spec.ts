import type { APIRequestContext, Page } from '@playwright/test'
import { adminToken } from '../account/account-fixtures'
import { seedScript } from '../history/history-fixtures'
import { expect, registerUser, seedStorage, test } from '../shell/shell-fixtures'

/**
 * No page may be wider than the screen: a document wider than the viewport scrolls sideways on a
 * phone and hides the right edge (Export, fields) on a desktop. Every route the product lists, at a
 * desktop and a phone width, signed out, as a creator and as an admin; and the script page while a
 * long revision request streams (Chinese is written without spaces, so one request is one long
 * word) and in edit mode.
 */
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

const PUBLIC_ROUTES = ['/sign-in', '/sign-up', '/forgot-password', '/otp', '/401', '/403', '/404', '/500', '/503']
const LEGAL_ROUTES = ['/terms', '/privacy']
const SIGNED_IN_ROUTES = [
  '/',
  '/script-engine',
  '/history',
  '/hot',
  '/hot/list',
  '/tasks',
  '/apps',
  '/chats',
  '/users',
  '/help-center',
  '/settings',
  '/settings/account',
  '/settings/appearance',
  '/settings/display',
  '/settings/notifications',
]

/** One sentence of a revision request as it is usually typed in Chinese: no spaces anywhere. */
const LONG_ZH_REQUEST =
  '请把开头改成一个更抓人的反问句并且把第二个镜头的口播压缩到十秒以内同时保留原来引用的数据来源再把结尾的引导改得更自然一些不要太像广告'.repeat(
    3,
  )

interface Width {
  doc: number
  view: number
}

const measure = (page: Page): Promise<Width> =>
  page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }))

/** Opens a route and waits until what it loads has arrived, so late content is measured too. */
async function settle(page: Page, route: string) {
  await page.goto(route)
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  await page.locator('main, #content').first().waitFor({ timeout: 10_000 })
  await page.waitForTimeout(250)
}

async function widerThanScreen(page: Page, routes: string[]): Promise<string[]> {
  const wide: string[] = []
  for (const route of routes) {
    await settle(page, route)
    const { doc, view } = await measure(page)
    if (doc > view) wide.push(`${route}: ${doc} px on a ${view} px screen`)
  }
  return wide
}

/** A creator with a long name and one written script, so lists, cards and the script page have content. */
async function creatorWithScript(request: APIRequestContext) {
  const account = await registerUser(request, 'Lin Xiaoxiao, a rather long display name')
  const script = await seedScript(request, account.token, '年轻人为什么开始反向消费', { generate: true })
  return { token: account.token, scriptId: script.id }
}

for (const size of WIDTHS) {
  test.describe(`${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('public pages fit the screen', async ({ page }) => {
      test.setTimeout(90_000)
      expect(await widerThanScreen(page, [...PUBLIC_ROUTES, ...LEGAL_ROUTES])).toEqual([])
    })

    test('every signed-in page fits the screen for a creator (Chinese)', async ({ page, request }) => {
      test.setTimeout(120_000)
      const { token, scriptId } = await creatorWithScript(request)
      await seedStorage(page, { token })
      const routes = [...SIGNED_IN_ROUTES, ...LEGAL_ROUTES, `/script-engine/${scriptId}`]
      expect(await widerThanScreen(page, routes)).toEqual([])
    })

    test('every signed-in page fits the screen for an admin (English)', async ({ page, request }) => {
      test.setTimeout(120_000)
      const token = await adminToken(request)
      const script = await seedScript(request, token, 'Budget phones that still get updates in five years', {
        language: 'en',
        platform: 'bilibili',
        generate: true,
      })
      await seedStorage(page, { token, 'app-language': 'en' })
      expect(await widerThanScreen(page, [...SIGNED_IN_ROUTES, `/script-engine/${script.id}`])).toEqual([])
    })

    test('the script page fits while a long Chinese revision request streams, after it, and on later visits', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const { token, scriptId } = await creatorWithScript(request)
      await seedStorage(page, { token })
      await settle(page, `/script-engine/${scriptId}`)
      // The widest the document gets on any frame while the answer streams in.
      await page.evaluate(() => {
        const w = window as unknown as { widest: number }
        w.widest = document.documentElement.scrollWidth
        const sample = () => {
          w.widest = Math.max(w.widest, document.documentElement.scrollWidth)
          requestAnimationFrame(sample)
        }
        requestAnimationFrame(sample)
      })
      const request_ = page.getByLabel('提出修改意见')
      await request_.fill(LONG_ZH_REQUEST)
      await request_.press('Enter')
      await expect(page.getByRole('button', { name: '停止' })).toBeVisible()
      await expect(page.getByRole('button', { name: '停止' })).toBeHidden({ timeout: 60_000 })
      const view = page.viewportSize()!.width
      const widest = await page.evaluate(() => (window as unknown as { widest: number }).widest)
      expect(widest, `widest while streaming on a ${view} px screen`).toBeLessThanOrEqual(view)
      expect((await measure(page)).doc, 'after the stream').toBeLessThanOrEqual(view)
      await settle(page, `/script-engine/${scriptId}`)
      expect((await measure(page)).doc, 'on a later visit').toBeLessThanOrEqual(view)
    })

    test('the script page fits in edit mode', async ({ page, request }) => {
      const { token, scriptId } = await creatorWithScript(request)
      await seedStorage(page, { token })
      await settle(page, `/script-engine/${scriptId}`)
      await page.getByRole('button', { name: '编辑', exact: true }).click()
      await expect(page.getByTestId('version-editor')).toBeVisible()
      const { doc, view } = await measure(page)
      expect(doc, `edit mode on a ${view} px screen`).toBeLessThanOrEqual(view)
    })
  })
}
