import { Link } from '@tanstack/react-router'
import { InfoIcon, MailIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TaggedText } from '@/components/tagged-text'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { AuthCard, authLinkClass } from '@/features/auth/auth-card'

/**
 * The reset-by-email flow belongs to another issue; until the server offers it the form is shown
 * disabled with a note, so nobody is told an email is on its way (docs/decisions/013).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  return (
    <AuthCard
      title={t('forgotPassword.title')}
      description={<TaggedText text={t('forgotPassword.description')} components={{ signIn: <Link to='/sign-in' className={authLinkClass} /> }} />}
    >
      <form className='grid gap-4' onSubmit={(event) => event.preventDefault()}>
        <FormField label={t('fields.email')}>
          {(control) => <Input {...control} type='email' autoComplete='email' placeholder={t('fields.emailPlaceholder')} disabled />}
        </FormField>
        <Button type='submit' disabled>
          <MailIcon />
          {t('forgotPassword.submit')}
        </Button>
        <p role='note' className='flex gap-2 rounded-md border border-dashed bg-muted/40 p-3 text-sm text-muted-foreground'>
          <InfoIcon className='mt-0.5 size-4 shrink-0' />
          {t('forgotPassword.unavailable')}
        </p>
      </form>
    </AuthCard>
  )
}
