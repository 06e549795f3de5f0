import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SIGN_IN_CODE_TTL_MINUTES } from '@hookline/contract'
import { TaggedText } from '@/components/tagged-text'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { AuthCard, authLinkClass } from '../auth-card'
import { EmailRequestForm } from '../email-request-form'
import { useRequestSignInCode } from '../api/sign-in-code'
import { OtpForm } from './otp-form'

/**
 * Sign-in with a one-time code: first the address (a code is mailed to it), then the code. The
 * mail's link opens the second step with the address filled in. What the page says after asking
 * is the same whether or not the address has an account.
 */
export function OtpPage({ email: mailedTo, redirect }: { email?: string; redirect?: string }) {
  const { t } = useTranslation('auth')
  const [email, setEmail] = useState(mailedTo ?? '')
  const [codeFor, setCodeFor] = useState<string | null>(mailedTo ?? null)
  const request = useRequestSignInCode({
    onError: (failure) =>
      toast({
        variant: 'destructive',
        title: t('otp.sendFailed'),
        description: isApiError(failure) ? apiErrorMessage(failure) : undefined,
      }),
  })

  const send = (address: string) =>
    request.mutate(address, {
      onSuccess: () => {
        setCodeFor(address)
        toast({ variant: 'success', title: t('otp.sentTitle'), description: t('otp.sent', { email: address }) })
      },
    })

  if (codeFor) {
    return (
      <AuthCard
        title={t('otp.title')}
        description={t('otp.description', { email: codeFor, minutes: SIGN_IN_CODE_TTL_MINUTES })}
      >
        <OtpForm key={codeFor} email={codeFor} redirect={redirect} />
        <div className="mt-4 grid gap-1 text-center text-sm text-muted-foreground">
          <Button variant="link" size="sm" disabled={request.isPending} onClick={() => send(codeFor)}>
            {request.isPending && <LoaderCircleIcon className="animate-spin" />}
            {t('otp.resend')}
          </Button>
          <Button variant="link" size="sm" onClick={() => setCodeFor(null)}>
            {t('otp.otherEmail')}
          </Button>
          <Link to="/sign-in" search={{ redirect }} className={authLinkClass}>
            {t('otp.withPassword')}
          </Link>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={t('otp.requestTitle')}
      description={
        <TaggedText
          text={t('otp.requestDescription', { minutes: SIGN_IN_CODE_TTL_MINUTES })}
          components={{ password: <Link to="/sign-in" search={{ redirect }} className={authLinkClass} /> }}
        />
      }
    >
      <EmailRequestForm
        email={email}
        onEmailChange={setEmail}
        pending={request.isPending}
        submitLabel={t('otp.send')}
        onRequest={send}
      />
    </AuthCard>
  )
}
