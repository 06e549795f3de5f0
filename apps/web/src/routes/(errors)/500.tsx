import { createFileRoute } from '@tanstack/react-router'
import { InternalServerError } from '@/features/errors/error-pages'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/(errors)/500')({
  loader: loadTranslations('errors'),
  component: InternalServerError,
})
