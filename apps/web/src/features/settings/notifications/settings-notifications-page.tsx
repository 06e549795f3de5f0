import { BellIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/empty-state'
import { SettingsSection } from '@/features/settings/settings-section'

/** SPEC §2: settings contents are not specified; this page says so rather than faking toggles. */
export function SettingsNotificationsPage() {
  const { t } = useTranslation('settings')
  return (
    <SettingsSection title={t('notifications.title')} description={t('notifications.description')}>
      <EmptyState icon={BellIcon} title={t('notifications.emptyTitle')} description={t('notifications.emptyDescription')} />
    </SettingsSection>
  )
}
