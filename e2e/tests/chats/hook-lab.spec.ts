import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seedStorage, test } from '../shell/shell-fixtures'
import { BRAINSTORM_MODEL, startBrainstormUpstream } from './brainstorm-upstream'

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/engC/shots'
const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

let upstream: Awaited<ReturnType<typeof startBrainstormUpstream>>
test.beforeAll(async () => {
  upstream = await startBrainstormUpstream()
})
test.afterAll(() => upstream.close())

async function setUp(page: Page, request: APIRequestContext, token: string, language: 'zh' | 'en') {
  await seedStorage(page, { 'app-language': language })
  expect(
    (await request.patch('/api/users/me', { headers: auth(token), data: { preferences: { language } } })).ok(),
  ).toBe(true)
  const connected = await request.post('/api/model-connections', {
    headers: auth(token),
    data: { provider: 'custom', base_url: upstream.baseURL, model: BRAINSTORM_MODEL },
  })
  expect(connected.ok()).toBe(true)
  const created = await request.post('/api/scripts', {
    headers: auth(token),
    data: {
      brief: {
        topic: language === 'zh' ? '第一次租房要注意什么' : 'First apartment mistakes to avoid',
        platform: 'douyin',
        duration_seconds: 30,
        language,
      },
    },
  })
  expect(created.ok()).toBe(true)
  return ((await created.json()).data as { id: string }).id
}

const WORDS = {
  zh: {
    generate: '生成脚本',
    try: '试试别的钩子',
    pick: '押金为什么总是退不回来？',
    tooLong: '前 3 秒说不完',
    restates: '只是把选题念了一遍',
    use: '用这个钩子',
    oldHook: '押金被扣光，坑都埋在签约那天。',
  },
  en: {
    generate: 'Generate script',
    try: 'Try other hooks',
    pick: 'Why do deposits never come back?',
    tooLong: 'Too long to say in the first 3 s',
    restates: 'Only reads the topic aloud',
    use: 'Use this hook',
    oldHook: 'Signing your first lease? Check four things.',
  },
} as const

for (const [language, width] of [
  ['zh', 1440],
  ['en', 390],
] as const) {
  const words = WORDS[language]
  test(`[${language} ${width}px] Hook Lab: five hooks side by side, the weak ones flagged, picking one changes only the hook`, async ({
    page,
    request,
    signedIn,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    const id = await setUp(page, request, signedIn.token, language)
    await page.goto(`/script-engine/${id}`)
    await page.getByRole('button', { name: words.generate }).click()
    await expect(page.getByText(words.oldHook).first()).toBeVisible({ timeout: 30_000 })

    await page.getByRole('button', { name: words.try }).click()
    const candidates = page.getByTestId('hook-candidate')
    await expect(candidates).toHaveCount(5, { timeout: 20_000 })
    await expect(candidates.filter({ hasText: words.tooLong })).toHaveCount(1)
    await expect(candidates.filter({ hasText: words.restates })).toHaveCount(1)
    await page
      .getByRole('region', { name: /Hook Lab|钩子实验室/ })
      .screenshot({ path: `${SHOTS}/hook-lab-${language}-${width}.png` })

    const before = (await (await request.get(`/api/scripts/${id}`, { headers: auth(signedIn.token) })).json()).data
    await candidates.filter({ hasText: words.pick }).getByRole('button', { name: words.use }).click()
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/scripts/${id}`, { headers: auth(signedIn.token) })).json()).data.messages
            .length,
      )
      .toBeGreaterThan(before.messages.length)
    const after = (await (await request.get(`/api/scripts/${id}`, { headers: auth(signedIn.token) })).json()).data
    const old = before.messages.find((m: { id: string }) => m.id === before.current_message_id).script
    const now = after.messages.find((m: { id: string }) => m.id === after.current_message_id).script
    expect(now.hook.voice_over).toBe(words.pick)
    expect({ ...now, hook: null, notes: [] }).toEqual({ ...old, hook: null, notes: [] })
    expect({ ...now.hook, voice_over: '', on_screen_text: '' }).toEqual({
      ...old.hook,
      voice_over: '',
      on_screen_text: '',
    })
    await expect(page.getByText(words.pick).first()).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/hook-lab-picked-${language}-${width}.png`, fullPage: true })
  })
}

test('[zh 390px] Hook Lab offline: the offline engine hooks for the topic, labelled as templates', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await seedStorage(page, { 'app-language': 'zh' })
  const created = await request.post('/api/scripts', {
    headers: auth(signedIn.token),
    data: { brief: { topic: '新手怎么开始跑步', platform: 'douyin' } },
  })
  const { id } = (await created.json()).data as { id: string }
  await page.goto(`/script-engine/${id}`)
  await page.getByRole('button', { name: '生成脚本' }).click()
  await page.getByRole('button', { name: '试试别的钩子' }).click({ timeout: 45_000 })
  const candidates = page.getByTestId('hook-candidate')
  await expect(candidates.first()).toBeVisible({ timeout: 20_000 })
  await expect(candidates.first()).toContainText('模板 · ')
  await expect(page.getByText('离线模板：')).toBeVisible()
  await page.getByRole('region', { name: '钩子实验室' }).screenshot({ path: `${SHOTS}/hook-lab-offline-zh-390.png` })
})
