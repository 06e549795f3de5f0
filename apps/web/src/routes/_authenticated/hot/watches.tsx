import { createFileRoute } from '@tanstack/react-router'
import { WatchesPage } from '@/features/watches/watches-page'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/hot/watches')({
  loader: loadTranslations('watches'),
  component: WatchesPage,
})
