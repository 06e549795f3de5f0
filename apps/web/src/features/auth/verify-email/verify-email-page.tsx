import { useEffect, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { CircleCheckIcon, LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { verifyEmail } from '../api/account-recovery'
import { Button } from '@/components/ui/button'
import { AuthCard } from '../auth-card'
import { setSessionUser, useCurrentUser } from '@/lib/session'

/** Opened from the verification mail: verifies once on arrival, signed in or not. */
export function VerifyEmailPage({ token }: { token?: string }) {
  const { t } = useTranslation('auth')
  const signedInAs = useCurrentUser()
  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: (user) => {
      // The banner and the credits in the menu update at once when this browser is signed in as them.
      if (signedInAs?.id === user.id) setSessionUser(user)
    },
  })
  const { mutate: verifyToken } = verify
  const started = useRef(false)
  useEffect(() => {
    // Once: a link is single-use, and StrictMode runs effects twice in development.
    if (!token || started.current) return
    started.current = true
    verifyToken(token)
  }, [token, verifyToken])

  const next = signedInAs ? (
    <Button asChild>
      <Link to="/">{t('verifyEmail.continue')}</Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/sign-in">{t('verifyEmail.signIn')}</Link>
    </Button>
  )

  if (verify.isSuccess) {
    return (
      <AuthCard
        title={t('verifyEmail.success')}
        description={t('verifyEmail.successDescription', { email: verify.data.email })}
      >
        <div className="grid gap-3">
          <CircleCheckIcon className="mx-auto size-10 text-success" aria-hidden />
          {next}
        </div>
      </AuthCard>
    )
  }
  if (!token || verify.isError) {
    return (
      <AuthCard title={t('verifyEmail.title')}>
        <div className="grid gap-3">
          <p role="alert" className="text-sm text-muted-foreground">
            {t('verifyEmail.invalid')}
          </p>
          {next}
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('verifyEmail.title')}>
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
        {t('verifyEmail.verifying')}
      </p>
    </AuthCard>
  )
}
