import { useMutation } from '@tanstack/react-query'
import type { AuthResult, LoginRequest } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { parsedWithContract } from '@/lib/parsed-with-contract'

/** POST /api/auth/login without the auth header; user and token are read. */
export function login(body: LoginRequest): Promise<AuthResult> {
  // The schema (and zod) load alongside the request, not with /sign-in (docs/decisions/015).
  return parsedWithContract(api.post('/auth/login', { body, auth: false }), (contract) => contract.authResultSchema)
}

export function useLoginMutation(options: {
  onSuccess: (result: AuthResult) => void
  onError: (error: unknown) => void
}) {
  return useMutation({ mutationFn: login, ...options })
}
