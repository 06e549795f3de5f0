import { createFileRoute } from '@tanstack/react-router'
import { HistoryPage } from '@/features/history/history-page'
import { validateHistorySearch } from '@/features/history/history-search'

export const Route = createFileRoute('/_authenticated/history/')({
  validateSearch: validateHistorySearch,
  component: HistoryPage,
})
