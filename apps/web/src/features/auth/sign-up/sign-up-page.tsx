import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TaggedText } from '@/components/tagged-text'
import { AuthCard, authLinkClass } from '../auth-card'
import { SignUpForm } from './sign-up-form'
import { SocialSignIn } from '../social-sign-in'

export function SignUpPage() {
  const { t } = useTranslation('auth')
  return (
    <AuthCard
      legal
      title={t('signUp.title')}
      description={
        <TaggedText
          text={t('signUp.description')}
          components={{ signIn: <Link to="/sign-in" className={authLinkClass} /> }}
        />
      }
    >
      <SignUpForm />
      <SocialSignIn />
    </AuthCard>
  )
}
