import { useTranslation } from 'react-i18next'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

/** Placeholder cards in the shape of the real ones while the first answer is on its way. */
export function TrendingSkeleton({
  cards = 1,
  rows = 8,
  className,
}: {
  cards?: number
  rows?: number
  className?: string
}) {
  const { t } = useTranslation('common')
  return (
    <div role="status" aria-live="polite" className={cn('grid gap-4', className)}>
      <span className="sr-only">{t('layout.loading')}</span>
      {Array.from({ length: cards }, (_, card) => (
        <div key={card} aria-hidden className="overflow-hidden rounded-xl border bg-card shadow-xs">
          <div className="flex items-center gap-3 border-b bg-muted/30 px-4 py-3">
            <Skeleton className="size-8 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-3 w-32" />
            </div>
          </div>
          <div className="space-y-1 p-2">
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className="flex items-center gap-3 px-2 py-2">
                <Skeleton className="size-6" />
                <Skeleton className="aspect-video w-16 shrink-0" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-3.5" style={{ width: `${90 - ((row * 17) % 35)}%` }} />
                  <Skeleton className="h-3 w-16" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
