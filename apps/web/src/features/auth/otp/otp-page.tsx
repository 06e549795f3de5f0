import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TaggedText } from '@/components/tagged-text'
import { AuthCard, authLinkClass } from '../auth-card'
import { OtpForm } from './otp-form'

export function OtpPage() {
  const { t } = useTranslation('auth')
  return (
    <AuthCard title={t('otp.title')} description={t('otp.description')}>
      <OtpForm />
      <p className="mt-4 text-center text-sm text-muted-foreground">
        <TaggedText text={t('otp.resend')} components={{ resend: <Link to="/sign-in" className={authLinkClass} /> }} />
      </p>
    </AuthCard>
  )
}
