import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { OtpPage } from '@/features/auth/otp/otp-page'
import { loadTranslations } from '@/lib/i18n'
import { lenient } from '@/lib/search-params'

export const Route = createFileRoute('/(auth)/otp')({
  loader: loadTranslations('auth'),
  /** `email` comes from the mailed link (the code step opens with it); `redirect` from sign-in. */
  validateSearch: z.object({ email: lenient(z.string()), redirect: lenient(z.string()) }),
  component: function OtpRoute() {
    const { email, redirect } = Route.useSearch()
    return <OtpPage email={email?.trim().toLowerCase() || undefined} redirect={redirect} />
  },
})
