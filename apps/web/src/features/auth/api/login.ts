import { useMutation } from '@tanstack/react-query'
import type { AuthResult, LoginRequest } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** POST /api/auth/login without the auth header; user and token are read. */
export async function login(body: LoginRequest): Promise<AuthResult> {
  // The schema (and zod) load alongside the request, not with /sign-in (docs/decisions/015).
  const [{ authResultSchema }, data] = await Promise.all([
    import('@hookline/contract'),
    api.post<unknown>('/api/auth/login', body, { auth: false }),
  ])
  return authResultSchema.parse(data)
}

export function useLoginMutation(options: {
  onSuccess: (result: AuthResult) => void
  onError: (error: unknown) => void
}) {
  return useMutation({ mutationFn: login, ...options })
}
