import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TaggedText } from '@/components/tagged-text'
import { AuthCard, authLinkClass } from '../auth-card'
import { SignInForm } from './sign-in-form'
import { SocialSignIn } from '../social-sign-in'

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
      <SocialSignIn redirect={redirect} />
      <p className="mt-4 text-center text-sm text-muted-foreground">
        <Link to="/otp" search={{ redirect }} className={authLinkClass} data-testid="sign-in-with-code">
          {t('signIn.withCode')}
        </Link>
      </p>
    </AuthCard>
  )
}
