import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, registerUser, test } from '../shell/shell-fixtures'
import { seedScript } from '../history/history-fixtures'

/**
 * Every page has no critical, serious or moderate axe violation (WCAG 2.1 A/AA and best practice)
 * in both languages, both themes and both widths: four walks over all routes (zh/en × desktop/390
 * px), each page scanned in the light and then the dark theme. The theme is "system" and the
 * walk flips the emulated colour scheme, so the app's own live theme switch repaints the page
 * without a second load.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']
const BLOCKING = new Set(['critical', 'serious', 'moderate'])

const PUBLIC_ROUTES = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password?token=x',
  '/verify-email',
  '/otp',
  '/401',
  '/403',
  '/404',
  '/500',
  '/503',
  '/privacy',
  '/terms',
]
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

const SETTLED = '[aria-busy=true], [data-slot=skeleton], .animate-pulse'

/** Waits for the page to settle (data loaded, no spinner, no animation). */
async function open(page: Page, path: string) {
  // Each page loads in light; scan() switches to dark after the light pass.
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await expect(page.locator(SETTLED)).toHaveCount(0, { timeout: 10_000 })
}

/** Scans the page in each colour scheme, switched live as a device's setting would. */
async function scan(page: Page, path: string): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`))
    // The dark pass changes only colours, so it runs the colour rules; the light pass runs all.
    const axe = new AxeBuilder({ page })
    const results = await (scheme === 'light' ? axe.withTags(TAGS) : axe.withRules(COLOUR_RULES)).analyze()
    findings.push(
      ...results.violations
        .filter((violation) => BLOCKING.has(violation.impact ?? ''))
        .flatMap((violation) =>
          violation.nodes.map((node) => ({
            path: `${path} (${scheme})`,
            id: violation.id,
            impact: violation.impact ?? '',
            targets: node.target.map(String),
            summary: node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? '',
          })),
        ),
    )
  }
  return findings
}

async function usePreferences(page: Page, language: 'zh' | 'en') {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await page.addInitScript((lng) => {
    localStorage.setItem('app-language', lng)
    localStorage.setItem('vite-ui-theme', 'system')
  }, language)
}

async function signIn(page: Page, token: string) {
  await page.evaluate((value) => localStorage.setItem('token', value), token)
}

const format = (findings: Finding[]) =>
  findings.map((f) => `${f.path} ${f.impact} ${f.id} ${f.targets.join(' ')} — ${f.summary}`)

const WALKS = [
  { language: 'zh', viewport: { name: 'desktop', width: 1280, height: 800 } },
  { language: 'zh', viewport: { name: '390px', width: 390, height: 844 } },
  { language: 'en', viewport: { name: 'desktop', width: 1280, height: 800 } },
  { language: 'en', viewport: { name: '390px', width: 390, height: 844 } },
] as const

/**
 * Each walk is two tests, the public pages and the signed-in ones, so each has its own time: on a
 * slow machine a walk of all thirty pages, twice each, took its whole six minutes.
 */
const PARTS = [
  { name: 'public pages', routes: PUBLIC_ROUTES, signedIn: false },
  { name: 'signed-in pages', routes: SIGNED_IN_ROUTES, signedIn: true },
] as const

for (const { language, viewport } of WALKS)
  for (const part of PARTS)
    test(`no critical, serious or moderate axe violation on the ${part.name} · ${language} · light and dark · ${viewport.name}`, async ({
      page,
    }) => {
      test.setTimeout(360_000)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await usePreferences(page, language)
      const findings: Finding[] = []
      let scans = 0
      const visit = async (path: string) => {
        await open(page, path)
        findings.push(...(await scan(page, path)))
        scans += 2
      }

      if (part.signedIn) {
        // A page (any) must be open before the token can go into its localStorage.
        await page.goto('/sign-in')
        await signIn(page, emptyCreator.token)
        await visit('/history')
        await signIn(page, creator.token)
      }
      for (const route of part.routes) await visit(route === 'SCRIPT' ? creator.scriptPath : route)

      test.info().annotations.push({ type: 'axe scans', description: String(scans) })
      expect(format(findings)).toEqual([])
    })
