import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '@/features/auth/verify-email/verify-email-page'
import { loadTranslations } from '@/lib/i18n'

/** The link in the verification mail: /verify-email?token=… */
export const Route = createFileRoute('/(auth)/verify-email')({
  loader: loadTranslations('auth'),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage token={Route.useSearch().token} />
  },
})
