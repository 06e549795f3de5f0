import { WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/**
 * Says plainly that there is no network and what waits for it, instead of a spinner that never
 * ends; role=status so screen readers hear it when it appears.
 */
export function OfflineNotice({ detail, className }: { detail?: string; className?: string }) {
  const { t } = useTranslation('common')
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground',
        className,
      )}
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-medium text-foreground">{t('offline.title')}</span>
        {detail && <> · {detail}</>}
      </span>
    </p>
  )
}
