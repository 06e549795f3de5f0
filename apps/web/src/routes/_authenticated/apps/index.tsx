import { createFileRoute } from '@tanstack/react-router'
import { AppsPage } from '@/features/apps/apps-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/apps/')({
  loader: loadTranslations('apps'),
  component: AppsPage,
})
