import { useMutation } from '@tanstack/react-query'
import { authResultSchema, type AuthResult, type RegisterRequest } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** POST /api/auth/register signs the new user in: it answers {user, token} like login. */
export async function register(body: RegisterRequest): Promise<AuthResult> {
  return authResultSchema.parse(await api.post<unknown>('/api/auth/register', body, { auth: false }))
}

export function useRegisterMutation(options: {
  onSuccess: (result: AuthResult) => void
  onError: (error: unknown) => void
}) {
  return useMutation({ mutationFn: register, ...options })
}
