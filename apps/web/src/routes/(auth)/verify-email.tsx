import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { VerifyEmailPage } from '@/features/auth/verify-email/verify-email-page'
import { loadTranslations } from '@/lib/i18n'
import { lenient } from '@/lib/search-params'

/** The link in the verification mail: /verify-email?token=… */
export const Route = createFileRoute('/(auth)/verify-email')({
  loader: loadTranslations('auth'),
  validateSearch: z.object({ token: lenient(z.string()) }),
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={Route.useSearch().token} />
  },
})
