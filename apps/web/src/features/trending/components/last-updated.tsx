import { ClockIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { useNow } from '../hooks/use-now'
import { exactTime, timeAgo } from '@/lib/relative-time'

/** 'Last updated: {time}' / 'Just now', re-rendered as time passes. */
export function LastUpdated({ at, className }: { at: string | null; className?: string }) {
  const { t, i18n } = useTranslation('trending')
  const now = useNow()
  const language = i18n.resolvedLanguage
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}>
      <ClockIcon aria-hidden className="size-3.5" />
      {at ? (
        <time dateTime={at} title={exactTime(at, language)}>
          {t('status.lastUpdated', { time: timeAgo(at, language, now) ?? t('status.justNow') })}
        </time>
      ) : (
        t('status.never')
      )}
    </span>
  )
}
