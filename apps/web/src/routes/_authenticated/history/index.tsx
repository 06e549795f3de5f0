import { createFileRoute } from '@tanstack/react-router'
import { HistoryPage } from '@/features/history/history-page'
import { historySearchSchema } from '@/features/history/history-search'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/history/')({
  loader: loadTranslations('history'),
  validateSearch: historySearchSchema,
  component: HistoryPage,
})
