import { useRouter } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import type { AuthResult } from '@hookline/contract'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { safeRedirectTarget } from '@/lib/safe-redirect'
import { startSession } from '@/lib/session'
import { toast } from '@/hooks/use-toast'

/** What sign-in and sign-up share once the server has answered {user, token}. */
export function useFinishSignIn() {
  const router = useRouter()
  return (result: AuthResult, toastTitle: string, toastDescription: string, redirect?: string) => {
    startSession(result.user, result.token)
    toast({ variant: 'success', title: toastTitle, description: toastDescription })
    // The target may carry its own query string, so it goes to history as a whole href.
    router.history.push(safeRedirectTarget(redirect))
  }
}

/**
 * The description of a failed sign-in/up toast: the spec's sentence for the expected failure
 * (bad credentials, taken email), the server's translated message otherwise (e.g. rate limited).
 */
export function authFailureDescription(t: TFunction, error: unknown, expectedStatus: number, expectedKey: string) {
  if (isApiError(error) && error.status !== expectedStatus && error.status !== 400) return apiErrorMessage(error)
  return t(expectedKey)
}
