import { createFileRoute } from '@tanstack/react-router'
import { TrendingListPage } from '@/features/trending/trending-list-page'
import { validateTrendingListSearch } from '@/features/trending/trending-search'

export const Route = createFileRoute('/_authenticated/hot/list')({
  validateSearch: validateTrendingListSearch,
  component: TrendingListPage,
})
