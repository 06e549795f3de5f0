import { useMutation } from '@tanstack/react-query'
import type { DeleteAccountRequest } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** DELETE /api/users/me with the password typed again: the account and everything in it go. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await api.delete('/users/me', { body })
}

export function useDeleteAccountMutation(options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  return useMutation({ mutationFn: deleteAccount, ...options })
}
