import { createFileRoute } from '@tanstack/react-router'
import { HelpCenterPage } from '@/features/help-center/help-center-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/help-center/')({
  loader: loadTranslations('help'),
  component: HelpCenterPage,
})
