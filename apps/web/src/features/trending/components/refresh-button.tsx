import { RefreshCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TrendPlatformFilter } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { useRefreshTrending } from '../api/refresh-trending'

/** Refresh now (POST /api/trending/refresh for the platforms on screen), spinning while it runs. */
export function RefreshButton({ platform }: { platform: TrendPlatformFilter }) {
  const { t } = useTranslation('trending')
  const refresh = useRefreshTrending()
  const busy = refresh.isPending
  return (
    <>
      {/* aria-disabled rather than disabled: a disabled button would drop keyboard focus mid-refresh. */}
      <Button
        variant='outline'
        onClick={() => !busy && refresh.mutate(platform)}
        aria-disabled={busy}
        aria-busy={busy}
        title={t('refresh.hint')}
        className='aria-disabled:cursor-progress aria-disabled:opacity-70'
      >
        <RefreshCwIcon aria-hidden className={cn(busy && 'animate-spin')} />
        {t('refresh.label')}
      </Button>
      <span role='status' className='sr-only'>
        {busy ? t('refresh.busy') : ''}
      </span>
    </>
  )
}
