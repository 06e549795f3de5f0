import { expect, linkIn, mailsTo, registerWithLanguage, seedStorage, test, toast } from './account-fixtures'

const WORDS = {
  zh: {
    title: '忘记密码',
    email: '邮箱',
    send: '继续',
    sent: '请查收邮件',
    subject: '重置你的 Hookline 密码',
    newPassword: '新密码',
    confirm: '确认密码',
    save: '保存新密码',
    done: '密码已重置',
    spent: '链接已失效',
    signIn: { email: '邮箱', password: '密码', submit: '登录' },
    failed: '登录失败',
  },
  en: {
    title: 'Forgot Password',
    email: 'Email',
    send: 'Continue',
    sent: 'Check your inbox',
    subject: 'Reset your Hookline password',
    newPassword: 'New password',
    confirm: 'Confirm Password',
    save: 'Save new password',
    done: 'Password reset',
    spent: 'This link no longer works',
    signIn: { email: 'Email', password: 'Password', submit: 'Login' },
    failed: 'Login failed',
  },
} as const

for (const language of ['zh', 'en'] as const) {
  const words = WORDS[language]
  test(`[${language}] forgot password → the mail's link → a new password → signed in; the link works once`, async ({
    page,
    request,
  }) => {
    const { email } = await registerWithLanguage(request, language)
    await seedStorage(page, { 'app-language': language })
    await page.goto('/sign-in')
    await page.getByRole('link', { name: language === 'zh' ? '忘记密码？' : 'Forgot password?' }).click()
    // The sign-in form has an email field too: wait for the new page before typing into one.
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible()
    await page.getByLabel(words.email).fill(email)
    await page.getByRole('button', { name: words.send }).click()
    await expect(page.getByRole('heading', { name: words.sent })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()

    const [mail] = await mailsTo(email)
    expect(mail.subject).toBe(words.subject)
    const link = linkIn(mail.text, '/reset-password')
    await page.goto(link)
    await page.getByLabel(words.newPassword).fill('a-brand-new-password')
    await page.getByLabel(words.confirm).fill('a-brand-new-password')
    await page.getByRole('button', { name: words.save }).click()
    await expect(toast(page)).toContainText(words.done)
    await expect(page).toHaveURL(/\/script-engine$/)

    // The old password no longer opens the account; the link is spent.
    const old = await request.post('/api/auth/login', { data: { email, password: 'e2e-password' } })
    expect(old.status()).toBe(401)
    await page.goto(link)
    await page.getByLabel(words.newPassword).fill('yet-another-password')
    await page.getByLabel(words.confirm).fill('yet-another-password')
    await page.getByRole('button', { name: words.save }).click()
    await expect(page.getByRole('heading', { name: words.spent })).toBeVisible()
  })
}

test('an unknown address gets the same answer and no mail', async ({ page }) => {
  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill('nobody-at-all@example.com')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await page.waitForTimeout(500)
  const mails = await (await fetch(`${process.env.E2E_MAILBOX_URL}/mails?to=nobody-at-all@example.com`)).json()
  expect(mails).toEqual([])
})
