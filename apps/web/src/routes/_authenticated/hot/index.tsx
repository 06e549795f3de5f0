import { createFileRoute } from '@tanstack/react-router'
import { TrendingPage } from '@/features/trending/trending-page'
import { validateTrendingSearch } from '@/features/trending/trending-search'

export const Route = createFileRoute('/_authenticated/hot/')({
  validateSearch: validateTrendingSearch,
  component: TrendingPage,
})
