import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ErrorView } from './error-view'

/**
 * A page whose code has not been loaded yet, with no network: the app's own message instead of a
 * blank screen, and the page loads by itself once the network is back.
 */
export function OfflineError() {
  const { t } = useTranslation('common')
  useEffect(() => {
    const reload = () => window.location.reload()
    window.addEventListener('online', reload)
    return () => window.removeEventListener('online', reload)
  }, [])
  return (
    <div className="flex min-h-[60svh] flex-col items-center justify-center">
      <ErrorView
        code=""
        title={t('offline.title')}
        description={t('offline.pageNotLoaded')}
        minimal
        className="min-h-0"
      />
      <Button className="mt-6" variant="outline" onClick={() => window.location.reload()}>
        {t('offline.retry')}
      </Button>
    </div>
  )
}
