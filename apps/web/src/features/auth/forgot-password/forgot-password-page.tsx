import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { LoaderCircleIcon, MailCheckIcon, MailIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ruleText } from '@/lib/field-errors'
import { loginFieldError } from '../sign-in/sign-in-resolver'
import { TaggedText } from '@/components/tagged-text'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { AuthCard, authLinkClass } from '../auth-card'
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
  const [error, setError] = useState<string>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const reset = useRequestPasswordReset()

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const address = email.trim().toLowerCase()
    const invalid = loginFieldError('email', address)
    if (invalid) return setError(ruleText(t, invalid, t('fields.email')))
    setError(undefined)
    reset.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: t('forgotPassword.failed'),
          description: isApiError(failure) ? apiErrorMessage(failure) : undefined,
        }),
    })
  }

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
      <form className="grid gap-4" noValidate onSubmit={submit}>
        <FormField label={t('fields.email')} error={error}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              autoFocus
              placeholder={t('fields.emailPlaceholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? <LoaderCircleIcon className="animate-spin" /> : <MailIcon />}
          {t('forgotPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
