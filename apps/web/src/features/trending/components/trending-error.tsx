import { CloudOffIcon, RotateCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/empty-state'

/** The list could not be loaded at all (no cached answer to fall back on). */
export function TrendingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('trending')
  return (
    <EmptyState icon={CloudOffIcon} title={t('error.title')} description={t('error.description')} className='border-destructive/30'>
      <Button variant='outline' onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden className={retrying ? 'animate-spin' : undefined} />
        {t('error.retry')}
      </Button>
    </EmptyState>
  )
}
