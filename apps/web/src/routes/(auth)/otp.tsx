import { createFileRoute } from '@tanstack/react-router'
import { OtpPage } from '@/features/auth/otp/otp-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/(auth)/otp')({
  loader: loadTranslations('auth'),
  component: OtpPage,
})
