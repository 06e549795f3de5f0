// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@hookline/contract'
import { fakeApi, renderPage } from '@/test/render-page'
import { VerificationBanner } from './verification-banner'

const ann = (emailVerified: boolean): User => ({
  id: 'u1',
  email: 'ann@example.com',
  nickname: 'Ann',
  avatar_url: null,
  // None yet: the sign-up credits wait for the address to be verified.
  credits: { left_credits: 0 },
  preferences: {},
  email_verified: emailVerified,
  is_admin: false,
  created_at: '2026-01-01T00:00:00.000Z',
})

/** The banner as every signed-in page has it: above the page itself. */
const pageWithBanner = () => (
  <>
    <VerificationBanner />
    <p>the page</p>
  </>
)

/** Holds every request for `held` until the returned function is called; the rest go to the fake API. */
function holdRequests(held: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const answer = globalThis.fetch
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input.includes(held)) await released
    return answer(input, init)
  })
  return release
}

describe('the verification banner', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lets the page show while its English strings are still on their way, then appears', async () => {
    fakeApi({ 'GET /api/auth/getUserInfo': () => ({ data: ann(false) }) })
    const release = holdRequests('/locales/en/auth.json')
    await renderPage(pageWithBanner, { language: 'en' })
    expect(await screen.findByText('the page')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    release()
    expect(
      await screen.findByText('Verify ann@example.com to receive your sign-up credits. We sent you an email.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy()
  })

  it('asks the user to verify an unverified address', async () => {
    fakeApi({ 'GET /api/auth/getUserInfo': () => ({ data: ann(false) }) })
    await renderPage(pageWithBanner)
    expect(await screen.findByText('验证邮箱 ann@example.com 后即可领取注册积分。请查收验证邮件。')).toBeTruthy()
    expect(screen.getByRole('button', { name: '重新发送' })).toBeTruthy()
  })

  it('shows nothing once the address is verified', async () => {
    const calls = fakeApi({ 'GET /api/auth/getUserInfo': () => ({ data: ann(true) }) })
    await renderPage(pageWithBanner)
    expect(await screen.findByText('the page')).toBeTruthy()
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/auth/getUserInfo'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
