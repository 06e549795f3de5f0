import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenError } from '@/features/errors/error-pages'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/(errors)/403')({
  loader: loadTranslations('errors'),
  component: ForbiddenError,
})
