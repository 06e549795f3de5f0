import {
  expect,
  mailsTo,
  registerWithLanguage,
  seedStorage,
  test,
  toast,
  uniqueEmail,
} from '../account/account-fixtures'

const WORDS = {
  zh: {
    withCode: '改用验证码登录',
    requestTitle: '用验证码登录',
    email: '邮箱',
    send: '发送验证码',
    title: '输入验证码',
    subject: '你的 Hookline 登录验证码',
    label: '一次性验证码',
    verify: '验证',
    wrong: '验证码不对、已用过或已过期',
  },
  en: {
    withCode: 'Sign in with a code instead',
    requestTitle: 'Sign in with a code',
    email: 'Email',
    send: 'Email me a code',
    title: 'Enter your code',
    subject: 'Your Hookline sign-in code',
    label: 'One-time code',
    verify: 'Verify',
    wrong: 'That code is wrong, was already used or has expired',
  },
} as const

/** The code on its own line in the mail, and the link that opens the code step. */
function codeIn(text: string) {
  const code = /^([2-9A-HJKMNP-TW-Z]{7})$/m.exec(text)?.[1]
  const link = /https?:\/\/\S+(\/otp\?email=\S+)/.exec(text)?.[1]
  if (!code || !link) throw new Error(`no code or link in:\n${text}`)
  return { code, link }
}

for (const language of ['zh', 'en'] as const) {
  const words = WORDS[language]
  test(`[${language}] sign-in → "with a code" → the code from the mail signs in; it works once`, async ({
    page,
    request,
  }) => {
    const { email } = await registerWithLanguage(request, language)
    await seedStorage(page, { 'app-language': language })
    await page.goto('/sign-in')
    await page.getByRole('link', { name: words.withCode }).click()
    await expect(page.getByRole('heading', { name: words.requestTitle, level: 1 })).toBeVisible()
    await page.getByLabel(words.email).fill(email)
    await page.getByRole('button', { name: words.send }).click()
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible()
    await expect(page.getByText(email).first()).toBeVisible()

    const [mail] = await mailsTo(email)
    expect(mail.subject).toBe(words.subject)
    const { code } = codeIn(mail.text)
    const input = page.getByLabel(words.label)
    await input.click()
    // A wrong code first: refused at the form, and the code stays usable.
    const wrong = code.slice(0, -1) + (code.endsWith('2') ? '3' : '2')
    await page.keyboard.type(wrong.toLowerCase())
    await expect(input).toHaveValue(wrong)
    await page.getByRole('button', { name: words.verify, exact: true }).click()
    await expect(page.getByTestId('otp-failure')).toContainText(words.wrong)
    // Said once, at the form: no corner toast about a "link" beside it.
    await expect(toast(page)).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath(`otp-wrong-code-${language}.png`), fullPage: true })
    await input.click()
    await page.keyboard.type(code)
    await page.getByRole('button', { name: words.verify, exact: true }).click()
    await expect(page).toHaveURL(/\/script-engine$/)

    // The same code again, through the mail's link in a signed-out page: refused.
    await page.evaluate(() => localStorage.removeItem('token'))
    const { link } = codeIn(mail.text)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible()
    await page.getByLabel(words.label).click()
    await page.keyboard.type(code)
    await page.getByRole('button', { name: words.verify, exact: true }).click()
    await expect(page.getByTestId('otp-failure')).toContainText(words.wrong)
  })
}

test('an address with no account is told the same and gets no mail', async ({ page }) => {
  const email = uniqueEmail('nobody')
  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/otp')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a code' }).click()
  await expect(page.getByRole('heading', { name: 'Enter your code', level: 1 })).toBeVisible()
  await expect(page.getByText(`If ${email} has a Hookline account`).first()).toBeVisible()
  const mails = await (await fetch(`${process.env.E2E_MAILBOX_URL}/mails?to=${encodeURIComponent(email)}`)).json()
  expect(mails).toEqual([])
})
