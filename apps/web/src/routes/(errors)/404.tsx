import { createFileRoute } from '@tanstack/react-router'
import { NotFoundError } from '@/features/errors/error-pages'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/(errors)/404')({
  loader: loadTranslations('errors'),
  component: NotFoundError,
})
