import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'

/** The page's shape while the connections load: the server's card, then provider cards. */
export function AppsSkeleton() {
  const { t } = useTranslation('common')
  return (
    <div role="status" aria-live="polite" className="grid gap-6">
      <span className="sr-only">{t('layout.loading')}</span>
      <div aria-hidden className="flex items-start gap-4 rounded-xl border bg-card p-5 shadow-xs">
        <Skeleton className="size-10 rounded-xl" />
        <div className="flex-1 space-y-2.5">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-3 w-full max-w-xl" />
          <Skeleton className="h-3 w-2/3 max-w-md" />
        </div>
      </div>
      <div aria-hidden className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, card) => (
          <div key={card} className="flex items-start gap-3 rounded-xl border bg-card p-5 shadow-xs">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex-1 space-y-2.5">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3" style={{ width: `${85 - ((card * 13) % 30)}%` }} />
            </div>
            <Skeleton className="h-8 w-20" />
          </div>
        ))}
      </div>
    </div>
  )
}
