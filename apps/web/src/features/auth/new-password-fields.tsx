import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordInput } from '@/components/password-input'
import { FormField } from '@/components/ui/form-field'
import { fieldErrorText } from '@/lib/field-errors'

/** A new password typed twice (sign-up, reset): the browser offers to generate and save one. */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
  errors,
  autoFocus,
}: {
  label: string
  password: UseFormRegisterReturn
  confirmPassword: UseFormRegisterReturn
  errors: { password?: FieldError; confirmPassword?: FieldError }
  autoFocus?: boolean
}) {
  const { t } = useTranslation('auth')
  const confirmLabel = t('fields.confirmPassword')
  return (
    <>
      <FormField label={label} error={fieldErrorText(t, errors.password, label)}>
        {(control) => (
          <PasswordInput
            {...control}
            autoFocus={autoFocus}
            autoComplete="new-password"
            placeholder={t('fields.newPasswordPlaceholder')}
            {...password}
          />
        )}
      </FormField>
      <FormField label={confirmLabel} error={fieldErrorText(t, errors.confirmPassword, confirmLabel)}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            placeholder={t('fields.confirmPasswordPlaceholder')}
            {...confirmPassword}
          />
        )}
      </FormField>
    </>
  )
}
