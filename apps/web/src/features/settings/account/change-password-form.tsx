import { useForm } from 'react-hook-form'
import { KeyRoundIcon, LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '@hookline/contract'
import { contractResolver } from '@/lib/contract-resolver'
import { fieldErrorText } from '@/lib/field-errors'
import { setServerFieldError } from '@/lib/server-field-errors'
import { handleServerError } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/password-input'
import { useChangePasswordMutation } from '../api/change-password'
import { changePasswordFormSchema, type ChangePasswordFormValues } from './account-form-schemas'

const PASSWORD_FIELDS = ['current_password', 'new_password'] as const
const EMPTY: ChangePasswordFormValues = { current_password: '', new_password: '', confirm_password: '' }

/** Current, new and confirmed password; the server signs every other session out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('settings')
  const form = useForm<ChangePasswordFormValues>({
    resolver: contractResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  })
  const mutation = useChangePasswordMutation({
    onSuccess: () => {
      form.reset(EMPTY)
      toast({ variant: 'success', title: t('password.changed'), description: t('password.otherSessionsSignedOut') })
    },
    onError: (error) => {
      // A wrong current password travels as 'invalid credentials'; say it in the form's words.
      const shown = setServerFieldError(form, error, PASSWORD_FIELDS, {
        message: (apiError) =>
          apiError.code === ErrorCode.INVALID_CREDENTIALS ? t('password.currentIncorrect') : undefined,
      })
      if (!shown) handleServerError(error)
    },
  })
  const { errors } = form.formState
  const labels = {
    current_password: t('password.current'),
    new_password: t('password.new'),
    confirm_password: t('password.confirm'),
  }
  const saving = mutation.isPending

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ current_password, new_password }) =>
        mutation.mutate({ current_password, new_password }),
      )}
      className="grid gap-5"
    >
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      {(['current_password', 'new_password', 'confirm_password'] as const).map((name) => (
        <FormField key={name} label={labels[name]} error={fieldErrorText(t, errors[name], labels[name])}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
              {...form.register(name)}
            />
          )}
        </FormField>
      ))}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? <LoaderCircleIcon className="animate-spin" /> : <KeyRoundIcon />}
          {t('password.submit')}
        </Button>
      </div>
    </form>
  )
}
