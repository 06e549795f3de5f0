import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, registerUser, test } from '../shell/shell-fixtures'
import { seedScript } from '../history/history-fixtures'

/**
 * Every page has no critical, serious or moderate axe violation (WCAG 2.1 A/AA and best practice).
 * Two walks over all routes cover both languages, both themes and both widths (zh · light ·
 * desktop, en · dark · 390 px); the full cross product takes 7.5 min on a 2-core machine and is
 * left for when the walk navigates inside the app instead of reloading each page.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const BLOCKING = new Set(['critical', 'serious', 'moderate'])

const PUBLIC_ROUTES = ['/sign-in', '/sign-up', '/forgot-password', '/reset-password?token=x', '/verify-email', '/otp', '/401', '/403', '/404', '/500', '/503', '/privacy', '/terms']
const SIGNED_IN_ROUTES = [
  '/',
  '/script-engine',
  'SCRIPT',
  '/history',
  '/hot',
  '/hot/list',
  '/apps',
  '/tasks',
  '/chats',
  '/users',
  '/help-center',
  '/settings',
  '/settings/account',
  '/settings/appearance',
  '/settings/notifications',
  '/settings/display',
]

let creator: { token: string; scriptPath: string }
let emptyCreator: { token: string }

test.beforeAll(async ({ request }) => {
  const withScripts = await registerUser(request, 'Axe Lin')
  const script = await seedScript(request, withScripts.token, 'Axe 脚本', { generate: true })
  creator = { token: withScripts.token, scriptPath: `/script-engine/${script.id}` }
  emptyCreator = { token: (await registerUser(request, 'Axe Empty')).token }
})

type Finding = { path: string; id: string; impact: string; targets: string[]; summary: string }

/** Waits for the page to settle (data loaded, no spinner, no animation) and runs axe on it. */
async function scan(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy=true], [data-slot=skeleton], .animate-pulse')).toHaveCount(0, { timeout: 10_000 })
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        path,
        id: violation.id,
        impact: violation.impact ?? '',
        targets: node.target.map(String),
        summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
      })),
    )
}

async function usePreferences(page: Page, language: 'zh' | 'en', theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
  await page.addInitScript(
    ([lng, scheme]) => {
      localStorage.setItem('app-language', lng)
      localStorage.setItem('vite-ui-theme', scheme)
    },
    [language, theme] as const,
  )
}

async function signIn(page: Page, token: string) {
  await page.evaluate((value) => localStorage.setItem('token', value), token)
}

const format = (findings: Finding[]) =>
  findings.map((f) => `${f.path} ${f.impact} ${f.id} ${f.targets.join(' ')} — ${f.summary}`)

const WALKS = [
  { language: 'zh', theme: 'light', viewport: { name: 'desktop', width: 1280, height: 800 } },
  { language: 'en', theme: 'dark', viewport: { name: '390px', width: 390, height: 844 } },
] as const

for (const { language, theme, viewport } of WALKS) {
  test(`no critical, serious or moderate axe violation on any page · ${language} · ${theme} · ${viewport.name}`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await usePreferences(page, language, theme)
    const findings: Finding[] = []
    let scans = 0

    for (const path of PUBLIC_ROUTES) {
      findings.push(...(await scan(page, path)))
      scans++
    }
    await signIn(page, emptyCreator.token)
    findings.push(...(await scan(page, '/history')))
    scans++
    await signIn(page, creator.token)
    for (const route of SIGNED_IN_ROUTES) {
      findings.push(...(await scan(page, route === 'SCRIPT' ? creator.scriptPath : route)))
      scans++
    }

    test.info().annotations.push({ type: 'axe scans', description: String(scans) })
    expect(format(findings)).toEqual([])
  })
}
