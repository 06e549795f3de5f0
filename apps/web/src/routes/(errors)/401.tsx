import { createFileRoute } from '@tanstack/react-router'
import { UnauthorizedError } from '@/features/errors/error-pages'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/(errors)/401')({
  loader: loadTranslations('errors'),
  component: UnauthorizedError,
})
