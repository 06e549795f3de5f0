import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/auth/reset-password/reset-password-page'
import { loadTranslations } from '@/lib/i18n'

/** The link in the reset mail: /reset-password?token=… */
export const Route = createFileRoute('/(auth)/reset-password')({
  loader: loadTranslations('auth'),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useSearch().token} />
  },
})
