import { useMutation } from '@tanstack/react-query'
import { registerResultSchema, type RegisterRequest, type RegisterResult } from '@hookline/contract'
import { api } from '@/lib/api-client'

/**
 * POST /api/auth/register. Where the server does not verify addresses it signs the new user in
 * ({user, token}, like login); where it does, it answers { verification_pending: true } for a new
 * and a taken address alike, and the next step comes by mail.
 */
export async function register(body: RegisterRequest): Promise<RegisterResult> {
  return registerResultSchema.parse(await api.post('/auth/register', { body, auth: false }))
}

export function useRegisterMutation(options: {
  onSuccess: (result: RegisterResult) => void
  onError: (error: unknown) => void
}) {
  return useMutation({ mutationFn: register, ...options })
}
