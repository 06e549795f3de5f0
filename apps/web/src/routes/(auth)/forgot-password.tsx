import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/auth/forgot-password/forgot-password-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/(auth)/forgot-password')({
  loader: loadTranslations('auth'),
  component: ForgotPasswordPage,
})
