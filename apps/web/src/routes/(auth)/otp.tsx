import { createFileRoute } from '@tanstack/react-router'
import { OtpPage } from '@/features/auth/otp/otp-page'
import { loadTranslations } from '@/lib/i18n'

/** `email` comes from the mailed link (the code step opens with it); `redirect` from sign-in. */
const validateSearch = (search: Record<string, unknown>): { email?: string; redirect?: string } => ({
  ...(typeof search.email === 'string' ? { email: search.email } : {}),
  ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
})

export const Route = createFileRoute('/(auth)/otp')({
  loader: loadTranslations('auth'),
  validateSearch,
  component: function OtpRoute() {
    const { email, redirect } = Route.useSearch()
    return <OtpPage email={email?.trim().toLowerCase() || undefined} redirect={redirect} />
  },
})
