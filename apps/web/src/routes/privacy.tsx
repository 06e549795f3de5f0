import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '@/features/legal/privacy-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/privacy')({
  loader: loadTranslations('legal'),
  component: PrivacyPage,
})
