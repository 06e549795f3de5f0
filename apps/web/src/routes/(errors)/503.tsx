import { createFileRoute } from '@tanstack/react-router'
import { MaintenanceError } from '@/features/errors/error-pages'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/(errors)/503')({
  loader: loadTranslations('errors'),
  component: MaintenanceError,
})
