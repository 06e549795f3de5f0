import { CircleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ConnectionFailureReason } from '@hookline/contract'
import { cn } from '@/lib/utils'
import { isLocalAddress } from '../lib/local-address'

/**
 * Why a connection failed, in the creator's language, with what to do; the provider's own words
 * (usually English) are only a detail to open. "Start your local server" advice is given only for
 * an address on this computer or its network.
 */
export function FailureReason({
  reason,
  message,
  baseUrl,
  className,
}: {
  reason: ConnectionFailureReason
  message: string | null
  /** The address that failed; decides between the local-server hint and the cloud one. */
  baseUrl?: string | null
  className?: string
}) {
  const { t } = useTranslation('apps')
  const hint =
    reason === 'unreachable' && !isLocalAddress(baseUrl) ? 'reasons.unreachable.hintRemote' : `reasons.${reason}.hint`
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
        <p className="text-muted-foreground">{t(hint)}</p>
        {message && (
          <details className="mt-0.5 text-xs text-muted-foreground/90" data-testid="provider-detail">
            <summary className="w-fit cursor-pointer select-none hover:text-foreground">
              {t('dialog.providerDetail')}
            </summary>
            <p className="mt-1 font-mono break-words [overflow-wrap:anywhere]">{message}</p>
          </details>
        )}
      </div>
    </div>
  )
}
