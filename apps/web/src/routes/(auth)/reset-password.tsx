import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ResetPasswordPage } from '@/features/auth/reset-password/reset-password-page'
import { loadTranslations } from '@/lib/i18n'
import { lenient } from '@/lib/search-params'

/** The link in the reset mail: /reset-password?token=… */
export const Route = createFileRoute('/(auth)/reset-password')({
  loader: loadTranslations('auth'),
  validateSearch: z.object({ token: lenient(z.string()) }),
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useSearch().token} />
  },
})
