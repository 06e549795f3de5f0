import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TaggedText } from '@/components/tagged-text'
import { AuthCard, authLinkClass } from '../auth-card'
import { SignInForm } from './sign-in-form'

export function SignInPage({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  return (
    <AuthCard
      legal
      title={t('signIn.title')}
      description={
        <TaggedText
          text={t('signIn.description')}
          components={{ signUp: <Link to="/sign-up" className={authLinkClass} /> }}
        />
      }
    >
      <SignInForm redirect={redirect} />
    </AuthCard>
  )
}
