import { createFileRoute } from '@tanstack/react-router'
import { TrendingPage } from '@/features/trending/trending-page'
import { trendingSearchSchema } from '@/features/trending/trending-search'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/hot/')({
  loader: loadTranslations('trending'),
  validateSearch: trendingSearchSchema,
  component: TrendingPage,
})
