import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '@/lib/session'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { SettingsSection } from '../settings-section'
import { ChangePasswordForm } from './change-password-form'
import { ProfileForm } from './profile-form'
import { ActiveSessions } from './active-sessions'
import { DeleteAccountCard } from './delete-account-card'

/** /settings/account (the user menu's Profile): profile details, the password, sessions and deleting the account. */
export function SettingsAccountPage() {
  const { t, i18n } = useTranslation('settings')
  const user = useCurrentUser()
  if (!user) return <p className="text-sm text-muted-foreground">{t('account.unavailable')}</p>
  const joined = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en' : 'zh-CN', { dateStyle: 'long' }).format(
    new Date(user.created_at),
  )
  return (
    <SettingsSection title={t('account.title')} description={t('account.description')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.title')}</CardTitle>
          <CardDescription>{t('profile.description', { date: joined })}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* Keyed by user id so a different account never inherits the previous form state. */}
          <ProfileForm key={user.id} user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('password.title')}</CardTitle>
          <CardDescription>{t('password.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('sessions.title')}</CardTitle>
          <CardDescription>{t('sessions.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ActiveSessions />
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>{t('deleteAccount.title')}</CardTitle>
          <CardDescription>{t('deleteAccount.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountCard />
        </CardContent>
      </Card>
    </SettingsSection>
  )
}
