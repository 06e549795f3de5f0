import { FlameIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/**
 * From this score up a video is marked as an outlier: the contract's OUTLIER_MARK (tasks.ts),
 * repeated because History's chunk takes no value from the contract's zod index (a test keeps them equal).
 */
export const HISTORY_OUTLIER_MARK = 2

/** The outlier score of the published video planned from a script ("4.5×"), marked when it is an outlier. */
export function OutlierBadge({ score }: { score: number }) {
  const { t, i18n } = useTranslation('history')
  const marked = score >= HISTORY_OUTLIER_MARK
  const text = t('outlier.score', {
    score: new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(score),
  })
  const label = t(marked ? 'outlier.marked' : 'outlier.label', { score: text })
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="history-outlier"
      data-outlier={marked}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-md px-1.5 text-xs font-medium tabular-nums',
        marked
          ? 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200'
          : 'bg-muted text-muted-foreground',
      )}
    >
      {marked && <FlameIcon aria-hidden className="size-3.5" />}
      {text}
    </span>
  )
}
