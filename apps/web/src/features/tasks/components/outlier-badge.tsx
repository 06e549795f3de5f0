import { FlameIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Platform, TaskOutlier } from '@hookline/contract'
import { cn } from '@/lib/utils'

/**
 * A published video's outlier score ("4.5×" its platform's median), marked when it is an outlier;
 * the title and accessible name say what it was compared with.
 */
export function OutlierBadge({
  outlier,
  platform,
  compact = false,
}: {
  outlier: TaskOutlier
  platform: Platform
  compact?: boolean
}) {
  const { t, i18n } = useTranslation('tasks')
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 })
  const score = t('outlier.score', { score: number.format(outlier.score) })
  const explained = t('outlier.explained', {
    score,
    median: new Intl.NumberFormat(i18n.resolvedLanguage, { notation: 'compact' }).format(outlier.median_views),
    count: outlier.earlier,
    platform: t(`common:platforms.${platform}`),
  })
  return (
    <span
      data-testid="outlier-badge"
      data-outlier={outlier.outlier}
      title={explained}
      aria-label={outlier.outlier ? `${t('outlier.mark')}: ${explained}` : explained}
      role="img"
      className={cn(
        'inline-flex items-center gap-0.5 rounded-md px-1.5 text-xs font-medium tabular-nums',
        outlier.outlier
          ? 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200'
          : 'bg-muted text-muted-foreground',
        compact && 'px-1',
      )}
    >
      {outlier.outlier && <FlameIcon aria-hidden className="size-3.5" />}
      {outlier.outlier && !compact && <span>{t('outlier.mark')}</span>}
      <span>{score}</span>
    </span>
  )
}
