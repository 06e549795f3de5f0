import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Link } from '@tanstack/react-router'
import { KeyRoundIcon, LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ErrorCode, passwordSchema } from '@hookline/contract'
import { TaggedText } from '@/components/tagged-text'
import { Button } from '@/components/ui/button'
import { AuthCard, authLinkClass } from '../auth-card'
import { useResetPassword } from '../api/account-recovery'
import { useFinishSignIn } from '../use-auth-result'
import { NewPasswordFields } from '../new-password-fields'
import { contractResolver } from '@/lib/contract-resolver'
import { isApiError } from '@/lib/api-client'
import { PASSWORD_MISMATCH } from '@/lib/field-errors'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'

/** The same rules as sign-up, plus the confirmation. */
const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'Confirm password is required') })
  .refine((values) => values.password === values.confirmPassword, {
    ...PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  })
type ResetFormValues = z.input<typeof resetFormSchema>

/** Opened from the reset mail's link: a new password, then signed in here and out everywhere else. */
export function ResetPasswordPage({ token }: { token?: string }) {
  const { t } = useTranslation('auth')
  const finishSignIn = useFinishSignIn()
  const reset = useResetPassword()
  const form = useForm<ResetFormValues>({
    resolver: contractResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  const linkSpent = isApiError(reset.error) && reset.error.code === ErrorCode.INVALID_EMAIL_TOKEN
  const forgot = <Link to="/forgot-password" className={authLinkClass} />

  if (!token || linkSpent) {
    return (
      <AuthCard title={t('resetPassword.invalidTitle')}>
        <p role="alert" className="text-sm text-muted-foreground">
          <TaggedText text={t(token ? 'resetPassword.invalid' : 'resetPassword.missing')} components={{ forgot }} />
        </p>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('resetPassword.title')} description={t('resetPassword.description')}>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(({ password }) =>
          reset.mutate(
            { token, password },
            {
              onSuccess: (result) => finishSignIn(result, t('resetPassword.success'), t('resetPassword.welcome')),
              onError: (error) => {
                if (isApiError(error) && error.code === ErrorCode.INVALID_EMAIL_TOKEN) return
                toast({
                  variant: 'destructive',
                  title: t('resetPassword.failed'),
                  description: isApiError(error) ? apiErrorMessage(error) : undefined,
                })
              },
            },
          ),
        )}
      >
        <NewPasswordFields
          label={t('resetPassword.newPassword')}
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={{ password: errors.password, confirmPassword: errors.confirmPassword }}
          autoFocus
        />
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? <LoaderCircleIcon className="animate-spin" /> : <KeyRoundIcon />}
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
