import { createFileRoute } from '@tanstack/react-router'
import { SignUpPage } from '@/features/auth/sign-up/sign-up-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/(auth)/sign-up')({
  loader: loadTranslations('auth'),
  component: SignUpPage,
})
