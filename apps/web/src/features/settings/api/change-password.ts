import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordRequest } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** POST /api/auth/password: answers null; every other session of the account is signed out. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await api.post('/auth/password', { body })
}

export function useChangePasswordMutation(options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  return useMutation({ mutationFn: changePassword, ...options })
}
