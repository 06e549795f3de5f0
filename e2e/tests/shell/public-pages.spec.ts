import { expect, seedStorage, test } from './shell-fixtures'

const ERROR_PAGES = [
  { path: '/401', title: 'Unauthorized Access', zh: '未授权访问' },
  { path: '/403', title: 'Access Forbidden', zh: '禁止访问' },
  {
    path: '/404',
    title: 'Oops! Page Not Found!',
    zh: '哎呀！页面不存在！',
    text: "It seems like the page you're looking for does not exist or might have been removed.",
  },
  {
    path: '/500',
    title: "Oops! Something went wrong :')",
    zh: '哎呀！出了点问题',
    text: 'We apologize for the inconvenience. Please try again later.',
  },
  {
    path: '/503',
    title: 'Website is under maintenance!',
    zh: '网站正在维护中！',
    text: "The site is not available at the moment. We'll be back online shortly.",
  },
]

for (const errorPage of ERROR_PAGES) {
  test(`${errorPage.path} shows its code, texts and buttons`, async ({ page }) => {
    await seedStorage(page, { 'app-language': 'en' })
    await page.goto('/sign-in')
    await page.goto(errorPage.path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(errorPage.title)
    if (errorPage.text) await expect(page.getByText(errorPage.text)).toBeVisible()
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    await page.goto(errorPage.path)
    await page.getByRole('button', { name: 'Back to Home' }).click()
    // '/' is guarded: signed out, it ends on /sign-in with the way back.
    await expect(page).toHaveURL(/\/sign-in\?redirect=/)
  })

  test(`${errorPage.path} in Chinese`, async ({ page }) => {
    await page.goto(errorPage.path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(errorPage.zh)
    await expect(page.getByRole('button', { name: '返回上一页' })).toBeVisible()
    await expect(page.getByRole('button', { name: '回到首页' })).toBeVisible()
  })
}

test('an unknown route shows the Not Found fallback', async ({ page }) => {
  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/no/such/page')
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Oops! Page Not Found!/ })).toBeVisible()
})

test.describe('OTP', () => {
  test('Verify waits for 7 characters, strips pasted whitespace, then asks the server', async ({ page }) => {
    await seedStorage(page, { 'app-language': 'en' })
    // The mail's link opens the code step with the address filled in.
    await page.goto('/otp?email=nobody-otp@example.com')
    const verify = page.getByRole('button', { name: 'Verify' })
    await expect(verify).toBeDisabled()
    const input = page.getByLabel('One-time code')
    await input.click()
    await page.keyboard.type('abc234')
    await expect(verify).toBeDisabled()
    // Paste with spaces: input-otp runs our whitespace-stripping paste transformer.
    await input.fill('')
    await input.evaluate((element) => {
      const data = new DataTransfer()
      data.setData('text/plain', ' ab c 23 45 ')
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await expect(input).toHaveValue('ABC2345')
    await expect(verify).toBeEnabled()
    await verify.click()
    // No account, no code: refused at the form, and the page stays.
    await expect(page.getByTestId('otp-failure')).toContainText('That code is wrong')
    await expect(page).toHaveURL(/\/otp/)
  })

  test('has the separator after the third slot and the way back to sign in', async ({ page }) => {
    await page.goto('/otp?email=nobody-otp@example.com')
    const slots = page.locator('[data-slot="input-otp-group"]')
    await expect(slots.nth(0).locator('[data-slot="input-otp-slot"]')).toHaveCount(3)
    await expect(slots.nth(1).locator('[data-slot="input-otp-slot"]')).toHaveCount(4)
    await expect(page.locator('[data-slot="input-otp-separator"]')).toHaveCount(1)
    // It says a code was mailed only if the address has an account (the answer is the same for any address).
    await expect(page.getByText('如果 nobody-otp@example.com 注册过灵感脚本')).toBeVisible()
    await expect(page.getByRole('link', { name: '用密码登录' })).toHaveAttribute('href', '/sign-in')
  })
})

test('sign-in links to forgot password, terms, privacy and sign-up; no social buttons while no provider is set up', async ({
  page,
}) => {
  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/sign-in')
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', 'Your password')
  await expect(page.getByText('Or continue with')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'GitHub' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
})
