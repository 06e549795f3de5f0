import { RefreshCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TrendPlatformFilter } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { OfflineNotice } from '@/components/offline-notice'
import { useOnline } from '@/hooks/use-online'
import { cn } from '@/lib/utils'
import { useRefreshTrending } from '../api/refresh-trending'

/**
 * Refresh now (POST /api/trending/refresh for the platforms on screen), spinning while it runs.
 * Offline, TanStack Query would hold the call paused and the icon would spin for ever: the button
 * waits instead and says why.
 */
export function RefreshButton({ platform }: { platform: TrendPlatformFilter }) {
  const { t } = useTranslation('trending')
  const online = useOnline()
  const refresh = useRefreshTrending()
  const busy = refresh.isPending && !refresh.isPaused
  const blocked = busy || !online
  return (
    <>
      {!online && <OfflineNotice detail={t('common:offline.refreshWaits')} className="py-1.5" />}
      {/* aria-disabled rather than disabled: a disabled button would drop keyboard focus mid-refresh. */}
      <Button
        variant="outline"
        onClick={() => !blocked && refresh.mutate(platform)}
        aria-disabled={blocked}
        aria-busy={busy}
        title={t('refresh.hint')}
        className={cn(
          busy ? 'aria-disabled:cursor-progress' : 'aria-disabled:cursor-not-allowed',
          'aria-disabled:opacity-70',
        )}
      >
        <RefreshCwIcon aria-hidden className={cn(busy && 'animate-spin')} />
        {t('refresh.label')}
      </Button>
      <span role="status" className="sr-only">
        {busy ? t('refresh.busy') : ''}
      </span>
    </>
  )
}
