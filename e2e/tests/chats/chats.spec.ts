import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seedStorage, test } from '../shell/shell-fixtures'
import { BRAINSTORM_MODEL, startBrainstormUpstream } from './brainstorm-upstream'

/** Screenshots a person looks at (the report quotes them); outside the repo. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/engC/shots'
const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

let upstream: Awaited<ReturnType<typeof startBrainstormUpstream>>
test.beforeAll(async () => {
  upstream = await startBrainstormUpstream()
})
test.afterAll(() => upstream.close())

/** The creator's own model (/apps), the stand-in brainstormer; the first connection is the default. */
async function connectModel(request: APIRequestContext, token: string) {
  const connected = await request.post('/api/model-connections', {
    headers: auth(token),
    data: { provider: 'custom', base_url: upstream.baseURL, model: BRAINSTORM_MODEL },
  })
  expect(connected.ok()).toBe(true)
}

async function useLanguage(page: Page, request: APIRequestContext, token: string, language: 'zh' | 'en') {
  await seedStorage(page, { 'app-language': language })
  const saved = await request.patch('/api/users/me', { headers: auth(token), data: { preferences: { language } } })
  expect(saved.ok()).toBe(true)
}

const WORDS = {
  zh: {
    title: '对话',
    newThread: '新建对话',
    topic: '话题',
    angles: '这个话题的切入角度',
    titles: '十个标题',
    writeScript: '写成脚本',
    firstIdea: '年轻人为什么开始反向消费',
    pickIdea: '写哪一个选题',
    thirdIdea: '平替到底香不香',
    thirdAngle: '同价位三件平替和大牌盲测',
    generate: '生成脚本',
    hook: '押金被扣光，坑都埋在签约那天。',
    credits: /每条完整回答 1 积分/,
  },
  en: {
    title: 'Chats',
    newThread: 'New thread',
    topic: 'Topic',
    angles: 'Angles for this topic',
    titles: 'Ten titles',
    writeScript: 'Write this as a script',
    firstIdea: 'Why young people are spending less on purpose',
    pickIdea: 'Which idea to write',
    thirdIdea: 'Do budget dupes hold up?',
    thirdAngle: 'Blind-test three dupes against the brand',
    generate: 'Generate script',
    hook: 'Signing your first lease? Check four things.',
    credits: /1 credit per finished answer/,
  },
} as const

for (const [language, width] of [
  ['zh', 1440],
  ['en', 390],
] as const) {
  const words = WORDS[language]
  test(`[${language} ${width}px] brainstorm → brief → script: a quick start streams ideas, one becomes a brief and then a script`, async ({
    page,
    request,
    signedIn,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await useLanguage(page, request, signedIn.token, language)
    await connectModel(request, signedIn.token)
    await page.goto('/chats')
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible()
    await expect(page.getByText(words.credits)).toBeVisible()
    await page.getByRole('button', { name: words.newThread }).first().click()

    await page.getByLabel(words.topic).fill(language === 'zh' ? '反向消费' : 'spending less')
    await page.getByRole('button', { name: words.angles }).click()
    const answer = page.getByTestId('chat-answer').last()
    await expect(answer.locator('strong', { hasText: words.firstIdea })).toBeVisible({ timeout: 20_000 })
    await expect(answer.getByRole('button', { name: words.writeScript })).toBeVisible({ timeout: 20_000 })
    // The quick start is stored as it was asked, written out.
    await expect(
      page.getByText(
        language === 'zh'
          ? '围绕「反向消费」给我 5 个不同的短视频切入角度。'
          : 'Give me 5 different short-video angles on "spending less".',
      ),
    ).toBeVisible()
    // A second turn in the same thread: ten titles.
    await page
      .getByRole('textbox', { name: language === 'zh' ? '消息' : 'Message' })
      .fill(language === 'zh' ? '再给我十个标题' : 'Now ten titles please')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('chat-answer')).toHaveCount(2, { timeout: 20_000 })
    await expect(page.getByTestId('chat-answer').last().getByRole('button', { name: words.writeScript })).toBeVisible({
      timeout: 20_000,
    })
    await page.screenshot({ path: `${SHOTS}/chats-${language}-${width}.png`, fullPage: true })

    // The five ideas' answer offers each idea by its topic; the keyboard picks the third.
    const write = page.getByTestId('chat-answer').first().getByRole('button', { name: words.writeScript })
    await expect(write).toHaveAttribute('aria-haspopup', 'menu')
    await write.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await expect(menu.getByText(words.pickIdea)).toBeVisible()
    await expect(menu.getByRole('menuitem')).toHaveCount(5)
    await expect(menu.getByRole('menuitem').first()).toHaveText(new RegExp(words.firstIdea))
    await expect(menu.getByRole('menuitem', { name: words.thirdIdea })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/chats-ideas-${language}-${width}.png`, fullPage: true })
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: words.thirdIdea })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/script-engine\/[0-9a-f-]{36}$/, { timeout: 15_000 })
    await expect(page.getByText(words.thirdIdea).first()).toBeVisible()
    await expect(page.getByText(words.thirdAngle, { exact: false }).first()).toBeVisible()
    await expect(page.getByText(words.firstIdea)).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS}/chats-brief-${language}-${width}.png`, fullPage: true })
    await page.getByRole('button', { name: words.generate }).click()
    await expect(page.getByText(words.hook).first()).toBeVisible({ timeout: 30_000 })
  })
}

test('[en 1440px] a trending item is attached as context, Stop keeps the answer uncharged, and threads are renamed, searched and deleted', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await useLanguage(page, request, signedIn.token, 'en')
  await connectModel(request, signedIn.token)
  await page.goto('/hot')
  const attach = page.getByRole('link', { name: /^Brainstorm in Chats: / }).first()
  const label = (await attach.getAttribute('aria-label'))!
  const trendTitle = label.replace(/^Brainstorm in Chats: /, '')
  await attach.click()
  await expect(page).toHaveURL(/\/chats\?thread=/, { timeout: 15_000 })
  await expect(page.getByText('Context:')).toBeVisible()
  await expect(page.getByText(trendTitle).first()).toBeVisible()

  await page.getByRole('textbox', { name: 'Message' }).fill('SLOW: what angles does this trend give me?')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible()
  await expect(page.getByTestId('chat-answer').last()).toContainText('Five angles', { timeout: 15_000 })
  await page.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByText('Stopped by you; not charged.')).toBeVisible({ timeout: 15_000 })
  const me = await (await request.get('/api/auth/getUserInfo', { headers: auth(signedIn.token) })).json()
  expect(me.data.credits.left_credits).toBe(50)

  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(
    page.getByTestId('chat-answer').last().getByRole('button', { name: 'Write this as a script' }),
  ).toBeVisible({
    timeout: 60_000,
  })
  await page.screenshot({ path: `${SHOTS}/chats-attach-en-1440.png`, fullPage: true })

  await page.getByRole('button', { name: `Actions for ${trendTitle}` }).click()
  await page.getByRole('menuitem', { name: 'Rename' }).click()
  await page.getByLabel('Thread title').fill('Trend angles')
  await page.getByRole('button', { name: 'Save' }).click()
  const threads = page.getByRole('navigation', { name: 'Brainstorm threads' })
  await expect(threads.getByRole('link', { name: /Trend angles/ })).toBeVisible()
  await page.getByLabel('Search threads by title').fill('nothing like this')
  await expect(threads.getByText('No thread has that in its title.')).toBeVisible()
  await page.getByLabel('Search threads by title').fill('trend')
  await expect(threads.getByRole('link', { name: /Trend angles/ })).toBeVisible()
  await page.getByRole('button', { name: 'Actions for Trend angles' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(threads.getByRole('link', { name: /Trend angles/ })).toHaveCount(0)
})

for (const [language, width, title, link] of [
  ['zh', 390, '对话需要一个模型', '去应用中连接模型'],
  ['en', 1440, 'Chats need a model', 'Connect a model in Apps'],
] as const) {
  test(`[${language} ${width}px] without a model /chats says what it needs and links to /apps`, async ({
    page,
    request,
    signedIn,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await useLanguage(page, request, signedIn.token, language)
    await page.goto('/chats')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByRole('textbox')).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS}/chats-offline-${language}-${width}.png`, fullPage: true })
    await page.getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(/\/apps/)
  })
}
