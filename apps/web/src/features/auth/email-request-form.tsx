import { useState } from 'react'
import { LoaderCircleIcon, MailIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ruleText } from '@/lib/field-errors'
import { loginFieldError } from './sign-in/sign-in-resolver'

/**
 * One address asked for, checked like the sign-in form's, then handed on trimmed and lower-cased:
 * the first step of a password reset and of a sign-in code. The page keeps the address, so going
 * back to this step shows what was typed.
 */
export function EmailRequestForm({
  email,
  onEmailChange,
  pending,
  submitLabel,
  onRequest,
}: {
  email: string
  onEmailChange: (email: string) => void
  pending: boolean
  submitLabel: string
  onRequest: (address: string) => void
}) {
  const { t } = useTranslation('auth')
  const [error, setError] = useState<string>()

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const address = email.trim().toLowerCase()
    const invalid = loginFieldError('email', address)
    if (invalid) return setError(ruleText(t, invalid, t('fields.email')))
    setError(undefined)
    onRequest(address)
  }

  return (
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
            onChange={(event) => onEmailChange(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? <LoaderCircleIcon className="animate-spin" /> : <MailIcon />}
        {submitLabel}
      </Button>
    </form>
  )
}
