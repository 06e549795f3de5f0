import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CircleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { api } from '@/lib/api-client'
import { parsedWithContract } from '@/lib/parsed-with-contract'
import { useFinishSignIn } from './use-auth-result'

const PROVIDERS = ['github', 'google'] as const
/** Where the user was going, kept across the trip to the provider (the callback cannot carry it). */
const REDIRECT_KEY = 'social-sign-in-redirect'
const FAILURES = new Set(['state', 'provider', 'unverified', 'disabled', 'denied'])

/** The session token or the failure the server's callback put in the fragment (never sent to a server). */
function readReturn(): { token?: string; failure?: string } {
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  const token = fragment.get('social') ?? undefined
  const failure = fragment.get('social_error') ?? undefined
  if (token || failure) window.history.replaceState(window.history.state, '', window.location.pathname)
  return { token, failure: failure && (FAILURES.has(failure) ? failure : 'provider') }
}

/**
 * GitHub and Google buttons, shown only for the providers this server has set up, and the end of
 * the trip: the callback lands on /sign-in with the token, which signs in here.
 */
export function SocialSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('auth')
  const finishSignIn = useFinishSignIn()
  const [returned] = useState(readReturn)
  const [failure, setFailure] = useState(returned.failure)
  const { data: providers } = useQuery({
    queryKey: ['auth', 'oauth-providers'],
    queryFn: () => api.get('/auth/oauth/providers', { auth: false }),
    staleTime: Infinity,
  })

  // The token is traded once, however often the page renders meanwhile.
  const traded = useRef(false)
  useEffect(() => {
    const token = returned.token
    if (!token || traded.current) return
    traded.current = true
    const target = sessionStorage.getItem(REDIRECT_KEY) ?? undefined
    sessionStorage.removeItem(REDIRECT_KEY)
    parsedWithContract(
      api.get('/auth/getUserInfo', { auth: false, headers: { Authorization: `Bearer ${token}` } }),
      (contract) => contract.userSchema,
    ).then(
      (user) =>
        finishSignIn({ user, token }, t('signIn.success'), t('signIn.welcomeBack', { name: user.nickname }), target),
      () => setFailure('provider'),
    )
  }, [returned, finishSignIn, t])

  const shown = PROVIDERS.filter((provider) => providers?.[provider])
  return (
    <>
      {failure && (
        <p
          role="alert"
          data-testid="social-failure"
          className="mt-4 flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{t(`social.failed.${failure}`)}</span>
        </p>
      )}
      {shown.length > 0 && (
        <div className="mt-4 grid gap-3">
          <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            {t('social.orContinueWith')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <div className={shown.length > 1 ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
            {shown.map((provider) => (
              <Button key={provider} asChild variant="outline">
                <a
                  href={`/api/auth/oauth/${provider}/start`}
                  onClick={() => {
                    if (redirect) sessionStorage.setItem(REDIRECT_KEY, redirect)
                    else sessionStorage.removeItem(REDIRECT_KEY)
                  }}
                >
                  {t(`social.${provider}`)}
                </a>
              </Button>
            ))}
          </div>
        </div>
      )}
    </>
  )
}
