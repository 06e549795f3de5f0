import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { MailCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TaggedText } from '@/components/tagged-text'
import { Button } from '@/components/ui/button'
import { AuthCard, authLinkClass } from '../auth-card'
import { EmailRequestForm } from '../email-request-form'
import { useRequestPasswordReset } from '../api/account-recovery'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { isApiError } from '@/lib/api-client'
import { toast } from '@/hooks/use-toast'

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the page says "if an account exists" and never more.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const reset = useRequestPasswordReset()

  const request = (address: string) =>
    reset.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: t('forgotPassword.failed'),
          description: isApiError(failure) ? apiErrorMessage(failure) : undefined,
        }),
    })

  if (sentTo) {
    return (
      <AuthCard title={t('forgotPassword.sentTitle')} description={t('forgotPassword.sent', { email: sentTo })}>
        <div className="grid gap-3">
          <MailCheckIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
          <Button variant="outline" onClick={() => setSentTo(null)}>
            {t('forgotPassword.again')}
          </Button>
          <Button asChild variant="link">
            <Link to="/sign-in">{t('forgotPassword.backToSignIn')}</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      description={
        <TaggedText
          text={t('forgotPassword.description')}
          components={{ signIn: <Link to="/sign-in" className={authLinkClass} /> }}
        />
      }
    >
      <EmailRequestForm
        email={email}
        onEmailChange={setEmail}
        pending={reset.isPending}
        submitLabel={t('forgotPassword.submit')}
        onRequest={request}
      />
    </AuthCard>
  )
}
