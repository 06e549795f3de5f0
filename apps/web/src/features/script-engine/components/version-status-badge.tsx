import { useTranslation } from 'react-i18next'
import type { ScriptMessage } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

/** Current, incomplete (stopped or cut off, not charged), failed, or still being written. */
export function VersionStatusBadge({
  message,
  current,
  className,
}: {
  message: ScriptMessage
  current: boolean
  className?: string
}) {
  const { t } = useTranslation('scripts')
  if (message.status === 'incomplete') {
    return (
      <Badge
        variant="outline"
        className={cn('border-amber-500/40 bg-amber-500/10 py-0 text-amber-800 dark:text-amber-300', className)}
      >
        {t('status.incomplete')}
      </Badge>
    )
  }
  if (message.status === 'failed') {
    return (
      <Badge
        variant="outline"
        className={cn('border-destructive/40 bg-destructive/10 py-0 text-destructive', className)}
      >
        {t('status.failed')}
      </Badge>
    )
  }
  if (message.status === 'streaming') {
    return (
      <Badge variant="outline" className={cn('py-0', className)}>
        {t('status.streaming')}
      </Badge>
    )
  }
  if (current) {
    return (
      <Badge className={cn('bg-success/15 py-0 text-emerald-800 dark:text-emerald-300', className)}>
        {t('status.current')}
      </Badge>
    )
  }
  return null
}
