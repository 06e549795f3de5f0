import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seedStorage, test } from '../shell/shell-fixtures'
import { BRAINSTORM_MODEL, HOOKS, VOICE, startBrainstormUpstream } from './brainstorm-upstream'

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-voice/shots'
const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

let upstream: Awaited<ReturnType<typeof startBrainstormUpstream>>
test.beforeAll(async () => {
  upstream = await startBrainstormUpstream()
})
test.afterAll(() => upstream.close())

/** Three past scripts as a creator pastes them. */
const SAMPLES = {
  zh: [
    '说真的，第一次买二手车我亏了八千。车况报告没看，发动机换过都不知道。所以你看车，先要报告。行，下一个。',
    '说真的，别再囤面膜了。我去年囤了六十片，过期一半。一周两片就够。评论区说说你囤过最离谱的东西。',
    '说真的，通勤四十分钟是你一天最值钱的时间。听书、背单词、刷剧我都试过，留下来的只有播客。为什么？不用看屏幕。你呢？',
  ],
  en: [
    'Honestly, my first used car cost me eight grand extra. I skipped the inspection report. Next one: always ask for it.',
    'Honestly, stop stockpiling sheet masks. I bought sixty last year and half expired. Two a week is plenty. Tell me in the comments what you hoard.',
    'Honestly, your forty-minute commute is the most valuable time of your day. I tried audiobooks, flashcards, shows. Only podcasts stuck. Why? No screen.',
  ],
} as const

const WORDS = {
  zh: {
    distil: '总结我的口吻',
    sample: (n: number) => `脚本或口播稿 ${n}`,
    tone: '语气',
    save: '保存口吻',
    saved: '口吻已保存',
    inMyVoice: '用我的口吻',
    starred: '用我收藏的钩子做参考',
    topic: '第一次租房要注意什么',
    topicField: '主题',
    generate: '生成脚本',
    try: '试试别的钩子',
    star: '收藏这个钩子',
    unstar: '取消收藏',
    starredList: /我收藏的钩子（1）/,
    libraryEmpty: '还没有收藏的钩子',
  },
  en: {
    distil: 'Distil my voice',
    sample: (n: number) => `Script or transcript ${n}`,
    tone: 'Tone',
    save: 'Save voice',
    saved: 'Voice saved',
    inMyVoice: 'In my voice',
    starred: 'Use my starred hooks as examples',
    topic: 'First apartment mistakes to avoid',
    topicField: 'Topic',
    generate: 'Generate script',
    try: 'Try other hooks',
    star: 'Star this hook',
    unstar: 'Unstar',
    starredList: /Your starred hooks \(1\)/,
    libraryEmpty: 'No starred hooks yet',
  },
} as const

async function setUp(page: Page, request: APIRequestContext, token: string, language: 'zh' | 'en') {
  await seedStorage(page, { 'app-language': language })
  expect(
    (await request.patch('/api/users/me', { headers: auth(token), data: { preferences: { language } } })).ok(),
  ).toBe(true)
  const connected = await request.post('/api/model-connections', {
    headers: auth(token),
    data: { provider: 'custom', base_url: upstream.baseURL, model: BRAINSTORM_MODEL, is_default: true },
  })
  expect(connected.ok()).toBe(true)
}

/** Writes a brief from the form and waits for its script page; returns the system prompt the model got. */
async function writeBrief(page: Page, language: 'zh' | 'en', ticks: { voice?: boolean; hooks?: boolean }) {
  const words = WORDS[language]
  await page.goto('/script-engine')
  await page.getByLabel(words.topicField).fill(words.topic)
  const voice = page.getByRole('switch', { name: words.inMyVoice })
  if (ticks.voice !== undefined) {
    await expect(voice).toBeVisible()
    // On by default once a profile exists.
    await expect(voice).toBeChecked()
    if (!ticks.voice) await voice.click()
  }
  if (ticks.hooks) await page.getByRole('switch', { name: words.starred }).click()
  const asked = upstream.systems.length
  await page.getByRole('button', { name: words.generate }).click()
  await page.waitForURL(/\/script-engine\/[0-9a-f-]{36}/)
  await expect.poll(() => upstream.systems.length, { timeout: 20_000 }).toBeGreaterThan(asked)
  return upstream.systems[asked]
}

for (const [language, width] of [
  ['zh', 1440],
  ['en', 390],
] as const) {
  const words = WORDS[language]
  test(`[${language} ${width}px] voice: distil from pasted scripts, edit, and a brief in my voice tells the model (off: it does not)`, async ({
    page,
    request,
    signedIn,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await setUp(page, request, signedIn.token, language)
    await page.goto('/settings/voice')
    for (const [i, sample] of SAMPLES[language].entries()) await page.getByLabel(words.sample(i + 1)).fill(sample)
    await page.getByRole('button', { name: words.distil }).click()
    const tone = page.getByLabel(words.tone, { exact: true })
    await expect(tone).toHaveValue(VOICE[language].tone, { timeout: 20_000 })
    // The creator edits what is off and saves.
    const edited = `${VOICE[language].tone}${language === 'zh' ? '，偶尔吐槽' : ', a little teasing'}`
    await tone.fill(edited)
    await page.getByRole('button', { name: words.save }).click()
    await expect(page.getByText(words.saved).first()).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/voice-${language}-${width}.png`, fullPage: true })

    const voiced = await writeBrief(page, language, { voice: true })
    expect(voiced).toContain("The creator's voice")
    expect(voiced).toContain(edited)
    expect(voiced).toContain(VOICE[language].never_words.join(', '))
    // The script says one of the never-words ("签约" in its hook, "lease" in a title): the check says so.
    const neverWord = language === 'zh' ? /用了「签约」，这是你从不说的词/ : /says “lease”, a word you never use/
    await expect(page.getByText(neverWord).first()).toBeVisible({ timeout: 30_000 })
    await page.screenshot({ path: `${SHOTS}/voice-never-word-${language}-${width}.png`, fullPage: true })

    const plain = await writeBrief(page, language, { voice: false })
    expect(plain).not.toContain("The creator's voice")
    expect(plain).not.toContain(edited)
  })
}

for (const [language, width] of [
  ['zh', 390],
  ['en', 1440],
] as const) {
  const words = WORDS[language]
  test(`[${language} ${width}px] hook library: star a Hook Lab hook, see it in the library, use it as an example, unstar it`, async ({
    page,
    request,
    signedIn,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await setUp(page, request, signedIn.token, language)
    const created = await request.post('/api/scripts', {
      headers: auth(signedIn.token),
      data: { brief: { topic: words.topic, platform: 'douyin', duration_seconds: 30, language } },
    })
    const { id } = (await created.json()).data as { id: string }
    await page.goto(`/script-engine/${id}`)
    await page.getByRole('button', { name: words.generate }).click()
    await page.getByRole('button', { name: words.try }).click({ timeout: 45_000 })
    const candidates = page.getByTestId('hook-candidate')
    await expect(candidates).toHaveCount(5, { timeout: 20_000 })
    const hook = HOOKS[language].hooks[0].voice_over
    const star = candidates.filter({ hasText: hook }).getByRole('button', { name: words.star })
    await star.click()
    await expect(candidates.filter({ hasText: hook }).getByRole('button', { name: words.unstar })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    // The Hook Lab lists it among the starred hooks.
    await page.getByRole('button', { name: words.starredList }).click()
    const lab = page.getByRole('region', { name: /Hook Lab|钩子实验室/ })
    await expect(lab.getByTestId('hook-library').getByText(hook)).toBeVisible()
    await lab.screenshot({ path: `${SHOTS}/hook-library-lab-${language}-${width}.png` })

    // A later brief uses it as an example: the model is told.
    const system = await writeBrief(page, language, { hooks: true })
    expect(system).toContain(hook)

    // The library in settings, where it is unstarred.
    await page.goto('/settings/voice')
    const library = page.getByTestId('hook-library')
    await expect(library.getByText(hook)).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/hook-library-settings-${language}-${width}.png`, fullPage: true })
    await library.getByRole('button', { name: new RegExp(words.unstar) }).click()
    await expect(page.getByText(words.libraryEmpty)).toBeVisible()
  })
}

for (const [language, width] of [
  ['en', 1440],
  ['zh', 390],
] as const) {
  test(`[${language} ${width}px] voice without a model: says a model is needed, links to /apps, and lets the creator write it`, async ({
    page,
    signedIn: _signedIn,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await seedStorage(page, { 'app-language': language })
    await page.goto('/settings/voice')
    const note = page.getByTestId('voice-no-model')
    await expect(note).toBeVisible()
    await expect(note.getByRole('link')).toHaveAttribute('href', '/apps')
    await expect(page.getByRole('button', { name: WORDS[language].distil })).toBeDisabled()
    await page.getByRole('button', { name: language === 'zh' ? '自己写' : 'Write it yourself' }).click()
    await expect(page.getByLabel(WORDS[language].tone, { exact: true })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/voice-offline-${language}-${width}.png`, fullPage: true })
  })
}
