import { CoinsIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useAuthStore } from '@/stores/auth-store'
import { SettingsSection } from '@/features/settings/settings-section'

/** /settings (the user menu's Billing): the credit balance, when the account has credits. */
export function SettingsBillingPage() {
  const { t } = useTranslation('settings')
  const credits = useAuthStore((s) => s.user?.credits)
  return (
    <SettingsSection title={t('billing.title')} description={t('billing.description')}>
      <div className='flex items-center gap-4 rounded-xl border bg-card p-5 shadow-xs'>
        <span className='flex size-12 items-center justify-center rounded-full bg-amber-500/15 text-amber-600 dark:text-amber-400'>
          <CoinsIcon className='size-6' />
        </span>
        {credits ? (
          <div>
            <p className='text-sm text-muted-foreground'>{t('billing.balance')}</p>
            <p className='text-2xl font-semibold tabular-nums' data-testid='billing-credits'>{credits.left_credits}</p>
          </div>
        ) : (
          <p className='text-sm text-muted-foreground'>{t('billing.noCredits')}</p>
        )}
      </div>
      <p className='text-sm text-muted-foreground'>{t('billing.note')}</p>
    </SettingsSection>
  )
}
