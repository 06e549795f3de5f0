import { TimerIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { onTarget, timecode } from '../lib/script-timing'

/**
 * The script's total length against the version's target (durations add up to the
 * target), and the brief's when a follow-up asked for another length.
 */
export function DurationSummary({
  total,
  target,
  briefTarget = target,
  className,
  live = false,
}: {
  total: number
  target: number
  briefTarget?: number
  className?: string
  /** Counted on a version still being written: the finished version's summary has its own test id. */
  live?: boolean
}) {
  const { t } = useTranslation('scripts')
  const fits = onTarget(total, target)
  const ratio = Math.min(1, total / Math.max(total, target, 1))
  return (
    <div
      className={cn('flex items-center gap-3 text-sm', className)}
      data-testid={live ? 'live-duration-summary' : 'duration-summary'}
    >
      <TimerIcon aria-hidden className="size-4 text-muted-foreground" />
      <span className="tabular-nums">
        {target === briefTarget
          ? t('duration.total', { total: timecode(total), target: timecode(target) })
          : t('duration.totalRequested', {
              total: timecode(total),
              target: timecode(target),
              brief: timecode(briefTarget),
            })}
      </span>
      <span aria-hidden className="relative hidden h-1.5 w-20 overflow-hidden rounded-full bg-muted sm:block">
        <span
          className={cn('absolute inset-y-0 left-0 rounded-full', fits ? 'bg-success' : 'bg-amber-500')}
          style={{ width: `${ratio * 100}%` }}
        />
      </span>
      <span
        className={cn(
          'text-xs font-medium',
          fits ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-400',
        )}
      >
        {fits ? t('duration.onTarget') : t('duration.offTarget')}
      </span>
    </div>
  )
}
