import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from '@tanstack/react-router'
import { CircleAlertIcon, LoaderCircleIcon, LogInIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { LoginRequest } from '@hookline/contract'
import { toast } from '@/hooks/use-toast'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/password-input'
import { useLoginMutation } from '../api/login'
import { loginResolver } from './sign-in-resolver'
import { fieldErrorText } from '@/lib/field-errors'
import { authFailureDescription, useFinishSignIn } from '../use-auth-result'

export function SignInForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const finishSignIn = useFinishSignIn()
  const form = useForm<LoginRequest>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  })
  // Why the last attempt failed, shown at the form: a corner toast is gone before a second look.
  const [failure, setFailure] = useState<string | null>(null)
  const loginMutation = useLoginMutation({
    onSuccess: (result) =>
      finishSignIn(result, t('signIn.success'), t('signIn.welcomeBack', { name: result.user.nickname }), redirect),
    onError: (error) => {
      const description = authFailureDescription(t, error, 401, 'signIn.invalidCredentials')
      setFailure(description)
      toast({ variant: 'destructive', title: t('signIn.failed'), description })
    },
  })
  const { errors } = form.formState
  const emailLabel = t('fields.email')
  const passwordLabel = t('fields.password')
  const submitting = loginMutation.isPending

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setFailure(null)
        loginMutation.mutate(values)
      })}
      className="grid gap-4"
    >
      {failure && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          data-testid="sign-in-failure"
        >
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{failure}</span>
        </p>
      )}
      <FormField label={emailLabel} error={fieldErrorText(t, errors.email, emailLabel)}>
        {/* The page exists to sign in: the caret starts where typing does (not five Tab stops away). */}
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            autoFocus
            placeholder={t('fields.emailPlaceholder')}
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField
        label={passwordLabel}
        error={fieldErrorText(t, errors.password, passwordLabel)}
        labelAside={
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-muted-foreground hover:text-primary hover:underline"
          >
            {t('signIn.forgotPassword')}
          </Link>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            placeholder={t('fields.passwordPlaceholder')}
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" className="mt-2" disabled={submitting}>
        {submitting ? <LoaderCircleIcon className="animate-spin" /> : <LogInIcon />}
        {t('signIn.submit')}
      </Button>
    </form>
  )
}
