import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { PASSWORD, uniqueEmail } from '../shell/shell-fixtures'

export { expect, PASSWORD, uniqueEmail }
export { seedStorage, test, toast } from '../shell/shell-fixtures'

/** The mails the app sent to `to` so far (support/mailbox.mjs), waiting until `count` have arrived. */
export async function mailsTo(to: string, count = 1): Promise<{ subject: string; text: string }[]> {
  let mails: { subject: string; text: string }[] = []
  await expect
    .poll(
      async () => {
        mails = await (await fetch(`${process.env.E2E_MAILBOX_URL}/mails?to=${encodeURIComponent(to)}`)).json()
        return mails.length
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return mails
}

/** The path and query of the first link to `path` in a mail's text. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+(${path}\\?token=[A-Za-z0-9_-]+)`).exec(text)
  if (!match) throw new Error(`no ${path} link in:\n${text}`)
  return match[1]
}

/** Registers through the API with a language the account's mail is written in. */
export async function registerWithLanguage(
  request: APIRequestContext,
  language: 'zh' | 'en',
  email = uniqueEmail('account'),
) {
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD } })
  expect(registered.ok()).toBe(true)
  const { data } = await registered.json()
  await request.patch('/api/users/me', {
    data: { preferences: { language } },
    headers: { authorization: `Bearer ${data.token}` },
  })
  return { email, token: data.token as string, user: data.user }
}

/** Signs in through the form, as a person would. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
  words: { email: string; password: string; submit: string },
) {
  await page.goto('/sign-in')
  await page.getByLabel(words.email).fill(email)
  await page.getByLabel(words.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: words.submit }).click()
}

/**
 * The admin named in ADMIN_EMAILS by support/start-app.mjs. Naming the address is not enough:
 * the first spec to register it opens the link mailed to it; any other waits until the account
 * is admin, then signs in. Returns its token.
 */
export async function adminToken(request: APIRequestContext) {
  const email = 'admin@e2e.test'
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD } })
  if (registered.ok()) {
    const [mail] = await mailsTo(email)
    const link = new URL(linkIn(mail.text, '/verify-email'), 'http://x')
    const verified = await request.post('/api/auth/verify-email', { data: { token: link.searchParams.get('token') } })
    expect(verified.ok()).toBe(true)
  }
  let token = ''
  await expect
    .poll(async () => {
      const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
      if (!login.ok()) return false
      const { data } = await login.json()
      token = data.token as string
      return data.user.is_admin as boolean
    })
    .toBe(true)
  return token
}
