import { CircleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ConnectionFailureReason } from '@hookline/contract'
import { cn } from '@/lib/utils'

/** Why a connection failed, in the creator's language, with what to do and the provider's own words. */
export function FailureReason({
  reason,
  message,
  className,
}: {
  reason: ConnectionFailureReason
  message: string | null
  className?: string
}) {
  const { t } = useTranslation('apps')
  return (
    <div
      className={cn(
        'flex gap-2 rounded-lg border border-red-600/20 bg-red-500/5 px-3 py-2 text-sm dark:border-red-400/25 dark:bg-red-400/10',
        className,
      )}
    >
      <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400" />
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium text-red-700 dark:text-red-300" data-testid="failure-reason">
          {t(`reasons.${reason}.title`)}
        </p>
        <p className="text-muted-foreground">{t(`reasons.${reason}.hint`)}</p>
        {message && (
          <p className="mt-0.5 font-mono text-xs break-words text-muted-foreground/90">
            {t('dialog.providerSays', { message })}
          </p>
        )}
      </div>
    </div>
  )
}
