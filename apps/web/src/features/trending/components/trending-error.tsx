import { useEffect, useEffectEvent } from 'react'
import { CloudOffIcon, RotateCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/empty-state'
import { toast } from '@/hooks/use-toast'
import { platformDataFailureHint } from '../lib/platform-data-failure'

/**
 * The list could not be loaded at all (no cached answer to fall back on): 'Failed to fetch platform data. Please try again later.' whatever
 * the failure (a refused connection too), as a toast and on the page, and after a 429 when to
 * try again.
 */
export function TrendingError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown
  onRetry: () => void
  retrying: boolean
}) {
  const { t } = useTranslation('trending')
  const title = t('toast.fetchFailed')
  const hint = platformDataFailureHint(t, error)
  const announce = useEffectEvent(() => toast({ variant: 'destructive', title, description: hint }))
  // Once per failure, not again on a language switch.
  useEffect(() => {
    announce()
  }, [error])
  return (
    <EmptyState icon={CloudOffIcon} title={title} description={hint} className="border-destructive/30">
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden className={retrying ? 'animate-spin' : undefined} />
        {t('error.retry')}
      </Button>
    </EmptyState>
  )
}
