import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/legal/terms-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/terms')({
  loader: loadTranslations('legal'),
  component: TermsPage,
})
