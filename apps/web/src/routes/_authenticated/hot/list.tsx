import { createFileRoute } from '@tanstack/react-router'
import { TrendingListPage } from '@/features/trending/trending-list-page'
import { trendingListSearchSchema } from '@/features/trending/trending-search'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/hot/list')({
  loader: loadTranslations('trending'),
  validateSearch: trendingListSearchSchema,
  component: TrendingListPage,
})
