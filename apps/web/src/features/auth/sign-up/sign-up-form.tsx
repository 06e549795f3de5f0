import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { LoaderCircleIcon, MailCheckIcon, UserPlusIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/hooks/use-toast'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useRegisterMutation } from '../api/register'
import { contractResolver } from '@/lib/contract-resolver'
import { fieldErrorText } from '@/lib/field-errors'
import { NewPasswordFields } from '../new-password-fields'
import { authFailureDescription, useFinishSignIn } from '../use-auth-result'
import { signUpFormSchema, type SignUpFormValues } from './sign-up-schema'

export function SignUpForm() {
  const { t } = useTranslation('auth')
  const finishSignIn = useFinishSignIn()
  const form = useForm<SignUpFormValues>({
    resolver: contractResolver(signUpFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  })
  // Where addresses are verified, sign-up does not sign in: the page says to check the inbox.
  const [pendingFor, setPendingFor] = useState<string | null>(null)
  const registerMutation = useRegisterMutation({
    onSuccess: (result) => {
      if ('verification_pending' in result) setPendingFor(form.getValues('email').trim())
      else finishSignIn(result, t('signUp.success'), t('signUp.welcome', { name: result.user.nickname }))
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('signUp.failed'),
        description: authFailureDescription(t, error, 409, 'signUp.emailTaken'),
      }),
  })
  const { errors } = form.formState
  const labels = {
    email: t('fields.email'),
    password: t('fields.password'),
  }
  const submitting = registerMutation.isPending

  if (pendingFor)
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <MailCheckIcon className="size-8 text-primary" aria-hidden />
        <p className="font-medium">{t('signUp.checkInbox')}</p>
        <p className="text-sm text-muted-foreground">{t('signUp.checkInboxDescription', { email: pendingFor })}</p>
      </div>
    )

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email, password }) => registerMutation.mutate({ email, password }))}
      className="grid gap-4"
    >
      <FormField label={labels.email} error={fieldErrorText(t, errors.email, labels.email)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            {...form.register('email')}
          />
        )}
      </FormField>
      <NewPasswordFields
        label={labels.password}
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={{ password: errors.password, confirmPassword: errors.confirmPassword }}
      />
      <Button type="submit" className="mt-2" disabled={submitting}>
        {submitting ? <LoaderCircleIcon className="animate-spin" /> : <UserPlusIcon />}
        {t('signUp.submit')}
      </Button>
    </form>
  )
}
