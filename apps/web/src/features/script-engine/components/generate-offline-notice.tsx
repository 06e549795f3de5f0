import { useTranslation } from 'react-i18next'
import { OfflineNotice } from '@/components/offline-notice'
import { useOnline } from '@/hooks/use-online'

/** Under the brief while the browser is offline: Generate needs the network. */
export function GenerateOfflineNotice() {
  const { t } = useTranslation('common')
  const online = useOnline()
  return online ? null : <OfflineNotice detail={t('offline.generateWaits')} />
}
