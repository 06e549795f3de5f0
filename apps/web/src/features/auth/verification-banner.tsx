import { useEffect, useState } from 'react'
import { MailWarningIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useResendVerification } from './api/account-recovery'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { useCurrentUser } from '@/lib/session'
import type { User } from '@hookline/contract'

/** After a resend, the button rests this long: the mail takes a moment, and the server limits resends. */
const RESEND_COOLDOWN_SECONDS = 60

/** Shown while the signed-in user's address is unverified (instances with EMAIL_VERIFICATION=required). */
export function VerificationBanner() {
  const user = useCurrentUser()
  if (!user || user.email_verified) return null
  return <VerificationNotice user={user} />
}

/**
 * Its strings load only for a user it is shown to, and without suspending: every signed-in page
 * renders the banner, and English `auth` strings are not in the bundle. Suspending for them would
 * hold every signed-in page back until they arrived; instead the notice appears when they do.
 */
function VerificationNotice({ user }: { user: User }) {
  const { t, ready } = useTranslation('auth', { useSuspense: false })
  const resend = useResendVerification()
  const [cooldown, setCooldown] = useState(0)
  useEffect(() => {
    if (cooldown <= 0) return
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [cooldown])

  if (!ready) return null
  const waitsForCredits = user.credits !== undefined && user.credits.left_credits === 0
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b bg-muted/60 px-4 py-2 text-sm">
      <MailWarningIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0 flex-1">
        {t(waitsForCredits ? 'verifyEmail.banner' : 'verifyEmail.bannerNoCredits', { email: user.email })}
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={resend.isPending || cooldown > 0}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => {
              setCooldown(RESEND_COOLDOWN_SECONDS)
              toast({ variant: 'success', title: t('verifyEmail.resent') })
            },
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: t('verifyEmail.resendFailed'),
                description: isApiError(error) ? apiErrorMessage(error) : undefined,
              }),
          })
        }
      >
        {cooldown > 0 ? `${t('verifyEmail.resend')} (${cooldown}s)` : t('verifyEmail.resend')}
      </Button>
    </div>
  )
}
