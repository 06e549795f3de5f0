import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'

export { expect }

export const PASSWORD = 'e2e-password'

let counter = 0
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`

/** Registers through the API (the UI flow has its own test) and returns the token. */
export async function registerUser(request: APIRequestContext, nickname = 'Lin Xiao') {
  const email = uniqueEmail('shell')
  const response = await request.post('/api/auth/register', { data: { email, password: PASSWORD, nickname } })
  expect(response.ok()).toBe(true)
  const { data } = await response.json()
  return { email, token: data.token as string, user: data.user }
}

/** Sets localStorage before any page script runs on every navigation of this page. */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (sessionStorage.getItem(`seeded:${key}`)) continue
      sessionStorage.setItem(`seeded:${key}`, '1')
      localStorage.setItem(key, value)
    }
  }, values)
}

export const test = base.extend<{ signedIn: { email: string; token: string } }>({
  signedIn: async ({ page, request }, use) => {
    const account = await registerUser(request)
    await seedStorage(page, { token: account.token })
    await use(account)
  },
})

/** The one visible toast (limit 1). */
export const toast = (page: Page) => page.getByRole('region', { name: /F8/ }).locator('li').first()
