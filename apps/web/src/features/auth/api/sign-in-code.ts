import { useMutation } from '@tanstack/react-query'
import type { AuthResult } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { parsedWithContract } from '@/lib/parsed-with-contract'

/** Sign-in with a one-time code by mail: ask for the code, then trade it for a session. */

const requestSignInCode = (email: string) => api.post('/auth/sign-in-code', { body: { email }, auth: false })

function verifySignInCode(body: { email: string; code: string }): Promise<AuthResult> {
  return parsedWithContract(
    api.post('/auth/sign-in-code/verify', { body, auth: false }),
    (contract) => contract.authResultSchema,
  )
}

/** `onError` is given here, not per call, so the app-wide error toast stays out of the way. */
export const useRequestSignInCode = (options: { onError: (error: unknown) => void }) =>
  useMutation({ mutationFn: requestSignInCode, ...options })
export const useVerifySignInCode = (options: { onError: (error: unknown) => void }) =>
  useMutation({ mutationFn: verifySignInCode, ...options })
